/**
 * LEADS_RETENTION_MONTHS, read the same way by the retention job (lib/server/retention.ts) and by the
 * privacy policy's seed text (lib/boot/seed-data/legal.ts), so the page says what the server does.
 */
export const DEFAULT_RETENTION_MONTHS = 24;
const MAX_RETENTION_MONTHS = 1200;

/** "1 lună", "6 luni", "24 de luni" (Romanian puts "de" after numbers ending in 20-99 or 00). */
export const monthsText = (n: number): string =>
  n === 1 ? "o lună" : n % 100 >= 20 || (n % 100 === 0 && n > 0) ? `${n} de luni` : `${n} luni`;

export type RetentionSetting = { months: number; notice: string };

/**
 * Unset or blank: 24. A whole number 1..1200: that many months. 0: nothing is deleted automatically.
 * Anything else (negative, fractional, text) is a mistake, not a wish to keep or delete everything:
 * the default 24 applies and the start says so.
 */
export function readRetentionSetting(raw: string | undefined = process.env.LEADS_RETENTION_MONTHS): RetentionSetting {
  const value = raw?.trim() ?? "";
  if (value === "") return { months: DEFAULT_RETENTION_MONTHS, notice: `Mesajele mai vechi de ${monthsText(DEFAULT_RETENTION_MONTHS)} se șterg automat.` };
  if (/^\d+$/.test(value) && Number(value) <= MAX_RETENTION_MONTHS) {
    const months = Number(value);
    return months === 0
      ? { months: 0, notice: "LEADS_RETENTION_MONTHS=0: mesajele nu se mai șterg automat; ștergerea rămâne manuală." }
      : { months, notice: `Mesajele mai vechi de ${monthsText(months)} se șterg automat.` };
  }
  return {
    months: DEFAULT_RETENTION_MONTHS,
    notice: `LEADS_RETENTION_MONTHS nu este un număr întreg de luni (0-${MAX_RETENTION_MONTHS}); se folosește ${DEFAULT_RETENTION_MONTHS}.`,
  };
}

/** The privacy policy's sentence about contact messages, for the months the server keeps them. */
export function retentionSentence(months: number): string {
  const kept =
    months === 0
      ? "sunt păstrate până când ne ceri ștergerea lor sau până când nu mai sunt necesare scopului pentru care ni le-ai trimis"
      : `sunt șterse automat după ${monthsText(months)} de la primire`;
  return `Mesajele primite prin formularul de contact, împreună cu răspunsurile la chestionar și datele despre proveniența lor, ${kept}.`;
}
