import "server-only";
import { logError } from "@/lib/safe-log";

/**
 * What a public read gives back when it failed for any reason other than "no such row" (the
 * database is down, a query failed). A page never turns it into a 404 or caches it: it shows the
 * outage notice or the spec's message, with the render marked failed (components/public/content/outage.tsx).
 */
export const READ_FAILED = Symbol("public read failed");
export type ReadFailed = typeof READ_FAILED;

/** The read's value, or READ_FAILED when it threw (logged without personal data, QUALITY D9). */
export async function readOrFailed<T>(what: string, read: () => Promise<T>): Promise<T | ReadFailed> {
  try {
    return await read();
  } catch (error) {
    logError(`[public] ${what} could not be read`, error);
    return READ_FAILED;
  }
}

/** The value, or a thrown error where a failed read has no page to show it on (an Open Graph image): never cached. */
export function unlessFailed<T>(value: T | ReadFailed, what: string): T {
  if (value === READ_FAILED) throw new Error(`[public] ${what} could not be read (logged above)`);
  return value;
}
