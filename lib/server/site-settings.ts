import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";
import type { SiteSettingsDto } from "@/lib/dto/settings";
import { ApiError, MESSAGES } from "@/lib/server/http/api-error";
import { revalidateContent, TAGS } from "@/lib/server/revalidate";
import { settingsSchema, type SettingsInput } from "@/lib/validation/settings";
import { recordAudit } from "./audit/log";

/** The identity lives in one row of the key/value settings table; no row means never saved (demo identity). */
const KEY = "site";

/** What is stored, read through the schema: a field added later, or a value gone bad, comes back blank. */
function fieldsOf(value: unknown): SiteSettingsDto["settings"] {
  const { updated_at: _version, ...fields } = settingsSchema.cast(value && typeof value === "object" ? value : {}, {
    assert: false,
    stripUnknown: true,
  });
  return fields as SiteSettingsDto["settings"];
}

export async function getSiteSettings(): Promise<SiteSettingsDto> {
  const db = await getDb();
  const [row] = await db.select({ value: settings.value, updatedAt: settings.updatedAt }).from(settings).where(eq(settings.key, KEY));
  return { settings: fieldsOf(row?.value), saved: Boolean(row), updated_at: row ? row.updatedAt.toISOString() : null };
}

/**
 * Saves the whole identity. With the updated_at the admin loaded, a save over someone else's newer
 * one is refused (409, QUALITY D1); every public page shows the new values on its next visit.
 */
export async function saveSiteSettings({ updated_at: loaded, ...fields }: SettingsInput): Promise<SiteSettingsDto> {
  const db = await getDb();
  const now = new Date();
  const saved = await db.transaction(async (tx) => {
    await recordAudit(tx, { action: "update", entity: "settings", summary: "Setările site-ului salvate", fields: Object.keys(fields) });
    if (loaded) {
      const [row] = await tx
        .update(settings)
        .set({ value: fields, updatedAt: now })
        .where(and(eq(settings.key, KEY), eq(settings.updatedAt, new Date(loaded))))
        .returning({ updatedAt: settings.updatedAt });
      if (!row) throw new ApiError(409, MESSAGES.stale);
      return row;
    }
    // Without a version (an API client, or the first save ever), the save replaces what is stored, as for content.
    const [row] = await tx
      .insert(settings)
      .values({ key: KEY, value: fields, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: fields, updatedAt: now } })
      .returning({ updatedAt: settings.updatedAt });
    return row;
  });
  await revalidateContent([TAGS.settings]);
  return { settings: fieldsOf(fields), saved: true, updated_at: saved.updatedAt.toISOString() };
}
