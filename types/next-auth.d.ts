import type { Role } from "@/lib/permissions";

declare module "next-auth" {
  interface User {
    role: Role;
  }
  interface Session {
    user?: { name?: string | null; email?: string | null; role?: Role };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: Role;
  }
}
