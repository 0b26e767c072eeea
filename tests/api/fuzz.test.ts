import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address";
import { getDb, schema } from "@/lib/db/client";
import { API_ACCESS, type ApiRoute } from "@/lib/permissions";
import { hasControlChars } from "@/lib/validation/common";
import { ADMIN, api, EDITOR, tokens } from "../support/api";
import { VALID_LEAD } from "../support/lead";

/**
 * QUALITY I4 and R4 against the whole route table of lib/permissions.ts, as an admin (the caller who
 * gets furthest into the handlers): random bodies are never a server error, and characters nobody
 * types (NUL, C0, DEL, C1, lone surrogates) in any text field of a valid body, or in the query, are
 * refused with a 4xx and a Romanian message while nothing is stored.
 */

type Body = Record<string, unknown>;
type Failure = { message?: unknown; errors?: Record<string, string> };

let admin: string;
beforeAll(async () => ({ admin } = await tokens()));

// --- random bodies ------------------------------------------------------------------------------

const KNOWN_FIELDS = [
  "title", "slug", "status", "name", "email", "password", "role", "content", "excerpt", "categories", "faqs",
  "parent_id", "answers", "colors", "read", "price", "planType", "plan_type", "category_id", "question", "type",
  "order", "updated_at", "nume", "prenume", "telefon", "website", "mesaj", "selected_package", "metaTitle",
  "metaDescription", "featuredImage", "image", "services", "description", "keyword", "heroText", "lowerContent",
];

const randomBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...KNOWN_FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
);

// --- every route that is not a read: a valid body for each JSON one ------------------------------

type WriteRoute = Exclude<ApiRoute, `GET ${string}`>;

/** What the routes need to exist before the bodies below are valid; filled as the valid bodies are sent. */
type Made = {
  categoryId: number;
  questionId: number;
  answerId: number;
  editorId: number;
  blog: Versioned;
  caseStudy: Versioned;
  page: Versioned;
  plan: Versioned;
  team: Versioned;
  service: Versioned;
  question: Versioned;
  submission: Versioned;
  redirect: Versioned;
  mediaId: number;
};
type Versioned = { id: number | string; updated_at: string };

type JsonRoute = {
  /** The URL with its parameters, from what exists. */
  url: (made: Made) => string;
  /** A body the route accepts; every string in it (nested ones too) is a field to fuzz. */
  body: (made: Made) => Body;
  /** Records what the valid body created or changed, for the routes after it. */
  record?: (res: { body: Body }, made: Made) => Promise<void> | void;
};
type Fixture = JsonRoute | { notJson: string };

const UPLOADED = "/uploads/4b3c2d1e-0f9a-4b8c-9d7e-6f5a4b3c2d1e.png";
const versioned = (res: { body: Body }): Versioned => ({ id: res.body.id as number | string, updated_at: String(res.body.updated_at) });

/**
 * Every route of the table that is not a GET, in the order the valid bodies are sent (creations before
 * the edits that need them). The type lists them all: a new route in lib/permissions.ts does not
 * compile here until it says which body it takes, and the test below checks the same at run time.
 */
