import fc from "fast-check";
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
