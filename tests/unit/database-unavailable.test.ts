/** @jest-environment node */
import { ApiError, isDatabaseUnavailable } from "@/lib/server/http/api-error";

// Which failures the API answers 503 with Retry-After (QUALITY D6): errors shaped as node-postgres and
// Node's sockets make them, wrapped as Drizzle wraps them. tests/postgres/database-unavailable.test.ts
// and tests/outage provoke the real ones.

/** node-postgres' DatabaseError carries the SQLSTATE in `code`; Drizzle keeps it as the cause. */
const pgError = (code: string) => Object.assign(new Error("from PostgreSQL"), { code, severity: "FATAL" });
const drizzle = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });
const socket = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: "connect" });

it("counts a database that is away or refuses to serve now", () => {
  for (const code of ["57P01", "57P02", "57P03", "08000", "08001", "08003", "08006", "08P01", "53300"]) {
    expect([code, isDatabaseUnavailable(drizzle(pgError(code)))]).toEqual([code, true]);
  }
  for (const code of ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE"]) {
    expect([code, isDatabaseUnavailable(drizzle(socket(code)))]).toEqual([code, true]);
  }
  // "localhost": Node tries ::1 and 127.0.0.1 and reports both refusals together.
  expect(isDatabaseUnavailable(new AggregateError([socket("ECONNREFUSED"), socket("ECONNREFUSED")]))).toBe(true);
  for (const message of [
    "Connection terminated unexpectedly",
    "Connection terminated due to connection timeout",
    "Client has encountered a connection error and is not queryable",
    "timeout exceeded when trying to connect",
  ]) {
    expect([message, isDatabaseUnavailable(drizzle(new Error(message)))]).toEqual([message, true]);
  }
});

it("leaves every other failure to the generic 500", () => {
  // A duplicate, an encoding error, a missing privilege, a serialization failure, a syntax error.
  for (const code of ["23505", "22021", "42501", "40001", "42601"]) {
    expect([code, isDatabaseUnavailable(drizzle(pgError(code)))]).toEqual([code, false]);
  }
  for (const value of [new Error("something else"), new TypeError("x is undefined"), new ApiError(409, "Conflict"), null, undefined, "ECONNREFUSED"]) {
    expect(isDatabaseUnavailable(value)).toBe(false);
  }
});

it("does not follow a cause chain that loops", () => {
  const a: { code?: string; cause?: unknown } = {};
  a.cause = { cause: a };
  expect(isDatabaseUnavailable(a)).toBe(false);
});