const ROUTES: { [R in WriteRoute]: Fixture } = {
  "POST /auth/login": { url: () => "/api/auth/login", body: () => ({ email: ADMIN.email, password: ADMIN.password }) },
  "POST /auth/logout": { notJson: "no body: it ends the caller's sessions" },
  "POST /refresh": { notJson: "no body: the bearer token is the input" },
  "POST /schedule": { notJson: "no body: the job's key is the input" },
  "POST /preview": { notJson: "a form (kind, id, values), sent by the portal's preview button" },
  "POST /preview/exit": { notJson: "no body: the preview bar's button" },
  "POST /trash/[id]/restore": { notJson: "no body: the id is the input" },
  "DELETE /trash": { notJson: "no body" },
  "POST /media": { notJson: "multipart (tests/api/media.test.ts)" },
  "PATCH /media/[id]": { url: (m) => `/api/media/${m.mediaId}`, body: () => ({ alt: "Grafic cu rezultate" }) },
  "DELETE /media/[id]": { notJson: "no body" },
  "POST /auth/register": {
    url: () => "/api/auth/register",
    body: () => ({ name: "Fuzz Nou", email: "fuzz.nou@firma.ro", password: "Parola-Fuzz-1", role: "editor" }),
  },
  "PUT /users/[id]": {
    url: (m) => `/api/users/${m.editorId}`,
    body: () => ({ name: "Editor Test", email: EDITOR.email, role: "editor", password: EDITOR.password }),
  },
  "DELETE /users/[id]": { notJson: "no body" },

  "POST /categories": {
    url: () => "/api/categories",
    body: () => ({ name: "Categorie fuzz" }),
    record: (res, m) => void (m.categoryId = Number(res.body.id)),
  },
  "DELETE /categories/[id]": { notJson: "no body" },
  "POST /packages": {
    url: () => "/api/packages",
    body: (m) => ({ name: "Pachet fuzz", price: "100 €", description: "<p>Tot ce trebuie</p>", planType: "featured", category_id: m.categoryId, status: "published" }),
    // Plans are named by a UUID (the public "Solicită pachetul" link carries it), not a serial id.
    record: (res, m) => void (m.plan = { id: String(res.body.uuid), updated_at: String(res.body.updated_at) }),
  },
  "PUT /packages/[id]": {
    url: (m) => `/api/packages/${m.plan.id}`,
    body: (m) => ({ name: "Pachet fuzz", price: "120 €", description: "<p>Tot ce trebuie</p>", planType: "recommended", category_id: m.categoryId, status: "published", updated_at: m.plan.updated_at }),
    record: (res, m) => void (m.plan = { id: String(res.body.uuid), updated_at: String(res.body.updated_at) }),
  },
  "DELETE /packages/[id]": { notJson: "no body" },

  "POST /pages": {
    url: () => "/api/pages",
    body: () => ({ name: "Pagina fuzz", slug: "pagina-fuzz", metaTitle: "Pagina fuzz", metaDescription: "Despre pagină", upperContent: "<p>Sus</p>", lowerContent: "<p>Jos</p>", status: "published" }),
    record: (res, m) => void (m.page = versioned(res)),
  },
  "PUT /pages/[slugOrId]": {
    url: (m) => `/api/pages/${m.page.id}`,
    body: (m) => ({ name: "Pagina fuzz", slug: "pagina-fuzz", metaTitle: "Pagina fuzz", metaDescription: "Despre pagină", upperContent: "<p>Sus</p>", lowerContent: "<p>Jos</p>", status: "published", updated_at: m.page.updated_at }),
    record: (res, m) => void (m.page = versioned(res)),
  },
  "DELETE /pages/[slugOrId]": { notJson: "no body" },

  "POST /team": {
    url: () => "/api/team",
    body: () => ({ name: "Ana Pop", title: "Specialist SEO", keyword: "seo", image: UPLOADED, description: "<p>Ana lucrează la SEO.</p>" }),
    record: (res, m) => void (m.team = versioned(res)),
  },
  "POST /team/upload": { notJson: "multipart (tests/api/uploads.test.ts)" },
  "PUT /team/[id]": {
    url: (m) => `/api/team/${m.team.id}`,
    body: (m) => ({ name: "Ana Pop", title: "Specialist SEO", keyword: "seo", image: UPLOADED, description: "<p>Ana lucrează la SEO.</p>", updated_at: m.team.updated_at }),
    record: (res, m) => void (m.team = versioned(res)),
  },
  "DELETE /team/[id]": { notJson: "no body" },

  "POST /blog": {
    url: () => "/api/blog",
    body: () => ({
      title: "Articol fuzz", slug: "articol-fuzz", excerpt: "Pe scurt", content: "<p>Conținut</p>", categories: ["SEO"], status: "published",
      featuredImage: UPLOADED, metaTitle: "Articol fuzz", metaDescription: "Despre articol",
    }),
    record: (res, m) => void (m.blog = versioned(res)),
  },
  "POST /blog/upload": { notJson: "multipart (tests/api/uploads.test.ts)" },
  "PUT /blog/[id]": {
    url: (m) => `/api/blog/${m.blog.id}`,
    body: (m) => ({
      title: "Articol fuzz", slug: "articol-fuzz", excerpt: "Pe scurt", content: "<p>Conținut</p>", categories: ["SEO"], status: "published",
      featuredImage: "https://cdn.exemplu.ro/coperta.jpg", metaTitle: "Articol fuzz", metaDescription: "Despre articol", updated_at: m.blog.updated_at,
    }),
    record: (res, m) => void (m.blog = versioned(res)),
  },
  "DELETE /blog/[id]": { notJson: "no body" },

  "POST /redirects": {
    url: () => "/api/redirects",
    body: () => ({ from: "/fuzz-vechi", to: "/blog/fuzz-nou", code: 301 }),
    record: (res, m) => void (m.redirect = versioned(res)),
  },
  "PUT /redirects/[id]": {
    url: (m) => `/api/redirects/${m.redirect.id}`,
    body: (m) => ({ from: "/fuzz-vechi", to: "https://exemplu.ro/fuzz", code: 302, updated_at: m.redirect.updated_at }),
    record: (res, m) => void (m.redirect = versioned(res)),
  },
  "DELETE /redirects/[id]": { notJson: "no body" },
  "POST /redirects/import": { notJson: "a CSV file (tests/api/redirects.test.ts)" },

  "PUT /settings": { url: () => "/api/settings", body: () => ({ brandName: "Agenția Test", phone: "+40 721 000 000", facebook: "https://www.facebook.com/agentia-test" }) },
  "POST /custom-colors": { url: () => "/api/custom-colors", body: () => ({ colors: ["#112233", "rgb(10, 20, 30)"] }) },
  "POST /custom-colors/add": { url: () => "/api/custom-colors/add", body: () => ({ color: "#445566" }) },
  "POST /custom-colors/remove": { url: () => "/api/custom-colors/remove", body: () => ({ color: "#445566" }) },

  "POST /case-studies": {
    url: () => "/api/case-studies",
    body: () => ({
      title: "Studiu fuzz", slug: "studiu-fuzz", content: "<p>Rezultate</p>", excerpt: "Pe scurt", perioada: "2024", industry: "Retail",
      services: "SEO, PPC", client: "Firma", status: "published", featuredImage: UPLOADED, metaTitle: "Studiu fuzz", metaDescription: "Despre studiu",
    }),
    record: (res, m) => void (m.caseStudy = versioned(res)),
  },
  "POST /case-studies/upload": { notJson: "multipart (tests/api/uploads.test.ts)" },
  "PUT /case-studies/[id]": {
    url: (m) => `/api/case-studies/${m.caseStudy.id}`,
    body: (m) => ({
      title: "Studiu fuzz", slug: "studiu-fuzz", content: "<p>Rezultate</p>", excerpt: "Pe scurt", perioada: "2024", industry: "Retail",
      services: "SEO, PPC", client: "Firma", status: "published", featuredImage: UPLOADED, metaTitle: "Studiu fuzz", metaDescription: "Despre studiu",
      updated_at: m.caseStudy.updated_at,
    }),
    record: (res, m) => void (m.caseStudy = versioned(res)),
  },
  "DELETE /case-studies/[id]": { notJson: "no body" },

  "POST /services": {
    url: () => "/api/services",
    body: () => ({
      title: "Serviciu fuzz", slug: "serviciu-fuzz", heroText: "Erou", excerpt: "Pe scurt", heading: "Titlu", content: "<p>Conținut</p>",
      metaTitle: "Serviciu fuzz", metaDescription: "Despre serviciu", status: "published", parent_id: null, image: UPLOADED,
      faqs: [{ question: "Cât durează?", answer: "<p>O lună.</p>" }],
    }),
    record: (res, m) => void (m.service = versioned(res)),
  },
  "POST /services/upload": { notJson: "multipart (tests/api/uploads.test.ts)" },
  "PUT /services/[id]": {
    url: (m) => `/api/services/${m.service.id}`,
    body: (m) => ({
      title: "Serviciu fuzz", slug: "serviciu-fuzz", heroText: "Erou", excerpt: "Pe scurt", heading: "Titlu", content: "<p>Conținut</p>",
      metaTitle: "Serviciu fuzz", metaDescription: "Despre serviciu", status: "published", parent_id: null, image: UPLOADED,
      faqs: [{ question: "Cât durează?", answer: "<p>O lună.</p>" }], updated_at: m.service.updated_at,
    }),
    record: (res, m) => void (m.service = versioned(res)),
  },
  "DELETE /services/[id]": { notJson: "no body" },

  "POST /admin/marketing-questions": {
    url: () => "/api/admin/marketing-questions",
    body: () => ({ question: "Ce buget aveți?", type: "radio", order: 1, subtitle: "Alegeți unul", answers: [{ value: "mic", label: "Mic", subtitle: "sub 1000 €" }] }),
    record: (res, m) => {
      m.question = versioned(res);
      m.questionId = Number(m.question.id);
      m.answerId = Number((res.body.answers as Array<{ id: number }>)[0].id);
    },
  },
  "PUT /admin/marketing-questions/[id]": {
    url: (m) => `/api/admin/marketing-questions/${m.question.id}`,
    body: (m) => ({
      question: "Ce buget aveți?", type: "radio", order: 1, subtitle: "Alegeți unul",
      answers: [{ id: m.answerId, value: "mic", label: "Mic", subtitle: "sub 1000 €" }], updated_at: m.question.updated_at,
    }),
    record: (res, m) => void (m.question = versioned(res)),
  },
  "DELETE /admin/marketing-questions/[id]": { notJson: "no body" },
  "DELETE /admin/marketing-answers/[id]": { notJson: "no body" },

  "POST /contact-submissions": {
    url: () => "/api/contact-submissions",
    body: (m) => ({ ...VALID_LEAD, selected_package: "Pachet fuzz", answers: { [m.questionId]: "mic" } }),
    record: async (_res, m) => {
      // The answer is only { message } (a row id would tell the lead volume): the inbox names the row.
      const list = await api<{ submissions: Versioned[] }>("GET", "/api/contact-submissions?page=1", { token: admin });
      m.submission = list.body.submissions[0];
    },
  },
  "PUT /contact-submissions/[id]": {
    url: (m) => `/api/contact-submissions/${m.submission.id}`,
    body: (m) => ({ read: true, status: "contactat", note: "Sunat, revine mâine", updated_at: m.submission.updated_at }),
    record: (res, m) => void (m.submission = versioned(res)),
  },
  "DELETE /contact-submissions/personal-data": { notJson: "the e-mail travels in the query" },
  "DELETE /contact-submissions/[id]": { notJson: "no body" },
  "POST /contact-submissions/[id]/release": { notJson: "no body: the id is the input" },
  "DELETE /contact-submissions/suspect": { notJson: "the newest id travels in the query" },

  // Bulk actions: the action is the only string; each selected item goes through its own rules.
  "POST /blog/bulk": { url: () => "/api/blog/bulk", body: (m) => ({ action: "draft", ids: [Number(m.blog.id)] }) },
  "POST /case-studies/bulk": { url: () => "/api/case-studies/bulk", body: (m) => ({ action: "draft", ids: [Number(m.caseStudy.id)] }) },
  "POST /pages/bulk": { url: () => "/api/pages/bulk", body: (m) => ({ action: "draft", ids: [Number(m.page.id)] }) },
  "POST /services/bulk": { url: () => "/api/services/bulk", body: (m) => ({ action: "draft", ids: [Number(m.service.id)] }) },
  // An autosave keeps whatever the form held, as a JSON object: any string is accepted, none is a 500.
  "PUT /blog/[id]/autosave": { url: (m) => `/api/blog/${m.blog.id}/autosave`, body: () => ({ title: "Ciornă nesalvată", content: "<p>Text</p>" }) },
  "PUT /case-studies/[id]/autosave": { url: (m) => `/api/case-studies/${m.caseStudy.id}/autosave`, body: () => ({ title: "Studiu nesalvat" }) },
  "PUT /pages/[slugOrId]/autosave": { url: (m) => `/api/pages/${m.page.id}/autosave`, body: () => ({ name: "Pagină nesalvată" }) },
  "PUT /services/[id]/autosave": { url: (m) => `/api/services/${m.service.id}/autosave`, body: () => ({ title: "Serviciu nesalvat" }) },
  "PUT /packages/[id]/autosave": { url: (m) => `/api/packages/${m.plan.id}/autosave`, body: () => ({ name: "Pachet nesalvat" }) },
  "POST /admin/mail-outbox/[id]/retry": { notJson: "no body" },
};

