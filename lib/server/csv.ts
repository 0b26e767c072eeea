import "server-only";

/**
 * One CSV cell (RFC 4180: always quoted, quotes doubled). A cell a spreadsheet would run as a formula
 * (=, +, -, @, or a leading tab or carriage return: OWASP "CSV injection") starts with an apostrophe,
 * so it is shown as text; a phone "+40…" reads "'+40…".
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** The day in Bucharest as YYYY-MM-DD, for the names of exported files. */
export const bucharestDay = (now = new Date()) => now.toLocaleDateString("sv-SE", { timeZone: "Europe/Bucharest" });
