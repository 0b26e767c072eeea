import { NextResponse } from "next/server";
import { ValidationError } from "yup";
import { logError } from "@/lib/safe-log";
import { ApiError, isDatabaseUnavailable, MESSAGES, UNAVAILABLE_RETRY_AFTER_SECONDS } from "./api-error";

export function json(body: unknown, init?: number | ResponseInit): NextResponse {
  return NextResponse.json(body, typeof init === "number" ? { status: init } : init);
}

export function validationErrorToApiError(error: ValidationError): ApiError {
  const errors: Record<string, string> = {};
  const details = error.inner.length ? error.inner : [error];
  for (const item of details) {
    const key = item.path || "_";
    if (!(key in errors)) errors[key] = item.message;
  }
  const first = Object.values(errors)[0] ?? MESSAGES.validation;
  return new ApiError(422, first, errors);
}

/** Maps anything thrown by a handler to the API's single JSON error shape { message, errors? }. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof ValidationError) error = validationErrorToApiError(error);
  if (error instanceof ApiError) {
    const body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
    return json(body, { status: error.status, headers: error.headers });
  }
  if (isDatabaseUnavailable(error)) {
    // The request was fine: the client may send it again once the database is back (QUALITY D6).
    logError("[api] database unavailable", error);
    return json(
      { message: MESSAGES.unavailable },
      { status: 503, headers: { "Retry-After": String(UNAVAILABLE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } },
    );
  }
  // Never the error itself: a failed statement's message carries its parameters (QUALITY D9).
  logError("[api] unexpected error", error);
  return json({ message: MESSAGES.internal }, 500);
}
