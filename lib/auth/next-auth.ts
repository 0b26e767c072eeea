import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { ADMIN_BASE } from "@/lib/constants";
import type { Role } from "@/lib/permissions";
import { userForClaims } from "@/lib/server/auth/session";
import { SESSION_ABSOLUTE_SECONDS, verifyAccessToken } from "@/lib/server/auth/tokens";
import { authSecret } from "@/lib/server/auth/secret";
import { secureCookies } from "./cookies";

/**
 * The portal's server-visible session (a next-auth JWT cookie), so middleware can turn away
 * anonymous visitors and editors before a portal page renders. It is opened with an API token the
 * browser already obtained from POST /api/auth/login: the credentials provider checks that token
 * through the same login service the API uses, so there is one source of truth for who is signed in.
 */
export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  useSecureCookies: secureCookies(),
  session: { strategy: "jwt", maxAge: SESSION_ABSOLUTE_SECONDS },
  pages: { signIn: `${ADMIN_BASE}/login` },
  providers: [
    CredentialsProvider({
      id: "api-token",
      name: "API token",
      credentials: { token: { label: "Token", type: "text" } },
      async authorize(credentials) {
        const claims = credentials?.token ? await verifyAccessToken(credentials.token) : null;
        const user = claims ? await userForClaims(claims) : null;
        return user ? { id: String(user.id), name: user.name, email: user.email, role: user.role } : null;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user && "role" in user) token.role = user.role as Role;
      return token;
    },
    session({ session, token }) {
      if (session.user) session.user.role = token.role;
      return session;
    },
  },
};
