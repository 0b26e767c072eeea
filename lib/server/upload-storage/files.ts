import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { uploadsDir } from "@/lib/paths";
import { UPLOAD_FILENAME } from "@/lib/validation/common";
import { UploadStorageError, type UploadStorage } from "./types";

// What a failed write means for the editor (QUALITY D7): a full disk or quota is "full"; a disk that
// refuses writes (read-only mount, permissions) is "readOnly", a state an operator fixes.
const DISK_FULL = new Set(["ENOSPC", "EDQUOT"]);
const DISK_READ_ONLY = new Set(["EROFS", "EACCES", "EPERM"]);

function storageError(error: unknown): UploadStorageError | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (!code || (!DISK_FULL.has(code) && !DISK_READ_ONLY.has(code))) return null;
  // The operator needs to hear about it; the editor gets the reason in Romanian.
  console.error(`[uploads] cannot write to ${uploadsDir()}: ${code}`);
  return new UploadStorageError(DISK_FULL.has(code) ? "full" : "readOnly");
}

/**
 * Files in DATA_DIR/uploads: the storage of a single process on PGlite. The bytes go to a hidden
 * temporary name first and are renamed only once complete and flushed, so a full or read-only disk
 * never leaves a truncated file under a name that is served (QUALITY D7).
 */
export const fileStorage: UploadStorage = {
  async save({ filename, bytes }) {
    const dir = uploadsDir();
    // Same directory, so the rename is atomic; the leading dot and suffix are never a served name.
    const temporary = path.join(dir, `.${filename}.partial`);
    try {
      await fs.mkdir(dir, { recursive: true });
      const handle = await fs.open(temporary, "wx");
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, path.join(dir, filename));
    } catch (error) {
      await fs.rm(temporary, { force: true }).catch(() => undefined);
      throw storageError(error) ?? error;
    }
  },

  async load(filename) {
    try {
      return await fs.readFile(path.join(uploadsDir(), filename));
    } catch {
      return null;
    }
  },

  async names() {
    try {
      return (await fs.readdir(uploadsDir())).filter((name) => UPLOAD_FILENAME.test(name));
    } catch {
      return []; // no uploads folder yet
    }
  },

  async remove(filename) {
    await fs.rm(path.join(uploadsDir(), filename), { force: true });
  },
};
