import { getDb } from "./client";

/**
 * Runs in the server process before it takes requests: opens the database (taking the PGlite lock),
 * applies migrations and seeds an empty database. A server that cannot do this must not start
 * (QUALITY D4, D5).
 */
export async function prepareDatabase(): Promise<void> {
  try {
    await getDb();
  } catch (error) {
    console.error("\n[start] Baza de date nu a putut fi pregătită:", error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
