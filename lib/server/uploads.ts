import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import sharp from "sharp";
import { IMAGE_MAX_BYTES } from "@/lib/constants";
import type { Db } from "@/lib/db/client";
import { media, uploads } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { readBodyBytes } from "@/lib/server/http/request";
import { uploadsDir } from "@/lib/paths";
import { databaseStorage } from "@/lib/server/upload-storage/database";
import { fileStorage } from "@/lib/server/upload-storage/files";
import { UploadStorageError, type UploadStorage } from "@/lib/server/upload-storage/types";
import { UPLOAD_FILENAME } from "@/lib/validation/common";
import { recordMedia } from "./media-record";

/**
 * Largest image accepted, in pixels (QUALITY R4): 40 MP is more than any photo the site shows needs
 * (8000 x 5000), while decoding it still costs a bounded ~160 MB. It is checked from the header, so a
 * small file that would decode to gigabytes (16,000 x 16,000 in 249 KB) is refused without decoding.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const UPLOAD_MSG = {
  invalidType: "Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise.",
  tooLarge: "Fișierul este prea mare. Dimensiunea maximă permisă este 8 MB.",
  missing: "Nu a fost trimis niciun fișier în câmpul image.",
  tooManyPixels:
    "Imaginea este prea mare: maximum 40 de megapixeli (de exemplu 8000 × 5000 pixeli). Micșorați imaginea și încercați din nou.",
  storageFull:
    "Imaginea nu a fost salvată: spațiul de stocare pentru imagini este plin. Vă rugăm să anunțați administratorul site-ului.",
  storageReadOnly:
    "Imaginea nu a fost salvată: spațiul de stocare nu permite momentan scrierea. Vă rugăm să încercați mai târziu sau să anunțați administratorul site-ului.",
  corrupt:
    "Imaginea este incompletă sau deteriorată și nu poate fi citită. Salvați-o din nou din programul de editare și încercați din nou.",
  storageUnavailable:
    "Imaginea nu a fost salvată: baza de date nu este disponibilă momentan. Vă rugăm să încercați din nou peste câteva minute sau să anunțați administratorul site-ului.",
} as const;

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif" };
const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", gif: "image/gif" };
// Room for the multipart envelope around a file of the maximum size.
const ENVELOPE_BYTES = 64 * 1024;

export type UploadResult = { filename: string; url: string };

export const uploadUrl = (filename: string) => `/uploads/${filename}`;

async function detectImageType(bytes: Uint8Array): Promise<string | null> {
  const { fileTypeFromBuffer } = await import("file-type/core");
  const detected = await fileTypeFromBuffer(bytes);
  return detected && detected.mime in EXTENSIONS ? detected.mime : null;
}

/**
 * Width x height as the decoder would allocate them, read from the header only (sharp's metadata()
 * never decodes pixels; its own pixel limit is lifted here because ours is applied right after).
 * null when the header cannot be read.
 */
async function imagePixels(bytes: Uint8Array): Promise<number | null> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}

/**
 * True when every pixel can be decoded: a file cut short (an interrupted copy, a partial download)
 * has a readable header but not the rest, and would be stored and shown as a broken picture. Called
 * after the pixel bound, so the decode costs at most 40 MP; sequential reading keeps only a few rows
 * in memory. The first frame only: the header scan of metadata() already walks a GIF's every frame to
 * its trailer (a GIF cut short fails there), while decoding them all is unbounded, since a 40 MP frame
 * fits in a few dozen bytes and an 8 MB file holds thousands of them.
 */
async function decodesWhole(bytes: Uint8Array): Promise<boolean> {
  try {
    await sharp(bytes, { failOn: "truncated", sequentialRead: true, limitInputPixels: IMAGE_MAX_PIXELS }).stats();
    return true;
  } catch {
    return false;
  }
}

/**
 * Where uploads live: rows in PostgreSQL when DATABASE_URL is set, so that every app instance serves
 * them; files in DATA_DIR/uploads with PGlite, which only one process opens anyway. Read per call,
 * as the db client reads it when it opens, so both always agree.
 */
function storage(db?: Db): UploadStorage {
  return process.env.DATABASE_URL ? databaseStorage(db) : fileStorage;
}

// What a storage failure means for the editor (QUALITY D7): 507 for a full disk, 503 for a state an
// operator fixes (a read-only disk, a database that refused the write or cannot be reached).
const STORAGE_FAILURE = {
  full: () => new ApiError(507, UPLOAD_MSG.storageFull),
  readOnly: () => new ApiError(503, UPLOAD_MSG.storageReadOnly),
  unavailable: () => new ApiError(503, UPLOAD_MSG.storageUnavailable),
} as const;

/**
 * Stores bytes already known to be an allowed image under a fresh server-generated name, whole or
 * not at all. `db` is passed only by the demo seed, which runs while the database is being opened.
 */
export async function storeImage(bytes: Uint8Array, mime: string, db?: Db, originalName = ""): Promise<UploadResult> {
  const ext = EXTENSIONS[mime];
  if (!ext) throw new ApiError(415, UPLOAD_MSG.invalidType);
  const filename = `${crypto.randomUUID()}.${ext}`;
  try {
    await storage(db).save({ filename, contentType: mime, bytes });
  } catch (error) {
    throw error instanceof UploadStorageError ? STORAGE_FAILURE[error.kind]() : error;
  }
  // Every upload is a media item; one the library lacks (a failed write here) is added at the next start.
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  await recordMedia({ filename, contentType: mime, width, height, size: bytes.length, originalName }, db);
  return { filename, url: uploadUrl(filename) };
}

