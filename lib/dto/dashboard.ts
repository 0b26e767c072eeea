import type { IdentityField } from "@/lib/site-config";
import type { ScheduledItem } from "./scheduled";
import type { LeadStatsDto } from "@/lib/lead-stats";
import type { SubmissionDto } from "@/lib/validation/leads";

/** What GET /api/dashboard returns: built by lib/server/dashboard.ts, read by the portal (lib/api/hooks.ts). */
export type DashboardData = {
  articles: number;
  caseStudies: number;
  services: number;
  pages: number;
  /** Every plan and complete package, drafts included (SPEC 2.2 calls the card "plans and packages"). */
  packages: number;
  /** How many of `packages` are published. */
  packagesPublished: number;
  /** The latest unread messages (at most DASHBOARD_UNREAD_LIMIT); always empty for editors, who may not read the inbox (SPEC 6). */
  submissions: SubmissionDto[];
  /** How many messages are unread in all, however many `submissions` lists; 0 for editors. */
  unread: number;
  /** Messages marked suspect during a flood (QUALITY R7), waiting for an admin to release or delete them; 0 for editors. */
  suspect: number;
  /** The identity settings the site still shows with their demo value (all of them until an admin saves "Setări"); empty for editors. */
  demoFields: IdentityField[];
  /** Articles, case studies and pages waiting for their publish_at, soonest first ("Programate"). */
  scheduled: ScheduledItem[];
  /** Leads per week and by source over the last 12 weeks; admins only, absent for editors (SPEC 6). */
  leads?: LeadStatsDto;
};
