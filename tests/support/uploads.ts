import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { uploads } from "@/lib/db/schema";

/**
 * Where the app keeps uploads in this run: rows of the uploads table on PostgreSQL (TEST_DATABASE_URL),
 * files in DATA_DIR/uploads on PGlite. Tests look at the real storage through these, never at a mock.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export const uploadsFolder = () => path.join(process.env.DATA_DIR as string, "uploads");

/** Files in DATA_DIR/uploads, sorted (temporary ones included: a leftover must show up). */
export const uploadFiles = (): string[] => (fs.existsSync(uploadsFolder()) ? fs.readdirSync(uploadsFolder()).sort() : []);

/** Names of everything stored, in whichever storage this run uses. */
export async function storedUploadNames(): Promise<string[]> {
  if (!onPostgres) return uploadFiles();
  const rows = await (await getDb()).select({ filename: uploads.filename }).from(uploads).orderBy(uploads.filename);
  return rows.map((row) => row.filename);
}

/** The stored bytes of one upload, or null. */
export async function storedUpload(filename: string): Promise<Buffer | null> {
  if (!onPostgres) {
    const file = path.join(uploadsFolder(), filename);
    return fs.existsSync(file) ? fs.readFileSync(file) : null;
  }
  const [row] = await (await getDb()).select({ bytes: uploads.bytes }).from(uploads).where(eq(uploads.filename, filename));
  return row ? row.bytes : null;
}

/** Puts bytes in the storage directly, as an image stored before a rule existed or copied in by hand. */
export async function plantUpload(filename: string, bytes: Uint8Array): Promise<void> {
  if (!onPostgres) {
    fs.mkdirSync(uploadsFolder(), { recursive: true });
    fs.writeFileSync(path.join(uploadsFolder(), filename), bytes);
    return;
  }
  const data = Buffer.from(bytes);
  const contentType = { jpg: "image/jpeg", png: "image/png", gif: "image/gif" }[path.extname(filename).slice(1)] ?? "application/octet-stream";
  await (await getDb()).insert(uploads).values({ filename, contentType, bytes: data, size: data.length });
}
