/**
 * Error logging without personal data (QUALITY D9). Drizzle's DrizzleQueryError puts the statement's
 * parameters in its message ("params: …"), and PostgreSQL's messages and details quote the values they
 * refused ('Key (email)=(ana@…) already exists', 'invalid input syntax …: "…"'), so no message, detail
 * or parameter is ever logged: only the error's kind, its SQLSTATE or system code, the constraint, the
 * parameterized SQL text and where it was thrown.
 */

const MAX_SQL_CHARS = 500;
const MAX_FRAMES = 4;
const MAX_CAUSES = 4;

type Inspectable = {
  name?: unknown;
  code?: unknown;
  errno?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  stack?: unknown;
  cause?: unknown;
  status?: unknown;
};

const isObject = (value: unknown): value is Inspectable => typeof value === "object" && value !== null;

/** A field printed as is only when it looks like an identifier or a code (never free text that could quote data). */
function identifier(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && /^[A-Za-z0-9_.$-]{1,80}$/.test(value) ? value : null;
}

/** The SQL text with placeholders ($1, $2…): parameters travel apart, so the text holds no visitor data. */
function sqlText(query: unknown): string | null {
  if (typeof query !== "string" || !query.trim()) return null;
  const oneLine = query.replace(/\s+/g, " ").trim();
  return oneLine.length > MAX_SQL_CHARS ? `${oneLine.slice(0, MAX_SQL_CHARS)}…` : oneLine;
}

/** The stack's "at …" lines only: the first line of a stack repeats the message. */
function frames(stack: unknown): string | null {
  if (typeof stack !== "string") return null;
  const lines = stack
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("at "))
    .slice(0, MAX_FRAMES);
  return lines.length ? lines.join(" | ") : null;
}

function describeOne(error: unknown): string[] {
  if (!isObject(error)) return [`kind=${typeof error}`];
  const parts = [`kind=${identifier(error.name) ?? (error instanceof Error ? "Error" : "object")}`];
  for (const key of ["status", "code", "errno", "constraint", "table", "column"] as const) {
    const value = identifier(error[key]);
    if (value !== null) parts.push(`${key}=${value}`);
  }
  const sql = sqlText(error.query);
  if (sql) parts.push(`sql="${sql}"`);
  return parts;
}

/** One line describing any thrown value, its causes included, without messages, details or parameters. */
export function describeError(error: unknown): string {
  const parts = describeOne(error);
  let cause = isObject(error) ? error.cause : undefined;
  for (let depth = 0; cause !== undefined && cause !== null && depth < MAX_CAUSES; depth++) {
    parts.push(`cause: ${describeOne(cause).join(" ")}`);
    cause = isObject(cause) ? cause.cause : undefined;
  }
  const where = isObject(error) ? frames(error.stack) : null;
  if (where) parts.push(`where: ${where}`);
  return parts.join(" ");
}

/** console.error with a context of our own (no visitor data in it) and the safe description of the error. */
export function logError(context: string, error: unknown): void {
  console.error(`${context}: ${describeError(error)}`);
}
