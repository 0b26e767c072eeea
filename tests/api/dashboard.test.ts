import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address";
import { getDb } from "@/lib/db/client";
import { blogPosts, caseStudies, pages, planCategories, plans, services } from "@/lib/db/schema";
import { api, tokens } from "../support/api";
import { newLead, VALID_LEAD } from "../support/lead";
import type { DashboardData } from "@/lib/dto/dashboard";


let admin: string;
let editor: string;

beforeAll(async () => {
  ({ admin, editor } = await tokens());
  const db = await getDb();
  await db.insert(blogPosts).values([
    { title: "A", slug: "a", status: "published" },
    { title: "B", slug: "b", status: "published" },
    { title: "C", slug: "c", status: "draft" },
  ]);
  await db.insert(caseStudies).values([
    { title: "S1", slug: "s1", status: "published" },
    { title: "S2", slug: "s2", status: "draft" },
    { title: "S3", slug: "s3", status: "draft" },
  ]);
  const [parent] = await db.insert(services).values({ title: "SEO", slug: "seo", status: "published" }).returning({ id: services.id });
  await db.insert(services).values([
    { title: "SEO local", slug: "seo-local", status: "published", parentId: parent.id },
    { title: "PPC", slug: "ppc", status: "published" },
    { title: "Ciornă", slug: "ciorna", status: "draft" },
  ]);
  await db.insert(pages).values([
    { name: "Tarife", slug: "tarife", status: "published" },
    { name: "Nouă", slug: "noua", status: "draft" },
  ]);
  const [category] = await db.insert(planCategories).values({ name: "SEO" }).returning({ id: planCategories.id });
  await db.insert(plans).values([
    { name: "SEO Start", price: "300 €", status: "published", categoryId: category.id },
    { name: "Pachet Complet", price: "1500 €", status: "published" },
    { name: "Ciornă", price: "1 €", status: "draft" },
  ]);
});

describe("GET /api/dashboard", () => {
  it("counts published rows, and every plan and package with how many are published", async () => {
    const res = await api<DashboardData>("GET", "/api/dashboard", { token: editor });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({ articles: 2, caseStudies: 1, services: 3, pages: 1, packages: 3, packagesPublished: 2, submissions: [], unread: 0, suspect: 0, demoFields: [], scheduled: [] });
  });

  it("follows publishing through the API", async () => {
    const created = await api("POST", "/api/blog", {
      token: editor,
      body: { title: "Nou", content: "<p>x</p>", excerpt: "x", status: "published", metaTitle: "x", metaDescription: "x", categories: ["SEO"] },
    });
    expect(created.status).toBe(201);
    expect((await api<DashboardData>("GET", "/api/dashboard", { token: editor })).body.articles).toBe(3);
  });

  it("gives admins the latest unread messages with the real unread count, and editors none", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await api("POST", "/api/contact-submissions", {
        body: newLead(),
        headers: { [CLIENT_ADDRESS_HEADER]: `198.51.100.${i}` },
      });
      expect(res.status).toBe(201);
      const inbox = await api<{ submissions: Array<{ id: number }> }>("GET", "/api/contact-submissions?page=1", { token: admin });
      ids.push(inbox.body.submissions[0].id);
    }
    await api("PUT", `/api/contact-submissions/${ids[7]}`, { token: admin, body: { read: true } });

    const forAdmin = await api<DashboardData>("GET", "/api/dashboard", { token: admin });
    expect(forAdmin.status).toBe(200);
    // The box lists the latest five unread; the count is all seven, not the five listed.
    expect(forAdmin.body.submissions.map((s) => s.id)).toEqual(ids.slice(2, 7).reverse());
    expect(forAdmin.body.submissions.every((s) => !s.read && s.nume === VALID_LEAD.nume)).toBe(true);
    expect(forAdmin.body.unread).toBe(7);
    const inbox = await api<{ submissions: unknown[] }>("GET", "/api/contact-submissions/dashboard", { token: admin });
    expect(forAdmin.body.submissions).toEqual(inbox.body.submissions);

    await api("PUT", `/api/contact-submissions/${ids[0]}`, { token: admin, body: { read: true } });
    expect((await api<DashboardData>("GET", "/api/dashboard", { token: admin })).body.unread).toBe(6);

    const forEditor = await api<DashboardData>("GET", "/api/dashboard", { token: editor });
    expect(forEditor.body.submissions).toEqual([]);
    expect(forEditor.body.unread).toBe(0);
    expect(forEditor.body.articles).toBe(forAdmin.body.articles);
  });

  it("needs a signed-in caller", async () => {
    const res = await api<{ message: string }>("GET", "/api/dashboard");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Autentificare necesară. Vă rugăm să vă conectați din nou.");
  });
});
