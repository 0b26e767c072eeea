/** Query-string helpers for the public lists. */
export type SearchParams = Record<string, string | string[] | undefined>;

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** ?page=N as a positive integer (default 1; garbage, zero and negatives are 1). */
export function parsePage(value: string | string[] | undefined): number {
  const raw = firstParam(value);
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number.parseInt(raw, 10));
}
