import path from "node:path";

/** Root of everything the app writes: PGlite files, uploads, the generated auth secret. */
export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || path.join(process.cwd(), "data"));
}

export function uploadsDir(): string {
  return path.join(dataDir(), "uploads");
}

export function migrationsDir(): string {
  return path.join(process.cwd(), "lib", "db", "migrations");
}
