import * as yup from "yup";
import { hasControlChars, MSG, withoutControlChars } from "./common";

export const CUSTOM_COLORS_MAX = 100;

export const COLORS_MSG = {
  list: "Culorile trebuie trimise ca listă de texte",
  invalid: (value: string) =>
    `Culoarea „${value.length > 32 ? `${value.slice(0, 32)}…` : value}” nu este validă. Folosiți #rgb, #rrggbb, #rrggbbaa, rgb() sau rgba().`,
  notText: "Fiecare culoare trebuie să fie un text",
  tooMany: `Se pot salva cel mult ${CUSTOM_COLORS_MAX} de culori.`,
} as const;

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const RGB = /^rgba?\((\d{1,3}),(\d{1,3}),(\d{1,3})(?:,(\d*\.?\d+%?))?\)$/;

/** Lower case, no spaces: "#FFF" and "#fff", "rgb(1, 2, 3)" and "rgb(1,2,3)" are the same colour. */
export function normalizeColor(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, "");
}

/** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(r,g,b) and rgba(r,g,b,a) with channels 0-255 and alpha 0-1 or 0-100%. */
export function isCssColor(value: string): boolean {
  const v = normalizeColor(value);
  if (HEX.test(v)) return true;
  const m = RGB.exec(v);
  if (!m) return false;
  if ([m[1], m[2], m[3]].some((c) => Number(c) > 255)) return false;
  if (m[4] === undefined) return true;
  const alpha = m[4].endsWith("%") ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
  return alpha >= 0 && alpha <= 1;
}

// Normalising drops whitespace, vertical tab and form feed included, so a colour holding a control
// character is left as sent and refused by the rule every text field has.
const normalizeText = (value: unknown) => (typeof value === "string" && !hasControlChars(value) ? normalizeColor(value) : value);

const cssColor = (base: yup.StringSchema<string | undefined>) =>
  withoutControlChars(base)
    .max(64, (p) => COLORS_MSG.invalid(String(p.value)))
    // Values yup cannot turn into text (objects, null) get the "must be text" message, not this one; numbers become text.
    .test("css-color", (v, ctx) =>
      typeof v !== "string" || isCssColor(v) ? true : ctx.createError({ message: COLORS_MSG.invalid(v) }),
    );

const color = () => cssColor(yup.string().typeError(COLORS_MSG.notText)).defined(COLORS_MSG.notText).nonNullable(COLORS_MSG.notText);

/** The full list is saved each time; entries are normalised and duplicates dropped (first one kept). */
export const customColorsSchema = yup.object({
  colors: yup
    .array(color())
    .transform((value: unknown) => {
      if (!Array.isArray(value)) return value;
      const seen = new Set<string>();
      const out: unknown[] = [];
      for (const item of value) {
        const normalized = normalizeText(item);
        if (typeof normalized !== "string") {
          out.push(normalized);
          continue;
        }
        if (!seen.has(normalized)) out.push(normalized);
        seen.add(normalized);
      }
      return out;
    })
    .typeError(COLORS_MSG.list)
    .required(MSG.required)
    .max(CUSTOM_COLORS_MAX, COLORS_MSG.tooMany),
});

export type CustomColorsInput = yup.InferType<typeof customColorsSchema>;

/**
 * One colour added to or removed from the shared list (POST /custom-colors/add and /remove): the
 * server changes only that entry, so colours another editor saved meanwhile are kept.
 */
export const customColorSchema = yup.object({
  color: cssColor(
    yup
      .string()
      .typeError(COLORS_MSG.notText)
      .transform(normalizeText),
  )
    .nonNullable(COLORS_MSG.notText)
    .required(MSG.required),
});

export type CustomColorInput = yup.InferType<typeof customColorSchema>;