const isJson = (fixture: Fixture): fixture is JsonRoute => !("notJson" in fixture);
const jsonRoutes = (Object.entries(ROUTES) as Array<[WriteRoute, Fixture]>).filter(
  (entry): entry is [WriteRoute, JsonRoute] => isJson(entry[1]),
);

let contactAddress = 0;
/** A fresh client address for every contact message, so the contact form's rate limit never answers instead. */
const headersFor = (route: ApiRoute) =>
  route === "POST /contact-submissions" ? { [CLIENT_ADDRESS_HEADER]: `10.9.${Math.floor(contactAddress / 250)}.${contactAddress++ % 250}` } : undefined;

const made = {} as Made;

/** Ids of things that exist, for the URLs of routes that are not in ROUTES' JSON part (deletes, GETs). */
function urlOf(route: ApiRoute): string {
  const [, pattern] = route.split(" ") as [string, string];
  const ids: Record<string, number | string> = {
    "/users/[id]": made.editorId,
    "/packages/[id]": made.plan.id,
    "/categories/[id]": made.categoryId,
    "/pages/id/[id]": made.page.id,
    "/pages/[slugOrId]": made.page.id,
    "/team/[id]": made.team.id,
    "/blog/[id]": made.blog.id,
    "/case-studies/[id]": made.caseStudy.id,
    "/contact-submissions/[id]": made.submission.id,
    "/contact-submissions/[id]/release": made.submission.id,
    "/services/id/[id]": made.service.id,
    "/services/[id]": made.service.id,
    "/admin/marketing-questions/[id]": made.question.id,
    "/admin/marketing-answers/[id]": made.answerId,
    "/admin/mail-outbox/[id]/retry": 1,
  };
  const filled = ids[pattern];
  return `/api${filled === undefined ? pattern : pattern.replace(/\[\w+\]/, String(filled))}`;
}

