/**
 * The portal shows and takes times in Romanian time (Europe/Bucharest), whatever the browser's or the
 * server's zone; the API carries them as ISO 8601 with their offset. Daylight saving is Intl's business.
 */
export const SITE_TIME_ZONE = "Europe/Bucharest";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: SITE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The wall clock in Bucharest at an instant, as numbers. */
function wallClock(instant: Date) {
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.formatToParts(instant).find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** Minutes Bucharest is ahead of UTC at an instant (120 in winter, 180 in summer). */
function offsetMinutes(instant: Date): number {
  const w = wallClock(instant);
  return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, "0");

/** "2026-12-01T09:00" typed in a datetime-local field, read as Bucharest time -> "2026-12-01T09:00:00+02:00"; "" -> null. */
export function bucharestInputToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then at the corrected instant (they differ only around a clock change).
  let offset = offsetMinutes(new Date(asUtc - offsetMinutes(new Date(asUtc)) * 60_000));
  offset = offsetMinutes(new Date(asUtc - offset * 60_000));
  const sign = offset < 0 ? "-" : "+";
  return `${local}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An ISO time -> "2026-12-01T09:00" in Bucharest, for a datetime-local field; null or invalid -> "". */
export function isoToBucharestInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  const w = wallClock(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** "1 decembrie 2026 la 09:00" in Bucharest time. */
export function formatBucharest(iso: string | null | undefined): string {
  if (!iso) return "";
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime())
    ? ""
    : instant.toLocaleString("ro-RO", { timeZone: SITE_TIME_ZONE, day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" });
}
