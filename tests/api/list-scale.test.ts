import { getDb } from "@/lib/db/client";
import { blogPosts, caseStudies, contactSubmissions } from "@/lib/db/schema";
import { api, tokens } from "../support/api";

// Lists that must not grow with their tables (QUALITY P3). The unfiltered lists read their totals
// from row_counts, kept by database triggers: whatever writes the rows (the API, a bulk insert, a
// delete), the portal's page count must stay exact. The header menu shows only the newest case studies.

type BlogList = { blogs: { id: number }[]; total: number; totalPages: number };
type CaseList = { caseStudies: { id: number }[]; total: number; totalPages: number };
type Inbox = { submissions: { id: number }[]; total: number; totalPages: number };
type Dashboard = { articles: number; caseStudies: number };

const article = (title: string, status: "draft" | "published") => ({
  title,
  excerpt: "Rezumat.",
  content: "<p>Conținut</p>",
  categories: ["SEO"],
  status,
  metaTitle: title,
  metaDescription: "Descriere.",
});

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

async function blogTotals() {
  const pub = await api<BlogList>("GET", "/api/blog?page=1");
  const all = await api<BlogList>("GET", "/api/blog?page=1&publishedOnly=false", { token: editor });
  const dash = await api<Dashboard>("GET", "/api/dashboard", { token: editor });
  return { published: pub.body.total, all: all.body.total, dashboard: dash.body.articles };
}

describe("list totals follow every write", () => {
  it("counts articles through create, publish, unpublish and delete", async () => {
    const start = await blogTotals();
    const draft = await api<{ id: number; updated_at: string }>("POST", "/api/blog", { token: editor, body: article("Ciornă de numărat", "draft") });
    expect(await blogTotals()).toEqual({ published: start.published, all: start.all + 1, dashboard: start.dashboard });

    const published = await api<{ id: number; updated_at: string }>("PUT", `/api/blog/${draft.body.id}`, {
      token: editor,
      body: { ...article("Ciornă de numărat", "published"), updated_at: draft.body.updated_at },
    });
    expect(published.status).toBe(200);
    expect(await blogTotals()).toEqual({ published: start.published + 1, all: start.all + 1, dashboard: start.dashboard + 1 });

    const unpublished = await api("PUT", `/api/blog/${draft.body.id}`, {
      token: editor,
      body: { ...article("Ciornă de numărat", "draft"), updated_at: published.body.updated_at },
    });
    expect(unpublished.status).toBe(200);
    expect(await blogTotals()).toEqual({ published: start.published, all: start.all + 1, dashboard: start.dashboard });

    expect((await api("DELETE", `/api/blog/${draft.body.id}`, { token: admin })).status).toBe(200);
    expect(await blogTotals()).toEqual(start);
  });

  it("counts rows written in bulk, outside the API", async () => {
    const db = await getDb();
    const before = await api<BlogList>("GET", "/api/blog?page=1&perPage=10");
    await db.insert(blogPosts).values(
      Array.from({ length: 25 }, (_, i) => ({ title: `Articol în masă ${i}`, slug: `articol-in-masa-${i}`, status: "published" as const })),
    );
    const after = await api<BlogList>("GET", "/api/blog?page=1&perPage=10");
    expect(after.body.total).toBe(before.body.total + 25);
    expect(after.body.totalPages).toBe(Math.ceil((before.body.total + 25) / 10));
  });

  it("counts case studies for visitors and for the portal", async () => {
    const before = await api<CaseList>("GET", "/api/case-studies?publishedOnly=false", { token: editor });
    const created = await api("POST", "/api/case-studies", { token: editor, body: { title: "Studiu de numărat", status: "draft" } });
    expect(created.status).toBe(201);
    const staff = await api<CaseList>("GET", "/api/case-studies?publishedOnly=false", { token: editor });
    const visitors = await api<CaseList>("GET", "/api/case-studies");
    expect(staff.body.total).toBe(before.body.total + 1);
    expect((await api<Dashboard>("GET", "/api/dashboard", { token: editor })).body.caseStudies).toBe(visitors.body.total);
  });

  it("counts the inbox after messages arrive and are deleted", async () => {
    const db = await getDb();
    const before = await api<Inbox>("GET", "/api/contact-submissions?page=1", { token: admin });
    const rows = await db
      .insert(contactSubmissions)
      .values(Array.from({ length: 12 }, (_, i) => ({ nume: "Pop", prenume: `Ion ${i}`, email: `ion${i}@firma.ro`, telefon: "0722123456", website: "firma.ro", mesaj: "Ofertă" })))
      .returning({ id: contactSubmissions.id });
    const grown = await api<Inbox>("GET", "/api/contact-submissions?page=1", { token: admin });
    expect(grown.body.total).toBe(before.body.total + 12);
    expect(grown.body.totalPages).toBe(Math.ceil((before.body.total + 12) / 10));

    expect((await api("DELETE", `/api/contact-submissions/${rows[0].id}`, { token: admin })).status).toBe(200);
    expect((await api<Inbox>("GET", "/api/contact-submissions?page=1", { token: admin })).body.total).toBe(before.body.total + 11);
  });
});

describe("the header's case-study menu", () => {
  it("lists the eight newest published case studies, however many exist", async () => {
    const db = await getDb();
    const day = 86_400_000;
    await db.insert(caseStudies).values(
      Array.from({ length: 12 }, (_, i) => ({
        title: `Studiu de meniu ${i}`,
        slug: `studiu-de-meniu-${i}`,
        status: "published" as const,
        createdAt: new Date(Date.now() + (i + 1) * day),
      })),
    );
    const menu = await api<{ slug: string }[]>("GET", "/api/case-studies/header");
    expect(menu.body.map((c) => c.slug)).toEqual([11, 10, 9, 8, 7, 6, 5, 4].map((i) => `studiu-de-meniu-${i}`));
  });
});
