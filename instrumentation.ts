export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { getDb } = await import("./lib/db/client");
  try {
    await getDb();
  } catch (error) {
    // A server on a half-migrated or foreign-locked database must not take requests (QUALITY D4, D5).
    console.error("\n[start] Baza de date nu a putut fi pregătită:", error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
