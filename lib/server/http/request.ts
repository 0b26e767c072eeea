import "server-only";
import type { AnyObject, ObjectSchema } from "yup";
import { ApiError, MESSAGES } from "./api-error";
import { validationErrorToApiError } from "./respond";
import { ValidationError } from "yup";

/** Largest JSON body any route reads (QUALITY R4): far above any form's content, far below what hurts memory. */
export const JSON_MAX_BYTES = 1_048_576;

export const BODY_MSG = {
  jsonTooLarge: "Cererea este prea mare. Dimensiunea maximă permisă este 1 MB.",
  notJson: "Cererea trebuie trimisă ca JSON (Content-Type: application/json).",
} as const;

/**
 * A JSON body must say so (QUALITY R5): text/plain, a form or no type at all is what another site's page
 * may send without the browser asking this one first (a CORS "simple" request), so it is refused (415)
 * before a byte of it is read. application/json, with or without parameters (charset), is accepted.
 */
function requireJsonType(request: Request): void {
  const type = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase();
  if (type !== "application/json") throw new ApiError(415, BODY_MSG.notJson);
}

function parseJsonObject(text: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, MESSAGES.invalidJson);
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new ApiError(400, MESSAGES.invalidJson);
  return body as Record<string, unknown>;
}

/**
 * Reads a request body into memory only up to `maxBytes` (QUALITY R4). A declared Content-Length
 * over the limit is refused before a byte is read; without one (chunked) or when it understates the
 * body, the stream is counted and cancelled as soon as it passes the limit. Either way the refusal is
 * ApiError(413, tooLargeMessage), and no more than `maxBytes` plus one chunk is ever read.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const body = request.body;
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await body?.cancel().catch(() => undefined);
    throw new ApiError(413, tooLargeMessage);
  }
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, tooLargeMessage);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, bounded like every JSON body (a BOM is dropped, as request.text() does). */
export async function readBodyText(request: Request, maxBytes: number = JSON_MAX_BYTES): Promise<string> {
  return new TextDecoder("utf-8").decode(await readBodyBytes(request, maxBytes, BODY_MSG.jsonTooLarge));
}

/**
 * A JSON object body of at most JSON_MAX_BYTES, sent as application/json; anything else is 415 (another
 * type), 400 (not a JSON object) or 413 (too large).
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  requireJsonType(request);
  return parseJsonObject(await readBodyText(request));
}

/** A body that may be left out (null when empty); when there is one, it is read as readJson reads it. */
export async function readOptionalJson(request: Request): Promise<Record<string, unknown> | null> {
  const text = await readBodyText(request);
  if (!text.trim()) return null;
  requireJsonType(request);
  return parseJsonObject(text);
}

/**
 * Validates with the same yup schema the portal form uses: every error reported at once,
 * unknown fields stripped (QUALITY I4, Z2).
 */
export async function validate<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
  context?: Record<string, unknown>,
): Promise<T> {
  try {
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true, context })) as T;
  } catch (error) {
    if (error instanceof ValidationError) throw validationErrorToApiError(error);
    // A transform choking on an unexpected shape is still bad input, never a server error (QUALITY I4).
    if (error instanceof TypeError) throw new ApiError(422, MESSAGES.validation);
    throw error;
  }
}

export async function parseBody<T extends AnyObject>(
  request: Request,
  schema: ObjectSchema<T>,
  context?: Record<string, unknown>,
): Promise<T> {
  return validate(schema, await readJson(request), context);
}

export function intParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw new ApiError(404, MESSAGES.notFound);
  return Number(value);
}

/** A positive integer query parameter (page, perPage); anything else falls back. */
export function pageParam(value: string | null, fallback = 1): number {
  if (value === null || value.trim() === "") return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : fallback;
}

export function boolParam(value: string | null, fallback: boolean): boolean {
  if (value === null || value === "") return fallback;
  return !["false", "0", "no"].includes(value.toLowerCase());
}

/** An optional positive integer query parameter: undefined when absent or malformed. */
export function optionalIntParam(value: string | null): number | undefined {
  const n = pageParam(value, 0);
  return n > 0 ? n : undefined;
}