beforeAll(async () => {
  const users = await api<Array<{ id: number; email: string }>>("GET", "/api/users", { token: admin });
  made.editorId = Number(users.body.find((u) => u.email === EDITOR.email)?.id);
  const [image] = await (await getDb()).insert(schema.media).values({ filename: UPLOADED.slice("/uploads/".length), contentType: "image/png", width: 1, height: 1, size: 1 }).returning();
  made.mediaId = image.id;
  // Each valid body once, in order: it must be accepted, or the refusals below would prove nothing.
  for (const [route, fixture] of jsonRoutes) {
    const [method] = route.split(" ") as [string, string];
    const res = await api<Body>(method, fixture.url(made), { token: admin, body: fixture.body(made), headers: headersFor(route) });
    if (res.status >= 300) throw new Error(`${route}: the valid body was refused (${res.status} ${JSON.stringify(res.body)})`);
    await fixture.record?.(res, made);
  }
});

// --- what "nothing stored" means ----------------------------------------------------------------

/**
 * One digest of every table the app writes, except the two that count attempts (failed sign-ins and
 * rate limits): a refused request may count as an attempt, it may not change anything else.
 */
const COUNTERS = new Set<string>([getTableName(schema.loginAttempts), getTableName(schema.rateLimits)]);
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !COUNTERS.has(name));

