/**
 * Image settings of the rich-text editor (SPEC 3, 4, 5): pure validation and normalisation, shared by
 * the settings dialog and the editor's Image extension. No DOM, no React.
 */

export type ImageFloat = "none" | "left" | "right" | "centered";

export type ImageSettings = {
  width: string;
  height: string;
  /** "" means no choice (the same as "none"). */
  float: ImageFloat | "";
  marginTop: string;
  marginBottom: string;
  marginLeft: string;
  marginRight: string;
  mobileFullImg: boolean;
};

export type LengthField = "width" | "height" | "marginTop" | "marginBottom" | "marginLeft" | "marginRight";
export type ImageSettingsErrors = Partial<Record<LengthField | "float", string>>;

export const LENGTH_FIELDS: readonly LengthField[] = ["width", "height", "marginTop", "marginBottom", "marginLeft", "marginRight"];
export const IMAGE_FLOATS: readonly ImageFloat[] = ["none", "left", "right", "centered"];

/** The Romanian name of each field as it appears inside "Valoarea pentru {field} este invalidă". */
export const IMAGE_FIELD_NAMES: Record<LengthField | "float", string> = {
  width: "lățime",
  height: "înălțime",
  marginTop: "marginea de sus",
  marginBottom: "marginea de jos",
  marginLeft: "marginea din stânga",
  marginRight: "marginea din dreapta",
  float: "aliniere",
};

export const invalidValueMessage = (field: LengthField | "float") => `Valoarea pentru ${IMAGE_FIELD_NAMES[field]} este invalidă`;

export const IMAGE_SETTINGS_GUIDANCE = [
  "Lățimea maximă recomandată: 1800px.",
  "Imaginile pot avea cel mult 2MB.",
  "Setați înălțimea la „auto” pentru a păstra proporțiile imaginii.",
] as const;

export const EMPTY_IMAGE_SETTINGS: ImageSettings = {
  width: "",
  height: "",
  float: "",
  marginTop: "",
  marginBottom: "",
  marginLeft: "",
  marginRight: "",
  mobileFullImg: false,
};

// Numeric, "auto", or a number with px, %, em or rem. Margins may be negative; sizes may not.
const SIZE = /^(?:auto|\d+(?:\.\d+)?(?:px|%|em|rem)?)$/;
const MARGIN = /^(?:auto|-?\d+(?:\.\d+)?(?:px|%|em|rem)?)$/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

const clean = (value: string | null | undefined) => (value ?? "").trim().toLowerCase();

/** Whether one length field holds an acceptable value; an empty value means "not set" and is valid. */
export function isValidLength(field: LengthField, value: string | null | undefined): boolean {
  const v = clean(value);
  if (!v) return true;
  return (field === "width" || field === "height" ? SIZE : MARGIN).test(v);
}

export function isValidFloat(value: string | null | undefined): boolean {
  const v = clean(value);
  return v === "" || (IMAGE_FLOATS as readonly string[]).includes(v);
}

/** Every problem of the settings, keyed by field; an empty object when they can be saved. */
export function validateImageSettings(settings: Partial<ImageSettings>): ImageSettingsErrors {
  const errors: ImageSettingsErrors = {};
  for (const field of LENGTH_FIELDS) {
    if (!isValidLength(field, settings[field])) errors[field] = invalidValueMessage(field);
  }
  if (!isValidFloat(settings.float)) errors.float = invalidValueMessage("float");
  return errors;
}

/** "300" -> "300px", " 50 % " is invalid, "AUTO" -> "auto", "" -> "" (not set). Call after validation. */
export function normalizeLength(value: string | null | undefined): string {
  const v = clean(value);
  if (!v) return "";
  return PLAIN_NUMBER.test(v) ? `${v}px` : v;
}

/**
 * The settings as they are stored on the image: lengths normalised, "" float read as "none", and a
 * centered image getting both side margins "auto" (SPEC 4). Throws nothing; validate first.
 */
export function normalizeImageSettings(settings: Partial<ImageSettings>): ImageSettings {
  const float = clean(settings.float);
  const out: ImageSettings = {
    width: normalizeLength(settings.width),
    height: normalizeLength(settings.height),
    float: (IMAGE_FLOATS as readonly string[]).includes(float) ? (float as ImageFloat) : "none",
    marginTop: normalizeLength(settings.marginTop),
    marginBottom: normalizeLength(settings.marginBottom),
    marginLeft: normalizeLength(settings.marginLeft),
    marginRight: normalizeLength(settings.marginRight),
    mobileFullImg: Boolean(settings.mobileFullImg),
  };
  if (out.float === "centered") {
    out.marginLeft = "auto";
    out.marginRight = "auto";
  }
  return out;
}

/** The inline CSS declarations of an image, in a stable order; the server sanitizer keeps each of them. */
export function imageSettingsToStyle(settings: Partial<ImageSettings>): Array<[string, string]> {
  const s = normalizeImageSettings(settings);
  const style: Array<[string, string]> = [];
  if (s.width) style.push(["width", s.width]);
  if (s.height) style.push(["height", s.height]);
  if (s.float === "left" || s.float === "right") style.push(["float", s.float]);
  if (s.float === "centered") style.push(["display", "block"]);
  if (s.marginTop) style.push(["margin-top", s.marginTop]);
  if (s.marginBottom) style.push(["margin-bottom", s.marginBottom]);
  if (s.marginLeft) style.push(["margin-left", s.marginLeft]);
  if (s.marginRight) style.push(["margin-right", s.marginRight]);
  return style;
}

export function styleToString(style: Array<[string, string]>): string {
  return style.map(([property, value]) => `${property}: ${value}`).join("; ");
}

/**
 * Reads the settings back from an image's inline style declarations (as a map of property -> value)
 * and its data-float attribute. Inverse of imageSettingsToStyle for everything the editor writes.
 */
export function imageSettingsFromStyle(
  style: Partial<Record<"width" | "height" | "float" | "display" | "margin-top" | "margin-bottom" | "margin-left" | "margin-right", string>>,
  extra: { dataFloat?: string | null; mobileFull?: string | null; widthAttr?: string | null; heightAttr?: string | null } = {},
): ImageSettings {
  const read = (value: string | null | undefined) => clean(value);
  // Values the editor never writes (e.g. "calc(...)") are dropped rather than carried along.
  const length = (field: LengthField, value: string) => (isValidLength(field, value) ? normalizeLength(value) : "");
  const marginLeft = read(style["margin-left"]);
  const marginRight = read(style["margin-right"]);
  const cssFloat = read(style.float);
  const dataFloat = read(extra.dataFloat);
  let float: ImageFloat = "none";
  if (dataFloat && (IMAGE_FLOATS as readonly string[]).includes(dataFloat)) float = dataFloat as ImageFloat;
  else if (cssFloat === "left" || cssFloat === "right") float = cssFloat;
  else if (read(style.display) === "block" && marginLeft === "auto" && marginRight === "auto") float = "centered";
  return {
    width: length("width", read(style.width) || read(extra.widthAttr)),
    height: length("height", read(style.height) || read(extra.heightAttr)),
    float,
    marginTop: length("marginTop", read(style["margin-top"])),
    marginBottom: length("marginBottom", read(style["margin-bottom"])),
    marginLeft: length("marginLeft", marginLeft),
    marginRight: length("marginRight", marginRight),
    mobileFullImg: read(extra.mobileFull) === "true",
  };
}
