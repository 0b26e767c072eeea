import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";
import type { CustomColorsInput } from "@/lib/validation/custom-colors";

/** The colour list shared by every editor's colour picker, one row of the settings table. */
const KEY = "customColors";

export async function getCustomColors(): Promise<{ colors: string[] }> {
  const db = await getDb();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const value = row?.value;
  // Whatever is stored, the client only ever gets a list of strings.
  const colors = Array.isArray(value) ? value.filter((c): c is string => typeof c === "string") : [];
  return { colors };
}

/** Saves the full list (the picker always sends all of it), replacing the previous one. */
export async function saveCustomColors(input: CustomColorsInput): Promise<{ colors: string[] }> {
  const db = await getDb();
  const colors = input.colors.filter((c): c is string => typeof c === "string");
  const now = new Date();
  await db
    .insert(settings)
    .values({ key: KEY, value: colors, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: colors, updatedAt: now } });
  return { colors };
}