async function digest(): Promise<string> {
  const rows = TABLES.map((name) => `SELECT '${name}' || ':' || t::text AS r FROM "${name}" t`).join(" UNION ALL ");
  const db = await getDb();
  const result = (await db.execute(sql.raw(`SELECT md5(coalesce(string_agg(r, '|' ORDER BY r), '')) AS d FROM (${rows}) s`))) as unknown as {
    rows: Array<{ d: string }>;
  };
  return result.rows[0].d;
}

/** A message a person can read, in Romanian: never the generic server error, never English. */
function isRomanianMessage(message: unknown): boolean {
  return typeof message === "string" && /[ăâîșțĂÂÎȘȚ]|\bnu\b/.test(message) && !/\b(error|invalid|must|failed)\b/i.test(message);
}

// --- the characters ------------------------------------------------------------------------------

const fromCode = (code: number) => String.fromCharCode(code);
/** Refused everywhere: C0 but tab and line breaks, DEL, C1 (lib/validation/common.ts CONTROL_CHARS). */
const controlChar = fc
  .oneof(fc.integer({ min: 0x00, max: 0x08 }), fc.constantFrom(0x0b, 0x0c), fc.integer({ min: 0x0e, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map(fromCode);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map(fromCode);
/** One to three of them; two surrogates that happen to form a pair are an ordinary character, so left out. */
const awkward = fc.string({ unit: fc.oneof(controlChar, loneSurrogate), minLength: 1, maxLength: 3 }).filter(hasControlChars);

type Path = Array<string | number>;

/** Where the strings of a body are, nested ones included (FAQ questions, answers, colour lists). */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** The body with `insert` put inside the string at `path` (not at its ends, which trimming would drop). */
function withInserted(body: Body, path: Path, insert: string, at: number): Body {
  const copy = structuredClone(body);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const key = path[path.length - 1];
  const original = parent[key] as string;
  const position = 1 + (at % Math.max(1, original.length - 1));
  parent[key] = original.slice(0, position) + insert + original.slice(position);
  return copy;
}

// --- the tests -----------------------------------------------------------------------------------

it("knows every route of the table that is not a read", () => {
  const writes = (Object.keys(API_ACCESS) as ApiRoute[]).filter((route) => !route.startsWith("GET "));
  expect(Object.keys(ROUTES).sort()).toEqual(writes.sort());
});

it.each(jsonRoutes.map(([route]) => route))("%s never answers a random body with a 500", async (route) => {
  const fixture = ROUTES[route] as JsonRoute;
  const [method] = route.split(" ") as [string, string];
  await fc.assert(
    fc.asyncProperty(randomBody, async (input) => {
      const res = await api(method, fixture.url(made), { token: admin, body: input, headers: headersFor(route) });
      return res.status < 500;
    }),
    { numRuns: 20 },
  );
});

it.each(jsonRoutes.map(([route]) => route))(
  "%s refuses control characters and lone surrogates in every text field with a Romanian 422, storing nothing",
  async (route) => {
    const fixture = ROUTES[route] as JsonRoute;
    const [method] = route.split(" ") as [string, string];
    const body = fixture.body(made);
    const paths = stringPaths(body);
    expect(paths.length).toBeGreaterThan(0);
    const before = await digest();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), awkward, fc.nat(), async (path, insert, at) => {
        const sent = withInserted(body, path, insert, at);
        const res = await api<Failure>(method, fixture.url(made), { token: admin, body: sent, headers: headersFor(route) });
        expect({ field: path.join("."), status: res.status, romanian: isRomanianMessage(res.body.message) }).toEqual({
          field: path.join("."),
          status: 422,
          romanian: true,
        });
        expect(await digest()).toBe(before);
      }),
      // Every field once with a NUL, then random fields, characters and places.
      { numRuns: Math.min(60, 3 * paths.length), examples: paths.map((path): [Path, string, number] => [path, "\u0000", 0]) },
    );
  },
);