/**
 * Multipart upload, field "image". The body is read with a byte counter and refused past 8 MB plus
 * the envelope (413, QUALITY U1), even without or with a wrong Content-Length; the type comes from the
 * magic bytes (415, U2) and the pixel count from the header (422, R4), both before anything is decoded;
 * then the whole picture is decoded once, so a file cut short is refused (422) instead of stored.
 */
export async function saveImageUpload(request: Request): Promise<UploadResult> {
  const raw = await readBodyBytes(request, IMAGE_MAX_BYTES + ENVELOPE_BYTES, UPLOAD_MSG.tooLarge);
  let form: FormData;
  try {
    const contentType = request.headers.get("content-type") ?? "";
    form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError(400, UPLOAD_MSG.missing);
  }
  const file = form.get("image");
  if (!file || typeof file === "string") throw new ApiError(400, UPLOAD_MSG.missing);
  if (file.size > IMAGE_MAX_BYTES) throw new ApiError(413, UPLOAD_MSG.tooLarge);
  if (file.size === 0) throw new ApiError(415, UPLOAD_MSG.invalidType);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = await detectImageType(bytes);
  if (!mime) throw new ApiError(415, UPLOAD_MSG.invalidType);
  const pixels = await imagePixels(bytes);
  // A header the decoder cannot read is not a valid image of the detected type.
  if (pixels === null) throw new ApiError(415, UPLOAD_MSG.invalidType);
  // 422, not 413: the request is small and well formed; it is the picture's content that is refused.
  if (pixels > IMAGE_MAX_PIXELS) throw new ApiError(422, UPLOAD_MSG.tooManyPixels);
  if (!(await decodesWhole(bytes))) throw new ApiError(422, UPLOAD_MSG.corrupt);
  return storeImage(bytes, mime, undefined, file.name);
}

/**
 * The media library's rows for the images stored before it existed (or whose row a failed write lost):
 * at every start, cheap once done. Returns how many were added.
 */
export async function importMediaRows(db: Db): Promise<number> {
  const known = new Set((await db.select({ filename: media.filename }).from(media)).map((row) => row.filename));
  let added = 0;
  for (const filename of (await storage(db).names()).filter((name) => !known.has(name))) {
    const bytes = await storage(db).load(filename);
    const match = UPLOAD_FILENAME.exec(filename);
    if (!bytes || !match) continue;
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => ({ width: 0, height: 0 }));
    await recordMedia({ filename, contentType: CONTENT_TYPES[match[1]], width, height, size: bytes.length, originalName: "" }, db);
    added += 1;
  }
  return added;
}

/** Deletes a stored upload (the media library's delete, once nothing uses it). */
export async function removeUpload(filename: string): Promise<void> {
  if (UPLOAD_FILENAME.test(filename)) await storage().remove(filename);
}

const refusedOversize = new Set<string>();

/**
 * Reads a stored upload; anything that is not one of our generated names is simply not there (U4).
 * A stored image over the pixel limit (from before the limit, or copied in) is not served either, so
 * neither next/image's optimiser nor the Open Graph renderer can be made to decode it (QUALITY R4).
 * null means "no such upload"; a database that cannot be read throws, so that no 404 is cached for it.
 */
export async function readUpload(filename: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = UPLOAD_FILENAME.exec(filename);
  if (!match) return null;
  const bytes = await storage().load(filename);
  if (!bytes) return null;
  const pixels = await imagePixels(bytes);
  if (pixels !== null && pixels > IMAGE_MAX_PIXELS) {
    if (!refusedOversize.has(filename)) console.warn(`[uploads] not serving ${filename}: over ${IMAGE_MAX_PIXELS} pixels`);
    refusedOversize.add(filename);
    return null;
  }
  return { bytes, contentType: CONTENT_TYPES[match[1]] };
}

/**
 * On PostgreSQL, copies the images of DATA_DIR/uploads that the table lacks into it: an instance that
 * stored uploads as files before they moved into the database keeps serving them, and so do the others.
 * Runs at every start (cheap once done); existing rows win. Returns how many were imported.
 */
export async function importUploadFiles(db: Db): Promise<number> {
  let names: string[];
  try {
    names = (await fs.readdir(uploadsDir())).filter((name) => UPLOAD_FILENAME.test(name));
  } catch {
    return 0; // no uploads folder: nothing stored as files here
  }
  let imported = 0;
  for (let start = 0; start < names.length; start += 100) {
    const batch = names.slice(start, start + 100);
    const present = new Set(
      (await db.select({ filename: uploads.filename }).from(uploads).where(inArray(uploads.filename, batch))).map((row) => row.filename),
    );
    for (const filename of batch.filter((name) => !present.has(name))) {
      const bytes = await fs.readFile(path.join(uploadsDir(), filename));
      const contentType = CONTENT_TYPES[filename.slice(filename.lastIndexOf(".") + 1)];
      const rows = await db.insert(uploads).values({ filename, contentType, bytes, size: bytes.length }).onConflictDoNothing().returning({ filename: uploads.filename });
      imported += rows.length;
    }
  }
  return imported;
}
