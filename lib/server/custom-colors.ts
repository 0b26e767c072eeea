import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { COLORS_MSG, CUSTOM_COLORS_MAX, type CustomColorInput, type CustomColorsInput } from "@/lib/validation/custom-colors";
import { audited } from "./audit/log";

/** The colour list shared by every editor's colour picker, one row of the settings table. */
const KEY = "customColors";

/** Whatever is stored, the client only ever gets a list of strings. */
function colorsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((c): c is string => typeof c === "string") : [];
}

export async function getCustomColors(): Promise<{ colors: string[] }> {
  const db = await getDb();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return { colors: colorsOf(row?.value) };
}

/**
 * Saves the full list (SPEC 7.2: POST /custom-colors sends all of it), replacing the previous one.
 * The portal itself adds and removes one colour at a time (below), so that two editors open at once
 * never overwrite each other's colours.
 */
export async function saveCustomColors(input: CustomColorsInput): Promise<{ colors: string[] }> {
  const colors = input.colors.filter((c): c is string => typeof c === "string");
  const now = new Date();
  await audited(
    (tx) => tx.insert(settings).values({ key: KEY, value: colors, updatedAt: now }).onConflictDoUpdate({ target: settings.key, set: { value: colors, updatedAt: now } }),
    () => ({ action: "update", entity: "colors", summary: `Culorile editorului salvate (${colors.length})` }),
  );
  return { colors };
}

/** The stored list as a JSON array (a row holding anything else counts as empty). */
const storedList = sql`(CASE WHEN jsonb_typeof(${settings.value}) = 'array' THEN ${settings.value} ELSE '[]'::jsonb END)`;

/**
 * Appends one (normalised) colour to the shared list in a single statement: PostgreSQL locks the row
 * and applies the change to the latest committed list, so a colour added meanwhile by someone else
 * stays. Idempotent: a colour already there leaves the list as it is. A full list is refused (422).
 */
export async function addCustomColor({ color }: CustomColorInput): Promise<{ colors: string[] }> {
  const one = sql`jsonb_build_array(${color}::text)`;
  const [row] = await audited((tx) => tx
    .insert(settings)
    .values({ key: KEY, value: sql`${one}`, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: sql`CASE
          WHEN ${storedList} @> ${one} OR jsonb_array_length(${storedList}) >= ${CUSTOM_COLORS_MAX}::integer THEN ${storedList}
          ELSE ${storedList} || ${one} END`,
        updatedAt: new Date(),
      },
    })
    .returning({ value: settings.value }), () => ({ action: "create", entity: "colors", summary: `Culoare adăugată: ${color}` }));
  const colors = colorsOf(row?.value);
  if (!colors.includes(color)) throw new ApiError(422, COLORS_MSG.tooMany, { color: COLORS_MSG.tooMany });
  return { colors };
}

/**
 * Removes one colour from the shared list in a single statement (jsonb `-` drops the matching
 * strings of the array in place); the others, including any added meanwhile, stay. Idempotent.
 */
export async function removeCustomColor({ color }: CustomColorInput): Promise<{ colors: string[] }> {
  const [row] = await audited(
    (tx) => tx.update(settings).set({ value: sql`${storedList} - ${color}::text`, updatedAt: new Date() }).where(eq(settings.key, KEY)).returning({ value: settings.value }),
    () => ({ action: "delete", entity: "colors", summary: `Culoare ștearsă: ${color}` }),
  );
  return { colors: colorsOf(row?.value) };
}
