// Shared by the start, dev and test scripts: DATA_DIR, the generated auth secret, the locks on the
// data directory and on the build folder.
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

/** Whether a process with this id is running (EPERM: it is, under another user). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** The running process, other than this one, whose id a lock file holds; null when none does. */
export function lockOwner(file) {
  let pid;
  try {
    pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
  } catch {
    return null;
  }
  return pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/**
 * Takes a lock file for this process until it exits, replacing one left by a process that is gone.
 * Returns the id of the live process that holds it instead, or null once it is ours.
 */
export function claimLock(file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      process.on("exit", () => releaseLock(file));
      return null;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    const owner = lockOwner(file);
    if (owner) return owner;
    fs.rmSync(file, { force: true });
  }
}

/** Removes a lock file if this process holds it. */
export function releaseLock(file) {
  try {
    if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file, { force: true });
  } catch {
    // already gone
  }
}

/** Fails fast, before a long build, when another live process owns this data directory. */
export function assertDataDirFree() {
  if (process.env.DATABASE_URL) return;
  const pid = lockOwner(path.join(dataDir(), "server.lock"));
  if (!pid) return;
  console.error(
    `\nDirectorul de date ${dataDir()} este deja folosit de procesul ${pid}.\n` +
      "Opriți celălalt server sau porniți cu alt DATA_DIR (PGlite nu permite două procese pe același director).\n",
  );
  process.exit(1);
}

/** The build folder of `npm start` (NEXT_DIST_DIR, relative to the project, default .next). */
export function distDir() {
  return path.resolve(root, process.env.NEXT_DIST_DIR || ".next");
}

// Who uses the build folder, in a folder beside it rather than in it: `next build` empties its
// folder first. "build" holds the process writing it; "server-<pid>" one file per process serving it.
const usersDir = () => `${distDir()}-lock`;
const builderFile = () => path.join(usersDir(), "build");

function refuse(message) {
  console.error(`\n${message}\nPorniți cu alt NEXT_DIST_DIR pentru o compilare separată.\n`);
  process.exit(1);
}

const buildingMessage = (pid) =>
  `Versiunea compilată din ${path.relative(root, distDir())} este scrisă chiar acum de \`next build\` (procesul ${pid}). Așteptați să termine.`;

/**
 * Before `next build` (scripts/start.mjs): the build folder becomes this process's until it calls
 * the returned release, or stops there with a message when another process builds it or a running
 * server serves it; rebuilding under a server would change the files it is reading.
 */
export function claimBuildFolder() {
  const builder = claimLock(builderFile());
  if (builder) refuse(buildingMessage(builder));
  const servers = [];
  for (const name of fs.readdirSync(usersDir()).filter((n) => n.startsWith("server-"))) {
    const pid = lockOwner(path.join(usersDir(), name));
    if (pid) servers.push(pid);
    else fs.rmSync(path.join(usersDir(), name), { force: true }); // left by a server that was killed
  }
  if (servers.length > 0) {
    refuse(
      `Sursele (sau variabilele NEXT_PUBLIC_*) s-au schimbat de la ultima compilare, dar versiunea compilată din ${path.relative(root, distDir())} ` +
        `este folosită de serverul pornit (${servers.length === 1 ? "procesul" : "procesele"} ${servers.join(", ")}), ` +
        "iar npm start nu o recompilează sub el. Opriți serverul, apoi porniți din nou.",
    );
  }
  return () => releaseLock(builderFile());
}

/**
 * At the start of the server (scripts/serve.mjs): marks the build folder as served by this process
 * until it exits, or stops there when a build is writing it right now.
 */
export function serveBuildFolder() {
  const mine = path.join(usersDir(), `server-${process.pid}`);
  fs.mkdirSync(usersDir(), { recursive: true });
  fs.writeFileSync(mine, String(process.pid));
  process.on("exit", () => fs.rmSync(mine, { force: true }));
  const builder = lockOwner(builderFile());
  if (builder) refuse(buildingMessage(builder));
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
