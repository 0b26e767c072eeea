// Shared by the start, dev and test scripts: DATA_DIR, the generated auth secret, the lock check.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export function dataDir() {
  return path.resolve(process.env.DATA_DIR || path.join(root, "data"));
}

/** AUTH_SECRET from the environment, else generated once and kept in DATA_DIR (same file the server reads). */
export function ensureAuthSecret() {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const dir = dataDir();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "auth-secret");
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

/** Fails fast, before a long build, when another live process owns this data directory. */
export function assertDataDirFree() {
  if (process.env.DATABASE_URL) return;
  const lock = path.join(dataDir(), "server.lock");
  if (!fs.existsSync(lock)) return;
  const pid = Number.parseInt(fs.readFileSync(lock, "utf8"), 10);
  try {
    process.kill(pid, 0);
  } catch {
    return;
  }
  console.error(
    `\nDirectorul de date ${dataDir()} este deja folosit de procesul ${pid}.\n` +
      "Opriți celălalt server sau porniți cu alt DATA_DIR (PGlite nu permite două procese pe același director).\n",
  );
  process.exit(1);
}

export function serverEnv() {
  const secret = ensureAuthSecret();
  return {
    ...process.env,
    DATA_DIR: dataDir(),
    AUTH_SECRET: secret,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || secret,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL || process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${process.env.PORT || 3000}`,
  };
}
