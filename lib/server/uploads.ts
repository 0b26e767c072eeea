import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { IMAGE_MAX_BYTES } from "@/lib/constants";
import { ApiError } from "@/lib/server/http/api-error";
import { uploadsDir } from "@/lib/server/paths";

export const UPLOAD_MSG = {
  invalidType: "Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise.",
  tooLarge: "Fișierul este prea mare. Dimensiunea maximă permisă este 8 MB.",
  missing: "Nu a fost trimis niciun fișier în câmpul image.",
} as const;

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif" };
const CONTENT_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", gif: "image/gif" };
/** Names we generate: a random UUID and the extension of the detected type. Nothing else is ever served. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)$/;
// Room for the multipart envelope around a file of the maximum size.
const ENVELOPE_BYTES = 64 * 1024;

export type UploadResult = { filename: string; url: string };

export const uploadUrl = (filename: string) => `/uploads/${filename}`;

async function detectImageType(bytes: Uint8Array): Promise<string | null> {
  const { fileTypeFromBuffer } = await import("file-type/core");
  const detected = await fileTypeFromBuffer(bytes);
  return detected && detected.mime in EXTENSIONS ? detected.mime : null;
}

/** Writes bytes already known to be an allowed image under a fresh server-generated name. */
export async function storeImage(bytes: Uint8Array, mime: string): Promise<UploadResult> {
  const ext = EXTENSIONS[mime];
  if (!ext) throw new ApiError(415, UPLOAD_MSG.invalidType);
  const filename = `${crypto.randomUUID()}.${ext}`;
  await fs.mkdir(uploadsDir(), { recursive: true });
  await fs.writeFile(path.join(uploadsDir(), filename), bytes, { flag: "wx" });
  return { filename, url: uploadUrl(filename) };
}

/**
 * Multipart upload, field "image": size checked before and after parsing (413, QUALITY U1),
 * type from the magic bytes, never from the name or the declared type (415, U2).
 */
export async function saveImageUpload(request: Request): Promise<UploadResult> {
  const declared = Number(request.headers.get("content-length") || "0");
  if (declared > IMAGE_MAX_BYTES + ENVELOPE_BYTES) throw new ApiError(413, UPLOAD_MSG.tooLarge);
  let form: FormData;
  try {
    form = await request.formData();
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
  return storeImage(bytes, mime);
}

/** Reads a stored upload; anything that is not one of our generated names is simply not there (U4). */
export async function readUpload(filename: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = STORED_NAME.exec(filename);
  if (!match) return null;
  try {
    const bytes = await fs.readFile(path.join(uploadsDir(), filename));
    return { bytes, contentType: CONTENT_TYPES[match[1]] };
  } catch {
    return null;
  }
}
