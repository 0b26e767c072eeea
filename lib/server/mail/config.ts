import "server-only";

/** The lead e-mail settings, read from the environment on every use (README, "Configuration"). */
export type MailSettings = {
  smtpUrl: string;
  from: string;
  notifyTo: string[];
  autoReply: boolean;
};

export type MailConfig = { enabled: true; settings: MailSettings } | { enabled: false; notice: string };

export const MAIL_SETTING_NAMES = ["SMTP_URL", "MAIL_FROM", "LEADS_NOTIFY_TO"] as const;

const OFF = "Notificările prin e-mail pentru mesajele noi sunt oprite";
export const MAIL_NOTICE = {
  missing: (names: readonly string[]) => `${OFF}: lipsesc setările SMTP (${names.join(", ")}).`,
  invalid: (names: readonly string[]) => `${OFF}: setările SMTP nu sunt valide (${names.join(", ")}).`,
} as const;

// One address, bare or in "Name <address>" form; nodemailer does the full parsing.
const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;
const isAddress = (value: string) => ADDRESS.test(value) || /^[^<>]*<[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+>$/.test(value);

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * All three of SMTP_URL, MAIL_FROM and LEADS_NOTIFY_TO, or nothing is sent and nothing is queued: an
 * agency that turns e-mail on later gets mail for new leads, not a flood about old ones. A value that
 * is set but unusable turns mail off too, with a notice naming it, rather than failing every send.
 */
export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const raw = {
    SMTP_URL: env.SMTP_URL?.trim() ?? "",
    MAIL_FROM: env.MAIL_FROM?.trim() ?? "",
    LEADS_NOTIFY_TO: env.LEADS_NOTIFY_TO?.trim() ?? "",
  };
  const missing = MAIL_SETTING_NAMES.filter((name) => raw[name] === "");
  if (missing.length) return { enabled: false, notice: MAIL_NOTICE.missing(missing) };

  const notifyTo = raw.LEADS_NOTIFY_TO.split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  const invalid = [
    ...(isSmtpUrl(raw.SMTP_URL) ? [] : ["SMTP_URL"]),
    ...(isAddress(raw.MAIL_FROM) ? [] : ["MAIL_FROM"]),
    ...(notifyTo.length && notifyTo.every(isAddress) ? [] : ["LEADS_NOTIFY_TO"]),
  ];
  if (invalid.length) return { enabled: false, notice: MAIL_NOTICE.invalid(invalid) };

  return {
    enabled: true,
    settings: { smtpUrl: raw.SMTP_URL, from: raw.MAIL_FROM, notifyTo, autoReply: env.LEADS_AUTO_REPLY?.trim().toLowerCase() === "true" },
  };
}
