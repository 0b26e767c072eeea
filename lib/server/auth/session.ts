import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { Role } from "@/lib/permissions";
import { bearerToken, verifyAccessToken, type TokenClaims } from "./tokens";

export type SessionUser = { id: number; name: string; email: string; role: Role };
export type AuthContext = { user: SessionUser; claims: TokenClaims };

/** The live user behind a token: it must still exist and carry the same token version (QUALITY A4). */
export async function userForClaims(claims: TokenClaims): Promise<SessionUser | null> {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!row || row.tokenVersion !== claims.tokenVersion) return null;
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export type Authentication = { kind: "none" } | { kind: "invalid" } | { kind: "ok"; auth: AuthContext };

export async function authenticate(authorization: string | null): Promise<Authentication> {
  if (!authorization) return { kind: "none" };
  const token = bearerToken(authorization);
  if (!token) return { kind: "invalid" };
  const claims = await verifyAccessToken(token);
  if (!claims) return { kind: "invalid" };
  const user = await userForClaims(claims);
  return user ? { kind: "ok", auth: { user, claims } } : { kind: "invalid" };
}
