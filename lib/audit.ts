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
  media: "Imagine",
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

/** How "Jurnal de activitate" names a changed field (the API keeps the keys); an unknown key shows as it is. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  title: "titlu",
  subtitle: "subtitlu",
  slug: "slug",
  excerpt: "rezumat",
  content: "conținut",
  upperContent: "conținut (sus)",
  lowerContent: "conținut (jos)",
  heading: "titlu principal",
  heroText: "text introductiv",
  categories: "categorii",
  categoryId: "categorie",
  status: "status",
  publishAt: "data publicării",
  scheduled: "programare",
  featuredImage: "imagine",
  image: "imagine",
  metaTitle: "meta titlu",
  metaDescription: "meta descriere",
  name: "nume",
  description: "descriere",
  price: "preț",
  planType: "tip",
  industry: "industrie",
  client: "client",
  services: "servicii",
  faqs: "întrebări frecvente",
  parentId: "serviciu principal",
  sortOrder: "ordine",
  role: "rol",
  password: "parolă",
  email: "e-mail",
  note: "notă",
  suspect: "suspect",
  answers: "răspunsuri",
  question: "întrebare",
};

export const auditFieldLabel = (key: string): string => AUDIT_FIELD_LABELS[key] ?? key;
