import "server-only";
import type { AnyObject, ObjectSchema } from "yup";
import { ApiError, MESSAGES } from "./api-error";
import { validationErrorToApiError } from "./respond";
import { ValidationError } from "yup";

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ApiError(400, MESSAGES.invalidJson);
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new ApiError(400, MESSAGES.invalidJson);
  return body as Record<string, unknown>;
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
