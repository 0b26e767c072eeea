/**
 * The audit log's vocabulary (lib/server/audit/log.ts writes it, "Jurnal de activitate" filters by it):
 * what was acted on and what was done, each with its Romanian label.
 */
export const AUDIT_ENTITIES = {
  blog: "Articol",
  caseStudy: "Studiu de caz",
  service: "Serviciu",
  page: "Pagină",
  plan: "Plan",
  category: "Categorie",
  question: "Întrebare",
  team: "Membru al echipei",
  colors: "Culori",
  user: "Utilizator",
  lead: "Mesaj",
  redirect: "Redirecționare",
  settings: "Setări",
  mail: "E-mail",
  session: "Sesiune",
  trash: "Coș",
} as const;

export const AUDIT_ACTIONS = {
  "sign-in": "Autentificare",
  "sign-in-failed": "Autentificare eșuată",
  "sign-out": "Deconectare",
  create: "Creare",
  update: "Modificare",
  delete: "Ștergere",
  publish: "Publicare",
  unpublish: "Retragere de pe site",
  restore: "Restaurare",
  export: "Export CSV",
  erase: "Ștergere date personale",
  retry: "Retrimitere",
} as const;

export type AuditEntity = keyof typeof AUDIT_ENTITIES;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
