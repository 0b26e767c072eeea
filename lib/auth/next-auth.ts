import "server-only";
import type { NextAuthOptions } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import type { Role } from "@/lib/permissions";
import { userForClaims, type SessionUser } from "@/lib/server/auth/session";
import { SESSION_ABSOLUTE_SECONDS, verifyAccessToken } from "@/lib/server/auth/tokens";
import { authSecret } from "@/lib/server/auth/secret";
import { secureCookies } from "./cookies";
import { PORTAL_LOGIN } from "./return-to";

declare module "next-auth" {
  interface User {
    tokenVersion?: number;
    sessionStart?: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** users.id, users.token_version and the time the password was typed, from the API token. */
    uid?: number;
    tv?: number;
    sst?: number;
  }
}

/** Thrown by the jwt callback when the cookie's session is over; next-auth then clears the cookie. */
export class SessionEnded extends Error {
  constructor() {
    super("portal session ended");
    this.name = "SessionEnded";
  }
}

/**
 * The user behind a portal cookie, read live: the account must still exist with the token version
 * the cookie was issued under (logout, a password or role change and deletion all change it, like
 * for API tokens: QUALITY A4, A11), and the sign-in must be younger than the absolute limit (A5).
 */
export async function liveCookieUser(token: JWT): Promise<SessionUser | null> {
  const { uid, tv, sst } = token;
  if (typeof uid !== "number" || typeof tv !== "number" || typeof sst !== "number") return null;
  if (Math.floor(Date.now() / 1000) - sst >= SESSION_ABSOLUTE_SECONDS) return null;
  return userForClaims({ userId: uid, tokenVersion: tv, sessionStart: sst });
}

/**
 * The portal's server-visible session (a next-auth JWT cookie), so proxy.ts can turn away
 * anonymous visitors and editors before a portal page renders. It is opened only with an API token
 * the browser already obtained from POST /api/auth/login, never with a password: the password check
 * and its lockout (lib/server/auth/lockout.ts) exist once, behind that endpoint. The cookie carries
 * the token's user id, token version and sign-in time; every server-side read of the session (the
 * portal's layout, /api/auth/session) checks them against the database through the jwt callback.
 * Middleware only checks the cookie's signature, so it stays free of database reads.
 */
export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  useSecureCookies: secureCookies(),
  session: { strategy: "jwt", maxAge: SESSION_ABSOLUTE_SECONDS },
  pages: { signIn: PORTAL_LOGIN },
  providers: [
    CredentialsProvider({
      id: "api-token",
      name: "API token",
      credentials: { token: { label: "Token", type: "text" } },
      async authorize(credentials) {
        const claims = credentials?.token ? await verifyAccessToken(credentials.token) : null;
        const user = claims ? await userForClaims(claims) : null;
        if (!claims || !user) return null;
        return {
          id: String(user.id),
          name: user.name,
          email: user.email,
          role: user.role,
          tokenVersion: claims.tokenVersion,
          sessionStart: claims.sessionStart,
        };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        return { ...token, uid: Number(user.id), tv: user.tokenVersion, sst: user.sessionStart, role: user.role as Role };
      }
      const live = await liveCookieUser(token);
      if (!live) throw new SessionEnded();
      // The name, e-mail and role shown are the account's current ones.
      return { ...token, name: live.name, email: live.email, role: live.role };
    },
    session({ session, token }) {
      session.user = { name: token.name, email: token.email, role: token.role };
      return session;
    },
  },
  logger: {
    error(code, metadata) {
      // An ended session is an expected outcome, not an error worth a stack trace in the logs.
      if (metadata instanceof SessionEnded) return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
    warn(code) {
      console.warn(`[next-auth][warn][${code}]`);
    },
    debug() {},
  },
};
