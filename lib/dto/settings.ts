import type { SettingsFields } from "@/lib/validation/settings";

/**
 * GET /settings: the agency's identity as saved in "Setări" (blank where not set), whether an admin
 * has saved it yet (until then the site shows the demo identity and the dashboard says so), and the
 * version for the stale-save check.
 */
export type SiteSettingsDto = { settings: SettingsFields; saved: boolean; updated_at: string | null };
