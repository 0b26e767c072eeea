import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { Role } from "@/lib/permissions";
import { hashPassword } from "@/lib/server/auth/passwords";
import { ApiError } from "@/lib/server/http/api-error";
import { USER_MSG, type UserInput } from "@/lib/validation/user";
import type { UserDto } from "@/lib/dto/user";
import { audited, auditSummary, recordAudit } from "./audit/log";



const columns = { id: users.id, name: users.name, email: users.email, role: users.role, createdAt: users.createdAt };
type Row = { id: number; name: string; email: string; role: Role; createdAt: Date };

const toDto = (r: Row): UserDto => ({ id: r.id, name: r.name, email: r.email, role: r.role, created_at: r.createdAt.toISOString() });

export const USER_ERRORS = {
  notFound: "Utilizatorul nu a fost găsit.",
  // The portal shows its own text when the message contains "duplicate email" (SPEC 8).
  duplicate: `duplicate email: ${USER_MSG.duplicateEmail}`,
  lastAdmin: "Nu se poate șterge sau retrograda ultimul administrator.",
  self: "Nu vă puteți șterge propriul cont",
} as const;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export async function listUsers(): Promise<UserDto[]> {
  const db = await getDb();
  return (await db.select(columns).from(users).orderBy(asc(users.name), asc(users.id))).map(toDto);
}

export async function getUser(id: number): Promise<UserDto> {
  const db = await getDb();
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  if (!row) throw new ApiError(404, USER_ERRORS.notFound);
  return toDto(row);
}

export async function createUser(input: UserInput): Promise<UserDto> {
  try {
    const passwordHash = await hashPassword(input.password as string);
    const [row] = await audited(
      (tx) => tx.insert(users).values({ name: input.name, email: input.email, role: input.role ?? "editor", passwordHash }).returning(columns),
      ([created]) => ({ action: "create", entity: "user", entityId: created.id, summary: auditSummary("user", created.email, "create"), fields: ["role"] }),
    );
    return toDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, USER_ERRORS.duplicate);
    throw error;
  }
}

/**
 * Runs a change that may remove an admin inside a transaction holding every admin row, so two
 * admins demoting or deleting each other at once cannot leave the site without one (QUALITY Z5).
 */
async function guardingLastAdmin<T>(id: number, change: (tx: Db) => Promise<T>, removesAdmin: (role: Role) => boolean): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).for("update");
    const [current] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
    if (!current) throw new ApiError(404, USER_ERRORS.notFound);
    if (removesAdmin(current.role) && current.role === "admin" && admins.filter((a) => a.id !== id).length === 0) {
      throw new ApiError(409, USER_ERRORS.lastAdmin);
    }
    return change(tx as unknown as Db);
  });
}

/** A blank password keeps the old one; a new password or a role change ends the user's sessions (A4). */
export async function updateUser(id: number, input: UserInput): Promise<UserDto> {
  const current = await getUser(id);
  const role = input.role ?? current.role;
  const changes: Partial<typeof users.$inferInsert> = { name: input.name, email: input.email, role, updatedAt: new Date() };
  const revoke = Boolean(input.password) || role !== current.role;
  if (input.password) changes.passwordHash = await hashPassword(input.password);
  try {
    const row = await guardingLastAdmin(
      id,
      async (tx) => {
        const [updated] = await tx
          .update(users)
          .set(revoke ? { ...changes, tokenVersion: sql`${users.tokenVersion} + 1` } : changes)
          .where(eq(users.id, id))
          .returning(columns);
        // Named, never their values: a new password or a role change.
        const fields = [
          ...(current.name !== input.name ? ["name"] : []),
          ...(current.email !== input.email ? ["email"] : []),
          ...(role !== current.role ? ["role"] : []),
          ...(input.password ? ["password"] : []),
        ];
        const what = role !== current.role ? `: rol ${role}` : input.password ? ": parolă schimbată" : "";
        if (updated) await recordAudit(tx, { action: "update", entity: "user", entityId: id, summary: `${auditSummary("user", updated.email, "update")}${what}`, fields });
        return updated;
      },
      () => role !== "admin",
    );
    if (!row) throw new ApiError(404, USER_ERRORS.notFound);
    return toDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, USER_ERRORS.duplicate);
    throw error;
  }
}

export async function deleteUser(id: number, actorId: number): Promise<void> {
  if (id === actorId) throw new ApiError(409, USER_ERRORS.self);
  await guardingLastAdmin(
    id,
    async (tx) => {
      const [gone] = await tx.delete(users).where(eq(users.id, id)).returning({ email: users.email });
      if (gone) await recordAudit(tx, { action: "delete", entity: "user", entityId: id, summary: auditSummary("user", gone.email, "delete") });
    },
    () => true,
  );
}

/** The account behind a portal session (which carries the e-mail, unique per account), or null. */
export async function userIdByEmail(email: string): Promise<number | null> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return user?.id ?? null;
}
