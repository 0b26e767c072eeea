import type { teamMembers } from "@/lib/db/schema";
import type { Dto } from "./dto";

/** Columns the API never shows: sort_order orders the list but is neither shown nor written through the API. */
export const TEAM_INTERNAL = ["sortOrder"] as const;

/** GET /team and /team/{id}, the team pages and the home page's slider. */
export type TeamMember = Omit<Dto<typeof teamMembers.$inferSelect>, (typeof TEAM_INTERNAL)[number]>;
