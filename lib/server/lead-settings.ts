import "server-only";
import { romanianCount } from "@/lib/plural";
import { readMailConfig } from "./mail/config";
import type { RateLimitRule } from "./rate-limit";

/**
 * The lead pipeline's defences against abuse that operators may tune (README, "Configuration"), read
 * from the environment on every use like the e-mail settings. A value that is not a whole number in
 * range is a mistake, not a wish to turn a defence off: the default applies and the start log says so.
 */

export const LEAD_SETTING_DEFAULTS = {
  LEADS_SUSPECT_LIMIT: 60,
  LEADS_SUSPECT_WINDOW_MINUTES: 10,
  LEADS_AUTO_REPLY_HOURLY_MAX: 20,
} as const;

type SettingName = keyof typeof LEAD_SETTING_DEFAULTS;

const MAX: Record<SettingName, number> = {
  LEADS_SUSPECT_LIMIT: 100_000,
  LEADS_SUSPECT_WINDOW_MINUTES: 1_440,
  LEADS_AUTO_REPLY_HOURLY_MAX: 10_000,
};

type Read = { value: number; invalid: boolean };

function wholeNumber(name: SettingName, env: NodeJS.ProcessEnv): Read {
  const raw = env[name]?.trim() ?? "";
  if (raw === "") return { value: LEAD_SETTING_DEFAULTS[name], invalid: false };
  if (/^\d+$/.test(raw) && Number(raw) <= MAX[name]) return { value: Number(raw), invalid: false };
  return { value: LEAD_SETTING_DEFAULTS[name], invalid: true };
}

/** Leads per window, site-wide, above which new ones are stored as suspect; null when the defence is off (0). */
export function suspectRule(env: NodeJS.ProcessEnv = process.env): RateLimitRule | null {
  const limit = wholeNumber("LEADS_SUSPECT_LIMIT", env).value;
  const minutes = wholeNumber("LEADS_SUSPECT_WINDOW_MINUTES", env).value;
  if (limit === 0 || minutes === 0) return null;
  return { scope: "lead-flood", limit, windowSeconds: minutes * 60 };
}

/** At most this many auto-replies leave per hour, site-wide (0: none at all). */
export function autoReplyHourlyRule(env: NodeJS.ProcessEnv = process.env): RateLimitRule {
  return { scope: "auto-reply", limit: wholeNumber("LEADS_AUTO_REPLY_HOURLY_MAX", env).value, windowSeconds: 3_600 };
}

/** The start log's lines: what applies, and which values were ignored. */
export function leadSettingNotices(env: NodeJS.ProcessEnv = process.env): string[] {
  const invalid = (Object.keys(LEAD_SETTING_DEFAULTS) as SettingName[])
    .filter((name) => wholeNumber(name, env).invalid)
    .map((name) => `${name} nu este un număr întreg între 0 și ${MAX[name]}; se folosește ${LEAD_SETTING_DEFAULTS[name]}.`);
  const rule = suspectRule(env);
  const flood = rule
    ? `Peste ${romanianCount(rule.limit, "mesaj", "mesaje")} în ${romanianCount(rule.windowSeconds / 60, "minut", "minute")}, mesajele noi sunt marcate ca suspecte și nu se trimit pe e-mail până nu sunt eliberate.`
    : "Marcarea mesajelor ca suspecte la un val de mesaje este oprită (LEADS_SUSPECT_LIMIT sau LEADS_SUSPECT_WINDOW_MINUTES este 0).";
  const replies = autoReplyHourlyRule(env).limit;
  const mail = readMailConfig(env);
  const autoReply =
    mail.enabled && mail.settings.autoReply
      ? replies === 0
        ? "LEADS_AUTO_REPLY_HOURLY_MAX=0: nu se trimit confirmări automate."
        : `Confirmări automate: cel mult una pe adresă în 24 de ore și ${replies} pe oră în total.`
      : null;
  return [...invalid, flood, ...(autoReply ? [autoReply] : [])];
}
