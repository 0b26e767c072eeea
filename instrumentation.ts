export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareDatabase } = await import("./lib/db/start");
  await prepareDatabase();
}
