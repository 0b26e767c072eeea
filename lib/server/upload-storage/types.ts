/** What both upload backends store and hand back; validation happened before (lib/server/uploads.ts). */
export type NewUpload = { filename: string; contentType: string; bytes: Uint8Array };

export type UploadStorage = {
  /** Stores the whole image under its name, or nothing (then throws UploadStorageError or the cause). */
  save(upload: NewUpload): Promise<void>;
  /** The stored bytes, or null when there is no such upload. */
  load(filename: string): Promise<Buffer | null>;
  /** The names of every stored image. */
  names(): Promise<string[]>;
  /** Deletes the stored image (nothing when there is none). */
  remove(filename: string): Promise<void>;
};

/**
 * A storage failure the editor should hear about in words, not as a 500: "full" (disk or quota),
 * "readOnly" (a disk that refuses writes), "unavailable" (the database refused or could not be reached).
 * The backend has already logged the cause for the operator.
 */
export class UploadStorageError extends Error {
  constructor(readonly kind: "full" | "readOnly" | "unavailable") {
    super(`upload storage: ${kind}`);
    this.name = "UploadStorageError";
  }
}
