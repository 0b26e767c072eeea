/** The one error type of the API: a status and a Romanian message, plus field errors for validation. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const MESSAGES = {
  unauthorized: "Autentificare necesară. Vă rugăm să vă conectați din nou.",
  forbidden: "Nu aveți permisiunea de a efectua această acțiune.",
  crossSite: "Cererea a venit de pe alt site și a fost refuzată. Folosiți formularele acestui site.",
  notFound: "Resursa căutată nu a fost găsită.",
  invalidJson: "Cererea nu este validă: corpul trebuie să fie un obiect JSON.",
  invalidId: "Identificatorul nu este valid.",
  invalidQuery: "Parametrii cererii nu sunt valizi.",
  internal: "A apărut o eroare internă. Vă rugăm să încercați din nou.",
  // No advice to reload: that would drop what the editor typed; the portal shows what changed instead.
  stale: "Conținutul a fost modificat de altcineva între timp, așa că modificarea dvs. nu a fost salvată.",
  validation: "Datele trimise nu sunt valide.",
  unavailable: "Serviciul este momentan indisponibil. Vă rugăm să încercați din nou în câteva momente.",
} as const;

export const notFound = (message: string = MESSAGES.notFound) => new ApiError(404, message);

/** Seconds a client is asked to wait before retrying while the database is away (Retry-After of a 503). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/**
 * SQLSTATEs of a database that is away or refuses for availability, not for the statement: class 08
 * (connection exception), 57P01-57P03 (shut down by an administrator, a crash, not accepting
 * connections yet) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** What the socket says when the server cannot be reached or the connection breaks. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN",
]);
/**
 * node-postgres words these without a code: a connection that ended under a query or a transaction,
 * a client left unusable by that, and the pool's connection timeout.
 */
const UNAVAILABLE_DRIVER_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "timeout exceeded when trying to connect",
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/**
 * True when an error (or one of its causes: Drizzle wraps the driver's error) says the database cannot
 * be reached or will not serve now, as opposed to refusing this statement. Such a failure is answered
 * 503 with Retry-After: the request was fine and is worth repeating once the database is back.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  const e = error as ErrorLike;
  if (typeof e.code === "string" && (UNAVAILABLE_SQLSTATE.test(e.code) || UNAVAILABLE_SOCKET_CODES.has(e.code))) return true;
  if (typeof e.message === "string" && UNAVAILABLE_DRIVER_MESSAGES.some((m) => (e.message as string).startsWith(m))) return true;
  // Node's connection attempts to every address of a host (IPv6 and IPv4 of "localhost") fail together.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
