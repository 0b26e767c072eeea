import type { AuditEntity } from "@/lib/audit";
import { ADMIN_BASE } from "@/lib/constants";
import type { AuditEntryDto } from "@/lib/dto/audit";

/** Where each kind of item opens in the portal, by its id. */
const EDIT_PATH: Partial<Record<AuditEntity, (id: string) => string>> = {
  blog: (id) => `/blog/${id}`,
  caseStudy: (id) => `/case-studies/${id}`,
  service: (id) => `/services/${id}`,
  page: (id) => `/pages/${id}`,
  plan: (id) => `/prices/${id}`,
  team: (id) => `/team/${id}`,
  user: (id) => `/users/${id}`,
  question: (id) => `/marketing-questions/${id}`,
  lead: (id) => `/contact-submissions/${id}`,
  redirect: (id) => `/redirects/${id}`,
  settings: () => "/settings",
};

/** The item an entry is about; a deleted one is looked for in the trash, where it waits with its history. */
export function auditEntryHref(entry: Pick<AuditEntryDto, "action" | "entity" | "entity_id">): string | null {
  const path = EDIT_PATH[entry.entity];
  if (!path || (!entry.entity_id && entry.entity !== "settings")) return null;
  if (entry.action === "delete" && ["blog", "caseStudy", "service", "page", "plan", "team"].includes(entry.entity)) return `${ADMIN_BASE}/trash`;
  if (entry.action === "delete" || entry.action === "erase") return null;
  return `${ADMIN_BASE}${path(entry.entity_id)}`;
}
