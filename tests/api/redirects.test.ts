import type { BlogPost } from "@/lib/dto/blog";
import type { RedirectDto, RedirectImportResult, RedirectList } from "@/lib/dto/redirect";
import { REDIRECT_MSG } from "@/lib/validation/redirect";
import { api, tokens } from "../support/api";

type ErrorBody = { message: string; errors?: Record<string, string> };

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

const post = (body: Record<string, unknown>) => api<RedirectDto & ErrorBody>("POST", "/api/redirects", { token: admin, body });
const all = async (q = "") => (await api<RedirectList>("GET", `/api/redirects?q=${encodeURIComponent(q)}`, { token: admin })).body.redirects;
const byFrom = async (from: string) => (await all(from)).find((r) => r.from === from);

async function publishPost(title: string, slug: string): Promise<BlogPost> {
  const res = await api<BlogPost>("POST", "/api/blog", {
    token: editor,
    body: { title, slug, status: "published", excerpt: "Rezumat.", content: "<p>Text</p>", categories: ["SEO"], metaTitle: title, metaDescription: "Descriere." },
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe("redirects (Redirecționări)", () => {
  it("are for admins only", async () => {
    expect((await api("GET", "/api/redirects", { token: editor })).status).toBe(403);
    expect((await api("POST", "/api/redirects", { token: editor, body: { from: "/a", to: "/b" } })).status).toBe(403);
    expect((await api("GET", "/api/redirects/export")).status).toBe(401);
  });

  it("stores a path as a browser sends it, and lists, searches, edits and deletes", async () => {
    const created = await post({ from: " /servicii-vechi/ ", to: "/servicii/seo-tehnic?sursa=vechi", code: "301" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ from: "/servicii-vechi", to: "/servicii/seo-tehnic?sursa=vechi", code: 301, hits: 0, lastHitAt: null });

    expect((await all("servicii-vechi")).map((r) => r.from)).toEqual(["/servicii-vechi"]);
    expect(await all("nu-exista-nicaieri")).toEqual([]);

    const edited = await api<RedirectDto>("PUT", `/api/redirects/${created.body.id}`, {
      token: admin,
      body: { from: "/servicii-vechi", to: "https://alt-site.ro/pagina", code: 302, updated_at: created.body.updated_at },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ to: "https://alt-site.ro/pagina", code: 302 });
    const stale = await api<ErrorBody>("PUT", `/api/redirects/${created.body.id}`, {
      token: admin,
      body: { from: "/servicii-vechi", to: "/x", code: 301, updated_at: created.body.updated_at },
    });
    expect(stale.status).toBe(409);

    expect((await api("DELETE", `/api/redirects/${created.body.id}`, { token: admin })).status).toBe(200);
    expect(await byFrom("/servicii-vechi")).toBeUndefined();
    expect((await api("DELETE", `/api/redirects/${created.body.id}`, { token: admin })).status).toBe(404);
  });

  it("refuses, in Romanian and on the field, what cannot be a redirect", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ from: "vechi", to: "/nou" }, "from", REDIRECT_MSG.fromPath],
      [{ from: "/api/blog", to: "/nou" }, "from", REDIRECT_MSG.fromReserved],
      [{ from: "/internal-admin-portalv1.0.1/users", to: "/nou" }, "from", REDIRECT_MSG.fromReserved],
      [{ from: "/contact", to: "/nou" }, "from", REDIRECT_MSG.fromLive],
      [{ from: "/vechi", to: "" }, "to", REDIRECT_MSG.toRequired],
      [{ from: "/vechi", to: "javascript:alert(1)" }, "to", REDIRECT_MSG.toInvalid],
      [{ from: "/vechi", to: "/vechi/" }, "to", REDIRECT_MSG.toSelf],
      [{ from: "/vechi", to: "/nou", code: 307 }, "code", REDIRECT_MSG.code],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect([res.status, res.body.errors?.[field]]).toEqual([422, message]);
    }
    const published = await publishPost("Articol care rămâne la locul lui", "articol-pe-loc");
    const live = await post({ from: `/blog/${published.slug}`, to: "/blog" });
    expect([live.status, live.body.errors?.from]).toEqual([422, REDIRECT_MSG.fromLive]);
    expect(await byFrom(`/blog/${published.slug}`)).toBeUndefined();
  });

  it("collapses chains and refuses loops", async () => {
    expect((await post({ from: "/lant-a", to: "/lant-b" })).status).toBe(201);
    expect((await post({ from: "/lant-b", to: "/lant-c" })).status).toBe(201);
    expect((await byFrom("/lant-a"))?.to).toBe("/lant-c");
    expect((await byFrom("/lant-b"))?.to).toBe("/lant-c");
    // A new source into the chain leads straight to its end.
    expect((await post({ from: "/lant-z", to: "/lant-a" })).body.to).toBe("/lant-c");

    const loop = await post({ from: "/lant-c", to: "/lant-a" });
    expect([loop.status, loop.body.errors?.to]).toEqual([422, REDIRECT_MSG.loop]);
    expect(await byFrom("/lant-c")).toBeUndefined();

    // 410: gone, no target; whatever led there is gone too.
    expect((await post({ from: "/lant-c", to: "/ignorat", code: 410 })).body).toMatchObject({ to: "", code: 410 });
    expect(await byFrom("/lant-a")).toMatchObject({ to: "", code: 410 });
  });

  it("a published article's new slug leaves a 301 from the old URL; renaming back drops it", async () => {
    const article = await publishPost("Ghid pentru linkuri", "ghid-linkuri-vechi");
    const rename = (slug: string, from: BlogPost) =>
      api<BlogPost>("PUT", `/api/blog/${from.id}`, { token: editor, body: { ...from, slug, updated_at: from.updated_at } });
    const renamed = await rename("ghid-linkuri", article);
    expect(renamed.status).toBe(200);
    expect(await byFrom("/blog/ghid-linkuri-vechi")).toMatchObject({ to: "/blog/ghid-linkuri", code: 301 });

    const again = await rename("ghid-linkuri-2026", renamed.body);
    expect(await byFrom("/blog/ghid-linkuri-vechi")).toMatchObject({ to: "/blog/ghid-linkuri-2026" });
    expect(await byFrom("/blog/ghid-linkuri")).toMatchObject({ to: "/blog/ghid-linkuri-2026" });

    // Back to the first slug: that URL is live again, so no redirect starts there; the others lead to it.
    await rename("ghid-linkuri-vechi", again.body);
    expect(await byFrom("/blog/ghid-linkuri-vechi")).toBeUndefined();
    expect(await byFrom("/blog/ghid-linkuri-2026")).toMatchObject({ to: "/blog/ghid-linkuri-vechi" });
    expect(await byFrom("/blog/ghid-linkuri")).toMatchObject({ to: "/blog/ghid-linkuri-vechi" });
  });

  it("so does a case study's, a service's and a page's, each at its own public path", async () => {
    const kinds: Array<[string, string, Record<string, unknown>]> = [
      ["/api/case-studies", "/studii-de-caz", { title: "Studiu redenumit", content: "<p>Rezultate</p>", excerpt: "Rezumat.", industry: "Medical", client: "Clinica X", perioada: "2026", services: ["SEO"] }],
      ["/api/services", "/servicii", { title: "Serviciu redenumit", heroText: "Erou", excerpt: "Rezumat.", heading: "De ce", content: "<p>Text</p>", image: "/uploads/5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b.png" }],
      ["/api/pages", "", { name: "Pagină redenumită", upperContent: "<p>Sus</p>", lowerContent: "<p>Jos</p>" }],
    ];
    for (const [url, prefix, fields] of kinds) {
      const body = { ...fields, slug: "nume-vechi", status: "published", metaTitle: "Titlu", metaDescription: "Descriere." };
      const created = await api<{ id: number; updated_at: string }>("POST", url, { token: editor, body });
      expect(created.status).toBe(201);
      const saved = await api("PUT", `${url}/${created.body.id}`, { token: editor, body: { ...body, slug: "nume-nou", updated_at: created.body.updated_at } });
      expect(saved.status).toBe(200);
      expect(await byFrom(`${prefix}/nume-vechi`)).toMatchObject({ to: `${prefix}/nume-nou`, code: 301 });
    }
  });

  it("a draft's slug change leaves no redirect (its URL was never public)", async () => {
    const draft = await api<BlogPost>("POST", "/api/blog", { token: editor, body: { title: "Ciornă", slug: "ciorna-veche", status: "draft" } });
    await api("PUT", `/api/blog/${draft.body.id}`, { token: editor, body: { ...draft.body, slug: "ciorna-noua" } });
    expect(await byFrom("/blog/ciorna-veche")).toBeUndefined();
  });

  it("imports a CSV from the old site, keeps the good rows and lists the bad ones; exports the same format", async () => {
    const csv = [
      "from,to,code",
      "/2019/05/articol-vechi/,/blog/ghid-linkuri-vechi,301",
      '"/categorie/seo","/blog?category=SEO",302',
      "/pagina-stearsa,,410",
      "fara-slash,/blog,301",
      "/contact,/blog,301",
      "/bucla,/bucla,301",
      "/cod-gresit,/blog,999",
    ].join("\r\n");
    const res = await api<RedirectImportResult>("POST", "/api/redirects/import", {
      token: admin,
      headers: { "content-type": "text/csv" },
      raw: `\uFEFF${csv}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.saved).toBe(3);
    expect(res.body.refused).toEqual([
      { line: 5, from: "fara-slash", message: REDIRECT_MSG.fromPath },
      { line: 6, from: "/contact", message: REDIRECT_MSG.fromLive },
      { line: 7, from: "/bucla", message: REDIRECT_MSG.toSelf },
      { line: 8, from: "/cod-gresit", message: REDIRECT_MSG.code },
    ]);
    expect(await byFrom("/2019/05/articol-vechi")).toMatchObject({ to: "/blog/ghid-linkuri-vechi", code: 301 });
    expect(await byFrom("/categorie/seo")).toMatchObject({ to: "/blog?category=SEO", code: 302 });

    const exported = await api<string>("GET", "/api/redirects/export", { token: admin });
    expect(exported.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(exported.headers.get("content-disposition")).toMatch(/attachment; filename="redirectionari-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = exported.body.split("\r\n");
    expect(lines[0]).toBe('"from","to","code"');
    expect(lines).toContain('"/pagina-stearsa","","410"');

    // The export imports again as it is: nothing refused, nothing new.
    const before = (await api<RedirectList>("GET", "/api/redirects", { token: admin })).body.total;
    const again = await api<RedirectImportResult>("POST", "/api/redirects/import", { token: admin, headers: { "content-type": "text/csv" }, raw: exported.body });
    expect(again.body.refused).toEqual([]);
    expect((await api<RedirectList>("GET", "/api/redirects", { token: admin })).body.total).toBe(before);
  });

  it("refuses an import that is not CSV, is over 1 MB, or holds no row", async () => {
    const json = await api<ErrorBody>("POST", "/api/redirects/import", { token: admin, body: { from: "/a" } });
    expect([json.status, json.body.message]).toEqual([415, REDIRECT_MSG.csvType]);
    const huge = await api<ErrorBody>("POST", "/api/redirects/import", { token: admin, headers: { "content-type": "text/csv" }, raw: `/a,/b,301\r\n`.repeat(200_000) });
    expect(huge.status).toBe(413);
    const empty = await api<ErrorBody>("POST", "/api/redirects/import", { token: admin, headers: { "content-type": "text/csv" }, raw: "from,to,code\r\n" });
    expect([empty.status, empty.body.message]).toEqual([422, REDIRECT_MSG.csvEmpty]);
  });
});
