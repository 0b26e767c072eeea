/**
 * Who may call what: the single table behind every API handler (QUALITY Z1), read from SPEC.md section 6.
 * "public": anyone (a valid bearer token, when sent, still identifies the caller, e.g. to see drafts);
 * "signed-in": admin and editor; "admin": admin only.
 * Choices where the spec has two readings: deleting blog articles is admin-only; editors may open
 * and save existing team members and services (deletes stay admin-only).
 */
export type Role = "admin" | "editor";
export type Access = "public" | "signed-in" | "admin";

export const API_ACCESS = {
  "POST /auth/login": "public",
  "POST /auth/logout": "signed-in",
  "GET /auth/me": "signed-in",
  "POST /auth/register": "admin",
  "POST /refresh": "public",

  "GET /users": "admin",
  "GET /settings": "admin",
  "PUT /settings": "admin",
  "GET /resolve": "public",
  /** The schedule job's own call (lib/server/schedule-job.ts): the handler checks the job's key. */
  "POST /schedule": "public",
  /** "Previzualizează pe site": staff, by bearer token or by the portal's session cookie (checked by the handler). */
  "GET /preview": "public",
  "POST /preview": "public",
  "POST /preview/exit": "public",
  "GET /redirects": "admin",
  "POST /redirects": "admin",
  "GET /redirects/[id]": "admin",
  "PUT /redirects/[id]": "admin",
  "DELETE /redirects/[id]": "admin",
  "POST /redirects/import": "admin",
  "GET /redirects/export": "admin",
  "GET /users/[id]": "admin",
  "PUT /users/[id]": "admin",
  "DELETE /users/[id]": "admin",

  "GET /dashboard": "signed-in",

  "GET /pages": "public",
  "POST /pages": "signed-in",
  "GET /pages/published": "public",
  "GET /pages/id/[id]": "public",
  "GET /pages/[slugOrId]": "public",
  "PUT /pages/[slugOrId]": "signed-in",
  "DELETE /pages/[slugOrId]": "admin",

  "GET /packages/public": "public",
  "GET /packages/admin": "signed-in",
  "POST /packages": "signed-in",
  "GET /packages/[id]": "public",
  "PUT /packages/[id]": "signed-in",
  "DELETE /packages/[id]": "admin",

  "GET /categories": "public",
  "POST /categories": "signed-in",
  "DELETE /categories/[id]": "signed-in",

  "GET /team": "public",
  "POST /team": "signed-in",
  "POST /team/upload": "signed-in",
  "GET /team/[id]": "public",
  "PUT /team/[id]": "signed-in",
  "DELETE /team/[id]": "admin",

  "GET /blog": "public",
  "POST /blog": "signed-in",
  "POST /blog/upload": "signed-in",
  "GET /blog/[id]": "public",
  "GET /trash": "admin",
  "POST /blog/bulk": "signed-in",
  "POST /case-studies/bulk": "signed-in",
  "POST /pages/bulk": "signed-in",
  "POST /services/bulk": "signed-in",
  "GET /audit-log": "admin",
  "GET /media": "signed-in",
  "POST /media": "signed-in",
  "PATCH /media/[id]": "signed-in",
  "DELETE /media/[id]": "signed-in",
  "DELETE /trash": "admin",
  "POST /trash/[id]/restore": "admin",
  "GET /blog/[id]/revisions": "signed-in",
  "GET /blog/[id]/revisions/[revisionId]": "signed-in",
  "GET /blog/[id]/autosave": "signed-in",
  "PUT /blog/[id]/autosave": "signed-in",
  "GET /case-studies/[id]/revisions": "signed-in",
  "GET /case-studies/[id]/revisions/[revisionId]": "signed-in",
  "GET /case-studies/[id]/autosave": "signed-in",
  "PUT /case-studies/[id]/autosave": "signed-in",
  "GET /pages/[slugOrId]/revisions": "signed-in",
  "GET /pages/[slugOrId]/revisions/[revisionId]": "signed-in",
  "GET /pages/[slugOrId]/autosave": "signed-in",
  "PUT /pages/[slugOrId]/autosave": "signed-in",
  "GET /services/[id]/revisions": "signed-in",
  "GET /services/[id]/revisions/[revisionId]": "signed-in",
  "GET /services/[id]/autosave": "signed-in",
  "PUT /services/[id]/autosave": "signed-in",
  "GET /packages/[id]/revisions": "signed-in",
  "GET /packages/[id]/revisions/[revisionId]": "signed-in",
  "GET /packages/[id]/autosave": "signed-in",
  "PUT /packages/[id]/autosave": "signed-in",
  "PUT /blog/[id]": "signed-in",
  "DELETE /blog/[id]": "admin",

  "GET /custom-colors": "signed-in",
  "POST /custom-colors": "signed-in",
  "POST /custom-colors/add": "signed-in",
  "POST /custom-colors/remove": "signed-in",

  "GET /case-studies": "public",
  "POST /case-studies": "signed-in",
  "GET /case-studies/header": "public",
  "POST /case-studies/upload": "signed-in",
  "GET /case-studies/[id]": "public",
  "PUT /case-studies/[id]": "signed-in",
  "DELETE /case-studies/[id]": "admin",

  "GET /contact-submissions": "admin",
  "POST /contact-submissions": "public",
  "GET /contact-submissions/dashboard": "admin",
  "GET /contact-submissions/export": "admin",
  "DELETE /contact-submissions/personal-data": "admin",
  "GET /contact-submissions/[id]": "admin",
  "PUT /contact-submissions/[id]": "admin",
  "DELETE /contact-submissions/[id]": "admin",
  "POST /contact-submissions/[id]/release": "admin",
  "DELETE /contact-submissions/suspect": "admin",

  "GET /services": "public",
  "POST /services": "signed-in",
  "GET /services/hierarchy": "public",
  "GET /services/footer": "public",
  "GET /services/admin-parent-services": "signed-in",
  "POST /services/upload": "signed-in",
  "GET /services/id/[id]": "public",
  "GET /services/[id]": "public",
  "PUT /services/[id]": "signed-in",
  "DELETE /services/[id]": "admin",

  "GET /marketing-questions": "public",
  "GET /admin/marketing-questions": "admin",
  "POST /admin/marketing-questions": "admin",
  "PUT /admin/marketing-questions/[id]": "admin",
  "DELETE /admin/marketing-questions/[id]": "admin",
  "DELETE /admin/marketing-answers/[id]": "admin",

  "GET /admin/mail-outbox": "admin",
  "POST /admin/mail-outbox/[id]/retry": "admin",
} as const satisfies Record<string, Access>;

export type ApiRoute = keyof typeof API_ACCESS;

export function allows(access: Access, role: Role | null): boolean {
  if (access === "public") return true;
  if (!role) return false;
  return access === "signed-in" || role === "admin";
}

/** Portal sections only an admin may open (SPEC 6); every other portal route is for admin and editor. */
export const ADMIN_ONLY_SECTIONS = ["users", "marketing-questions", "contact-submissions", "settings", "redirects", "trash", "audit-log"] as const;

/** The section of a portal path ("/internal-admin-portalv1.0.1/users/3" -> "users"). */
export function portalSection(pathname: string, base: string): string {
  return pathname.slice(base.length).split("/").filter(Boolean)[0] ?? "";
}

export function canOpenPortalPath(pathname: string, base: string, role: Role): boolean {
  const section = portalSection(pathname, base);
  return role === "admin" || !(ADMIN_ONLY_SECTIONS as readonly string[]).includes(section);
}
