import type { SearchHit } from "@/lib/dto/search";
import { searchSite } from "@/lib/server/search";
import { api, tokens } from "../support/api";

let editor: string;
let admin: string;

const article = (title: string, content: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: "Un rezumat oarecare.",
  content,
  categories: ["SEO"],
  status: "published",
  metaTitle: title.slice(0, 60),
  metaDescription: "Descriere.",
  ...extra,
});

async function create(path: string, body: Record<string, unknown>): Promise<{ id: number; slug: string; updated_at: string }> {
  const res = await api<{ id: number; slug: string; updated_at: string }>("POST", path, { token: editor, body });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const text = (parts: SearchHit["title"]) => parts.map((p) => p.text).join("");
const marked = (parts: SearchHit["title"]) => parts.filter((p) => p.hit).map((p) => p.text);
const paths = async (q: string, page = 1) => (await searchSite(q, page)).hits.map((h) => h.path);

beforeAll(async () => {
  ({ editor, admin } = await tokens());
  await create("/api/blog", article("Marketing local pentru firme", "<p>Am lucrat cu o cofetărie din <strong>Brașov</strong> &amp; cu un service auto.</p>"));
  await create("/api/case-studies", {
    title: "Clinică stomatologică",
    excerpt: "Programări online triplate.",
    content: "<p>Clinica din Braşov are acum campaniile ei proprii.</p>",
    industry: "Medical",
    client: "Zâmbet",
    perioada: "2026",
    services: ["SEO"],
    status: "published",
    metaTitle: "Clinică",
    metaDescription: "Studiu.",
  });
  await create("/api/services", {
    title: "Campanie de publicitate",
    heroText: "Publicitate plătită",
    excerpt: "Rezumat.",
    heading: "De ce noi",
    content: "<p>Gestionăm bugetul.</p>",
    image: "/uploads/5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b.png",
    metaTitle: "Serviciu",
    metaDescription: "Descriere",
    status: "published",
  });
  await create("/api/blog", article("Ghid de bugete", "<p>O campanie de publicitate cere un buget clar.</p>"));
  await create("/api/blog", article("Ciornă despre Brașov", "<p>Nepublicat.</p>", { status: "draft" }));
  await create("/api/blog", article("Brașov mai târziu", "<p>Programat.</p>", { publish_at: "2099-01-01T10:00:00+02:00" }));
});

describe("site search (/cautare)", () => {
  it("finds Brașov typed with a comma, a cedilla or no accent, in articles and case studies, never drafts or scheduled items", async () => {
    const expected = ["/blog/marketing-local-pentru-firme", "/studii-de-caz/clinica-stomatologica"];
    for (const q of ["brasov", "Brașov", "Braşov", "BRASOV"]) expect((await paths(q)).sort()).toEqual(expected);
  });

  it("finds the forms of a word, ranks a title above a body, and marks the words found in the title and snippet", async () => {
    const { hits, total, totalPages } = await searchSite("campaniile de publicitate", 1);
    expect(hits.map((h) => h.path)).toEqual(["/servicii/campanie-de-publicitate", "/blog/ghid-de-bugete"]);
    expect([total, totalPages]).toEqual([2, 1]);
    expect(hits[0]).toMatchObject({ kind: "service", id: expect.any(Number) });
    expect(marked(hits[0].title)).toEqual(["Campanie", "publicitate"]);
    expect(text(hits[1].snippet)).toContain("O campanie de publicitate cere un buget clar");
    expect(marked(hits[1].snippet)).toEqual(["campanie", "publicitate"]);
  });

  it("shows the text without its HTML, entities decoded", async () => {
    const [hit] = (await searchSite("cofetărie", 1)).hits;
    expect(text(hit.snippet)).toContain("Am lucrat cu o cofetărie din Brașov & cu un service auto");
    expect(text(hit.snippet)).not.toMatch(/[<>]|&amp;/);
  });

  it("follows each save, unpublish and delete in its own transaction", async () => {
    const post = await create("/api/blog", article("Articol despre Cluj", "<p>Text.</p>"));
    expect(await paths("cluj")).toEqual(["/blog/articol-despre-cluj"]);
    const moved = await api("PUT", `/api/blog/${post.id}`, { token: editor, body: article("Articol despre Iași", "<p>Text.</p>", { slug: "articol-iasi", updated_at: post.updated_at }) });
    expect(moved.status).toBe(200);
    expect(await paths("cluj")).toEqual([]);
    expect(await paths("iasi")).toEqual(["/blog/articol-iasi"]);
    const draft = await api("PUT", `/api/blog/${post.id}`, { token: editor, body: article("Articol despre Iași", "<p>Text.</p>", { slug: "articol-iasi", status: "draft", updated_at: moved.body.updated_at }) });
    expect(draft.status).toBe(200);
    expect(await paths("iasi")).toEqual([]);
    expect((await api("DELETE", `/api/blog/${post.id}`, { token: admin })).status).toBe(200);
    expect(await paths("iasi")).toEqual([]);
  });

  it("pages ten results at a time and answers nothing for an empty or symbol-only search", async () => {
    for (let i = 1; i <= 12; i++) await create("/api/blog", article(`Sfaturi de vânzări ${i}`, "<p>Vânzări mai bune.</p>"));
    const first = await searchSite("vanzari", 1);
    expect([first.hits.length, first.total, first.totalPages]).toEqual([10, 12, 2]);
    expect((await searchSite("vanzari", 2)).hits).toHaveLength(2);
    expect(await searchSite("   ", 1)).toEqual({ hits: [], total: 0, page: 1, totalPages: 0 });
    expect((await searchSite("&&& !!! ''", 1)).hits).toEqual([]);
  });

  it("filters the portal lists with the same search, drafts included for staff, published only for visitors", async () => {
    type Titled = { title: string };
    const blog = await api<{ blogs: Titled[]; total: number }>("GET", "/api/blog?publishedOnly=false&q=brasov", { token: editor });
    expect(blog.body.blogs.map((b) => b.title).sort()).toEqual(["Brașov mai târziu", "Ciornă despre Brașov", "Marketing local pentru firme"]);
    expect(blog.body.total).toBe(3);
    expect((await api<{ blogs: Titled[] }>("GET", "/api/blog?q=brasov")).body.blogs.map((b) => b.title)).toEqual(["Marketing local pentru firme"]);
    const cases = await api<{ caseStudies: Titled[] }>("GET", "/api/case-studies?publishedOnly=false&q=Braşov", { token: editor });
    expect(cases.body.caseStudies.map((c) => c.title)).toEqual(["Clinică stomatologică"]);
    const [main] = (await api<Array<Titled & { id: number }>>("GET", "/api/services", { token: editor })).body;
    await create("/api/services", { title: "Remarketing dinamic", parent_id: main.id, status: "draft" });
    const tree = await api<Array<Titled & { sub_services: Titled[] }>>("GET", "/api/services?q=remarketing", { token: editor });
    expect(tree.body.map((s) => [s.title, s.sub_services.map((c) => c.title)])).toEqual([["Campanie de publicitate", ["Remarketing dinamic"]]]);
    expect((await api<Titled[]>("GET", "/api/services?q=remarketing")).body).toEqual([]);
    await create("/api/pages", { name: "Politica de retur", status: "draft" });
    expect((await api<Array<{ slug: string }>>("GET", "/api/pages?q=returul", { token: editor })).body.map((p) => p.slug)).toEqual(["politica-de-retur"]);
    expect((await api("GET", "/api/pages?q=returul")).body).toEqual([]);
    expect((await api("GET", "/api/pages?q=zzzz", { token: editor })).body).toEqual([]);
  });
});
