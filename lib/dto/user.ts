import type { Role } from "@/lib/permissions";

/** GET /users: an account, never its password hash. */
export type UserDto = { id: number; name: string; email: string; role: Role; created_at: string };
