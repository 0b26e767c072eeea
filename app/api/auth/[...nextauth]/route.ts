import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";

// next-auth's own endpoints (csrf, callback, session, signout); the API's /auth/login, /auth/logout,
// /auth/register and /auth/me are static routes and take precedence over this catch-all.
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
