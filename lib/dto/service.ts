import type { services } from "@/lib/db/schema";
import type { Dto } from "./dto";

export type { Faq } from "@/lib/db/schema";

/** Columns the API never shows: sort_order orders the tree but is not written through the API. */
export const SERVICE_INTERNAL = ["sortOrder"] as const;
/** What the tree and the lists leave out: the fields only the service's own page shows. */
export const SERVICE_DETAIL_ONLY = ["content", "metaTitle", "metaDescription", "faqs", "focusKeyphrase"] as const;

type ServiceColumns = Omit<Dto<typeof services.$inferSelect>, (typeof SERVICE_INTERNAL)[number]>;

/** A node of GET /services: a main service with its sub-services, or a sub-service (no sub_services of its own). */
export type ServiceSummary = Omit<ServiceColumns, (typeof SERVICE_DETAIL_ONLY)[number]> & { sub_services: ServiceSummary[] };

/** GET /services/{id} and the public service page. */
export type Service = ServiceColumns & { sub_services: ServiceSummary[] };

export type FooterService = Pick<ServiceColumns, "id" | "title" | "slug">;
/** A main service a sub-service may hang under. */
export type ParentOption = Pick<ServiceColumns, "id" | "title">;
