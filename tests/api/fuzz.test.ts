import fc from "fast-check";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address";
import { API_ACCESS, type ApiRoute } from "@/lib/permissions";
import { api, tokens } from "../support/api";

/**
 * QUALITY I4: random bodies against every JSON write route, as an admin (the caller who gets furthest
 * into the handlers). Bad input may be refused in any way except a server error.
 */
const KNOWN_FIELDS = [
  "title", "slug", "status", "name", "email", "password", "role", "content", "excerpt", "categories", "faqs",
  "parent_id", "answers", "colors", "read", "price", "planType", "plan_type", "category_id", "question", "type",
  "order", "updated_at", "nume", "prenume", "telefon", "website", "mesaj", "selected_package", "metaTitle",
  "metaDescription", "featuredImage", "image", "services", "description", "keyword", "heroText", "lowerContent",
];
const NOT_JSON = new Set<ApiRoute>(["POST /auth/logout", "POST /refresh"]);

const writeRoutes = (Object.keys(API_ACCESS) as ApiRoute[]).filter(
  (r) => (r.startsWith("POST ") || r.startsWith("PUT ")) && !r.endsWith("/upload") && !NOT_JSON.has(r),
);

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KNOWN_FIELDS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
);

let admin: string;
beforeAll(async () => ({ admin } = await tokens()));

it.each(writeRoutes)("%s never answers a random body with a 500", async (route) => {
  const [method, pattern] = route.split(" ") as [string, string];
  const url = `/api${pattern.replace(/\[\w+\]/g, "1")}`;
  await fc.assert(
    fc.asyncProperty(body, async (input) => {
      const res = await api(method, url, { token: admin, body: input });
      return res.status < 500;
    }),
    { numRuns: 25 },
  );
});

/**
 * Text from the whole of Unicode, weighted towards what breaks storage (NUL and other control
 * characters, lone surrogates), put into the text fields of an otherwise valid body, so that it would
 * reach the INSERT if validation let it through (QUALITY R4: PostgreSQL cannot store NUL).
 */
const awkwardChar = fc.oneof(
  fc.constantFrom("\u0000", "\u0001", "\u0008", "\u000b", "\u001b", "\u007f", "\u0085", "\ud800", "\udfff", "\t", "\n", "\r"),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);
const awkwardText = fc.string({ unit: awkwardChar, minLength: 1, maxLength: 30 });

const CONTACT = { nume: "Popescu", prenume: "Ana", email: "ana@firma.ro", telefon: "+40722123456", website: "firma.ro", mesaj: "Aș dori o ofertă." };
/** A body each create route accepts, and the text fields to put the awkward text into. */
const VALID_BODIES: Array<[route: string, body: Record<string, unknown>, fields: string[]]> = [
  ["POST /blog", { title: "Articol" }, ["title", "slug", "excerpt", "content", "metaTitle", "metaDescription", "featuredImage"]],
  ["POST /case-studies", { title: "Studiu" }, ["title", "slug", "content", "excerpt", "perioada", "industry", "services", "client", "featuredImage"]],
  ["POST /pages", { name: "Pagina" }, ["name", "slug", "metaTitle", "metaDescription", "upperContent", "lowerContent"]],
  ["POST /services", { title: "Serviciu" }, ["title", "slug", "heroText", "excerpt", "heading", "content", "metaTitle", "metaDescription", "image"]],
  ["POST /team", { name: "Ana", title: "SEO", keyword: "seo", image: "/uploads/a.png", description: "<p>Ana</p>" }, ["name", "title", "keyword", "image", "description"]],
  ["POST /packages", { name: "Start", price: "100 €", description: "<p>Tot</p>" }, ["name", "price", "description"]],
  ["POST /categories", { name: "Categorie" }, ["name"]],
  ["POST /admin/marketing-questions", { question: "Buget?", type: "radio" }, ["question", "subtitle"]],
  ["POST /auth/register", { name: "Nou", email: "nou@firma.ro", password: "Parola-1", role: "editor" }, ["name", "email"]],
  ["POST /contact-submissions", CONTACT, ["nume", "prenume", "email", "website", "mesaj", "selected_package"]],
];

let fuzzIp = 0;

it.each(VALID_BODIES.map(([route, body, fields]) => ({ route, body, fields })))(
  "$route never answers awkward text in a valid body with a 500",
  async ({ route, body, fields }) => {
    const [method, pattern] = route.split(" ") as [string, string];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), awkwardText, async (field, value) => {
        // A fresh address each time, so the contact form's rate limit does not end the run early.
        const headers = { [CLIENT_ADDRESS_HEADER]: `10.9.${Math.floor(fuzzIp / 250)}.${fuzzIp++ % 250}` };
        const res = await api(method, `/api${pattern}`, { token: admin, body: { ...body, [field]: value }, headers });
        return res.status < 500;
      }),
      { numRuns: 25 },
    );
  },
);