/** Query parameters the routes read, and one they do not: a control character is refused in either. */
const QUERY_NAMES = ["page", "perPage", "publishedOnly", "category", "industry", "status", "package", "from", "to", "q", "email", "exclude", "nume"];

it("refuses control characters in the query of every route with a Romanian 400, storing nothing", async () => {
  const routes = Object.keys(API_ACCESS) as ApiRoute[];
  const before = await digest();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.constantFrom(...QUERY_NAMES).chain((name) => controlChar.map((c) => `${name}${c}`))),
      // A URL carries UTF-8 only: a lone surrogate cannot be written in one, so the query gets control characters.
      fc.string({ unit: controlChar, minLength: 1, maxLength: 3 }).map((c) => `val${c}oare`),
      async (route, name, value) => {
        const [method] = route.split(" ") as [string, string];
        const fixture = (ROUTES as Partial<Record<ApiRoute, Fixture>>)[route];
        // A write route gets its valid body too: without the query check it would be stored.
        const body = fixture && isJson(fixture) ? fixture.body(made) : undefined;
        const url = `${fixture && isJson(fixture) ? fixture.url(made) : urlOf(route)}?${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
        const res = await api<Failure>(method, url, { token: admin, body, headers: headersFor(route) });
        expect({ route, status: res.status, romanian: isRomanianMessage(res.body.message) }).toEqual({ route, status: 400, romanian: true });
        expect(await digest()).toBe(before);
      },
    ),
    { numRuns: 150, examples: routes.map((route): [ApiRoute, string, string] => [route, "q", "a\u0000b"]) },
  );
});
