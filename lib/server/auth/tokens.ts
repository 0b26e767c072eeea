import "server-only";
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { SESSION_ABSOLUTE_SECONDS } from "@/lib/auth/session-rules";
import { signingKey } from "./secret";

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
export { SESSION_ABSOLUTE_SECONDS };

export type TokenClaims = { userId: number; tokenVersion: number; sessionStart: number };

type Payload = JWTPayload & { tv: number; sst: number };

export async function issueToken(claims: TokenClaims): Promise<string> {
  return new SignJWT({ tv: claims.tokenVersion, sst: claims.sessionStart })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(signingKey());
}

function toClaims(payload: Payload): TokenClaims | null {
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || typeof payload.tv !== "number" || typeof payload.sst !== "number") return null;
  return { userId, tokenVersion: payload.tv, sessionStart: payload.sst };
}

/** A valid, unexpired access token, or null. Only HS256 with our key; exp is mandatory (QUALITY A3). */
export async function verifyAccessToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify<Payload>(token, signingKey(), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
    });
    return toClaims(payload);
  } catch {
    return null;
  }
}

/**
 * For /refresh: the signature must be ours, but the token may have expired, as long as the session
 * it belongs to is younger than the absolute limit.
 */
export async function verifyRefreshableToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify<Payload>(token, signingKey(), {
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
      clockTolerance: SESSION_ABSOLUTE_SECONDS,
    });
    const claims = toClaims(payload);
    if (!claims) return null;
    const now = Math.floor(Date.now() / 1000);
    return now - claims.sessionStart < SESSION_ABSOLUTE_SECONDS ? claims : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export function bearerToken(header: string | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}
