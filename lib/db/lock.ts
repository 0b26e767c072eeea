import fs from "node:fs";
import path from "node:path";

/**
 * PGlite corrupts its files when two processes open the same directory, so each data directory
 * belongs to exactly one process. The lock file holds the owner's pid; a lock left by a dead
 * process is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `Directorul de date ${dir} este deja folosit de procesul ${pid}. ` +
        `Opriți celălalt server sau setați alt DATA_DIR (PGlite nu permite două procese pe același director).`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (owner === process.pid) return () => undefined;
      if (Number.isFinite(owner) && isAlive(owner)) throw new DataDirLockedError(dir, owner);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Nu s-a putut obține blocarea directorului de date ${dir}.`);
}
