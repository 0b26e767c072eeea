import { api, tokens } from "../support/api";

type Post = { id: number; slug: string; status: string; content: string; updated_at: string; categories: string[] };

const published = {
  title: "Ghid SEO pentru începători în 2026",
  excerpt: "Tot ce trebuie să știi.",
  content: "<p>Conținut <strong>bogat</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>",
  categories: ["SEO"],
  status: "published",
  metaTitle: "Ghid SEO",
  metaDescription: "Ghid SEO complet",
};

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

describe("blog API", () => {
  it("creates a published post with a generated slug and sanitized content", async () => {
    const res = await api<Post>("POST", "/api/blog", { token: editor, body: published });
    expect(res.status).toBe(201);
    expect(res.body.slug).toBe("ghid-seo-pentru-incepatori-in-2026");
    expect(res.body.content).toBe('<p>Conținut <strong>bogat</strong></p><img src="x" />');
    const pub = await api<{ blogs: Post[]; totalPages: number }>("GET", "/api/blog?page=1");
    expect(pub.body.blogs.map((b) => b.slug)).toContain("ghid-seo-pentru-incepatori-in-2026");
    expect(pub.body.totalPages).toBe(1);
  });

  it("reports the Romanian messages when publishing incomplete content", async () => {
    const res = await api<{ errors: Record<string, string> }>("POST", "/api/blog", {
      token: editor,
      body: { title: "Ceva", status: "published", metaTitle: "x".repeat(61), slug: "Cu Spații" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      excerpt: "Acest câmp este obligatoriu",
      content: "Acest câmp este obligatoriu",
      metaTitle: "Meta titlul nu poate depăși 60 de caractere",
      metaDescription: "Acest câmp este obligatoriu",
      slug: "Slug-ul trebuie să conțină doar litere mici (a-z), cifre și cratime. Nu sunt permise spații, caractere speciale sau litere cu diacritice.",
    });
  });

  it("keeps drafts away from anonymous callers", async () => {
    const draft = await api<Post>("POST", "/api/blog", { token: editor, body: { title: "Ciornă secretă" } });
    expect(draft.status).toBe(201);
    expect((await api("GET", `/api/blog/${draft.body.id}`)).status).toBe(404);
    expect((await api("GET", `/api/blog/${draft.body.slug}`)).status).toBe(404);
    expect((await api("GET", `/api/blog/${draft.body.id}`, { token: editor })).status).toBe(200);
    const anon = await api<{ blogs: Post[] }>("GET", "/api/blog?publishedOnly=false");
    expect(anon.body.blogs.some((b) => b.status === "draft")).toBe(false);
    const staff = await api<{ blogs: Post[] }>("GET", "/api/blog?publishedOnly=false", { token: editor });
    expect(staff.body.blogs.some((b) => b.status === "draft")).toBe(true);
  });

  it("rejects a duplicate slug and a stale save with 409", async () => {
    const dup = await api<{ message: string }>("POST", "/api/blog", { token: editor, body: { ...published } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain("duplicate slug");
    const created = await api<Post>("POST", "/api/blog", { token: editor, body: { title: "Versiuni" } });
    const first = await api<Post>("PUT", `/api/blog/${created.body.id}`, {
      token: editor,
      body: { title: "Versiuni 2", slug: created.body.slug, updated_at: created.body.updated_at },
    });
    expect(first.status).toBe(200);
    const second = await api<{ message: string }>("PUT", `/api/blog/${created.body.id}`, {
      token: admin,
      body: { title: "Versiuni 3", slug: created.body.slug, updated_at: created.body.updated_at },
    });
    expect(second.status).toBe(409);
    const stored = await api<{ title: string }>("GET", `/api/blog/${created.body.id}`, { token: admin });
    expect(stored.body.title).toBe("Versiuni 2");
  });

  it("filters by category and lets only admins delete", async () => {
    await api("POST", "/api/blog", { token: editor, body: { ...published, title: "Campanii PPC", categories: '["PPC"]' } });
    const ppc = await api<{ blogs: Post[] }>("GET", "/api/blog?category=PPC");
    expect(ppc.body.blogs.map((b) => b.categories)).toEqual([["PPC"]]);
    const id = (ppc.body.blogs[0] as Post).id;
    expect((await api("DELETE", `/api/blog/${id}`, { token: editor })).status).toBe(403);
    expect((await api("DELETE", `/api/blog/${id}`, { token: admin })).status).toBe(200);
    expect((await api("GET", `/api/blog/${id}`, { token: admin })).status).toBe(404);
  });
});
