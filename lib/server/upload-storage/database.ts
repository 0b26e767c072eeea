import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { uploads } from "@/lib/db/schema";
import { logError } from "@/lib/safe-log";
import { UploadStorageError, type UploadStorage } from "./types";

/**
 * Rows of the uploads table: the storage when DATABASE_URL is set, so that an image uploaded through
 * one app instance is served by every other (QUALITY P5), and a pg_dump holds it. `db` is given only
 * by the seed, which stores its pictures while getDb() is still opening the database.
 */
export function databaseStorage(db?: Db): UploadStorage {
  const handle = () => db ?? getDb();
  return {
    async save({ filename, contentType, bytes }) {
      try {
        const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        // One INSERT: it commits the whole image or nothing.
        await (await handle()).insert(uploads).values({ filename, contentType, bytes: data, size: data.length });
      } catch (error) {
        logError("[uploads] cannot store the image in PostgreSQL", error);
        throw new UploadStorageError("unavailable");
      }
    },

    // A failed read throws (the route answers 503, uncached); only a missing row is null (404).
    async load(filename) {
      const [row] = await (await handle())
        .select({ bytes: uploads.bytes })
        .from(uploads)
        .where(eq(uploads.filename, filename))
        .limit(1);
      return row ? row.bytes : null;
    },

    async names() {
      return (await (await handle()).select({ filename: uploads.filename }).from(uploads)).map((row) => row.filename);
    },

    async remove(filename) {
      await (await handle()).delete(uploads).where(eq(uploads.filename, filename));
    },
  };
}
