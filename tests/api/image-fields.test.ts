import { MSG } from "@/lib/validation/common";
import { api, tokens } from "../support/api";

/**
 * Every image field (blog and case-study covers, a service's image, a team member's portrait) holds an
 * uploaded image, /uploads/<name the server generated>, or an absolute https:// address; anything a
 * page would render as something else is refused with 422 and the field's Romanian message.
 */
type Failure = { message: string; errors?: Record<string, string> };

const UPLOADED = "/uploads/4b3c2d1e-0f9a-4b8c-9d7e-6f5a4b3c2d1e.png";
const HTTPS = "https://cdn.exemplu.ro/poze/coperta.jpg";

const REFUSED = [
  "javascript:alert(5)",
  "JavaScript:alert(5)",
  "data:image/png;base64,iVBORw0KGgo=",
  "http://exemplu.ro/coperta.png",
  "//exemplu.ro/coperta.png",
  "coperta.png",
  "/images/coperta.png",
  "/uploads/coperta.png",
  "/uploads/../package.json",
  `${UPLOADED}?x=1`,
  'https://exemplu.ro/a.png" onerror="alert(5)',
  "https://ana:parola@exemplu.ro/a.png",
  "https://",
];

const FIELDS = [
  { route: "/api/blog", list: "/api/blog?page=1&publishedOnly=false", field: "featuredImage", body: { title: "Articol cu imagine" } },
  { route: "/api/case-studies", list: "/api/case-studies?page=1&publishedOnly=false", field: "featuredImage", body: { title: "Studiu cu imagine" } },
  { route: "/api/services", list: "/api/services", field: "image", body: { title: "Serviciu cu imagine" } },
  {
    route: "/api/team",
    list: "/api/team",
    field: "image",
    body: { name: "Ana Pop", title: "SEO", keyword: "seo", description: "<p>Ana</p>" },
  },
] as const;

let editor: string;
beforeAll(async () => ({ editor } = await tokens()));

/** What the list route shows, as JSON text: a stored value would be in it. */
const listed = async (url: string) => JSON.stringify((await api("GET", url, { token: editor })).body);

it.each(FIELDS)("$route refuses anything but an upload or an https address in $field", async ({ route, list, field, body }) => {
  const before = await listed(list);
  for (const value of REFUSED) {
    const res = await api<Failure>("POST", route, { token: editor, body: { ...body, [field]: value } });
    expect({ value, status: res.status, message: res.body.errors?.[field] }).toEqual({ value, status: 422, message: MSG.image });
  }
  expect(await listed(list)).toBe(before);

  for (const value of [UPLOADED, HTTPS]) {
    const res = await api<Record<string, unknown>>("POST", route, { token: editor, body: { ...body, title: `${body.title} ${value.length}`, [field]: value } });
    expect({ value, status: res.status, stored: res.body[field] }).toEqual({ value, status: 201, stored: value });
  }
  // The list shows what is stored, so the comparison above would have seen a refused value.
  expect(await listed(list)).toContain(UPLOADED);
});
