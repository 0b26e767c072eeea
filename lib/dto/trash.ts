import type { AuditEntity } from "@/lib/audit";

/** What the trash holds (lib/server/trash.ts TRASHABLE). */
export type TrashEntity = Extract<AuditEntity, "blog" | "caseStudy" | "service" | "page" | "team" | "plan">;

/** A line of GET /api/trash. */
export type TrashItem = { id: number; entity: TrashEntity; entity_id: string; title: string; deleted_at: string; deleted_by: string };
