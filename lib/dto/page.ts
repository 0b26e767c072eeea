import type { pages } from "@/lib/db/schema";
import type { Dto } from "./dto";

/** GET /pages, /pages/{slug} and /pages/id/{id}, and the public page: every column of pages (lib/db/schema.ts). */
export type PageDto = Dto<typeof pages.$inferSelect>;

/** The portal's sidebar and lists: a page's name, address and status. */
export type PageSummary = Pick<PageDto, "id" | "name" | "slug" | "status" | "scheduled" | "publish_at">;
