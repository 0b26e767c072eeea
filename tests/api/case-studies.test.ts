import sharp from "sharp";
import fc from "fast-check";
import { api, tokens } from "../support/api";

type CaseStudy = {
  id: number;
  title: string;
  slug: string;
  content?: string;
  excerpt: string;
  industry: string;
  services: string;
  status: string;
  metaTitle: string;
  metaDescription: string;
  date: string | null;
  created_at: string;
  updated_at: string;
};
type List = { caseStudies: CaseStudy[]; totalPages: number };
type Failure = { message: string; errors?: Record<string, string> };

const REQUIRED = "Acest câmp este obligatoriu";

const complete = {
  title: "Campanie PPC pentru o clinică dentară",
  content: "<p>Rezultate <strong>excelente</strong></p><img src=x onerror=alert(1)><script>alert(1)</script>",
  excerpt: "Am triplat programările online în trei luni.",
  perioada: "Ianuarie - Martie 2026",
  industry: "Medical",
  services: ["PPC", " SEO "],
  client: "Clinica Zâmbet",
  status: "published",
  metaTitle: "Campanie PPC clinică",
  metaDescription: "Studiu de caz PPC",
};

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

async function multipart(form: FormData): Promise<{ raw: ArrayBuffer; headers: Record<string, string> }> {
  const request = new Request("http://x", { method: "POST", body: form });
  return { raw: await request.arrayBuffer(), headers: { "content-type": request.headers.get("content-type") as string } };
}

describe("case studies API", () => {
  it("creates a published case study: sanitized content, generated slug, services as a string, date set", async () => {
    const before = Date.now();
    const res = await api<CaseStudy>("POST", "/api/case-studies", { token: editor, body: complete });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: "campanie-ppc-pentru-o-clinica-dentara",
      services: "PPC, SEO",
      content: '<p>Rezultate <strong>excelente</strong></p><img src="x" />',
      metaTitle: "Campanie PPC clinică",
      client: "Clinica Zâmbet",
    });
    expect(Date.parse(res.body.date as string)).toBeGreaterThanOrEqual(before - 1000);

    const bySlug = await api<CaseStudy>("GET", "/api/case-studies/campanie-ppc-pentru-o-clinica-dentara");
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.id).toBe(res.body.id);
    const list = await api<List>("GET", "/api/case-studies");
    expect(list.body.totalPages).toBe(1);
    expect(list.body.caseStudies.map((c) => c.slug)).toEqual(["campanie-ppc-pentru-o-clinica-dentara"]);
    expect(list.body.caseStudies[0]).not.toHaveProperty("content");
    expect(list.body.caseStudies[0].services).toBe("PPC, SEO");
  });

  it("accepts services as a comma string", async () => {
    const res = await api<CaseStudy>("POST", "/api/case-studies", {
      token: editor,
      body: { ...complete, title: "Rebranding magazin online", services: "Branding,  Web Development ,", metaTitle: "", metaDescription: "" },
    });
    expect(res.status).toBe(201);
    expect(res.body.services).toBe("Branding, Web Development");
  });

  it("defaults blank meta fields to the title and the excerpt, truncated at a word boundary", async () => {
    const title = "Strategie completă de marketing online pentru un lanț de farmacii din Transilvania";
    const excerpt = `${"Creștere organică a traficului ".repeat(6)}și a vânzărilor.`;
    const res = await api<CaseStudy>("POST", "/api/case-studies", {
      token: editor,
      body: { ...complete, title, excerpt, metaTitle: " ", metaDescription: null },
    });
    expect(res.status).toBe(201);
    expect(res.body.metaTitle).toBe("Strategie completă de marketing online pentru un lanț de");
    expect(res.body.metaTitle.length).toBeLessThanOrEqual(60);
    expect(res.body.metaDescription.length).toBeLessThanOrEqual(150);
    expect(excerpt.startsWith(res.body.metaDescription)).toBe(true);
    expect(res.body.metaDescription.endsWith(" ")).toBe(false);
    expect(excerpt.charAt(res.body.metaDescription.length)).toBe(" ");

    const short = await api<CaseStudy>("POST", "/api/case-studies", {
      token: editor,
      body: { title: "Ciornă scurtă", excerpt: "Pe scurt." },
    });
    expect(short.body).toMatchObject({ metaTitle: "Ciornă scurtă", metaDescription: "Pe scurt.", status: "draft" });
    expect(short.body.date).not.toBeNull();
  });

  it("sets date to the time of every save", async () => {
    const created = await api<CaseStudy>("POST", "/api/case-studies", { token: editor, body: { title: "Data salvării" } });
    await new Promise((r) => setTimeout(r, 20));
    const saved = await api<CaseStudy>("PUT", `/api/case-studies/${created.body.id}`, {
      token: editor,
      body: { title: "Data salvării", slug: created.body.slug, updated_at: created.body.updated_at },
    });
    expect(saved.status).toBe(200);
    expect(Date.parse(saved.body.date as string)).toBeGreaterThan(Date.parse(created.body.date as string));
  });

  it("reports the Romanian messages when publishing incomplete content", async () => {
    const res = await api<Failure>("POST", "/api/case-studies", {
      token: editor,
      body: { title: "", slug: "Cu Spații", status: "published", metaTitle: "x".repeat(61), metaDescription: "d".repeat(151) },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: REQUIRED,
      slug: "Slug-ul trebuie să conțină doar litere mici (a-z), cifre și cratime. Nu sunt permise spații, caractere speciale sau litere cu diacritice.",
      content: REQUIRED,
      excerpt: REQUIRED,
      perioada: REQUIRED,
      industry: REQUIRED,
      services: REQUIRED,
      metaTitle: "Meta titlul nu poate depăși 60 de caractere",
      metaDescription: "Meta descrierea nu poate depăși 150 de caractere",
    });
    // With neither a title nor an excerpt there is nothing to default the meta fields from.
    const blankMeta = await api<Failure>("POST", "/api/case-studies", { token: editor, body: { status: "published" } });
    expect(blankMeta.body.errors).toMatchObject({ title: REQUIRED, metaTitle: REQUIRED, metaDescription: REQUIRED });
    const draft = await api<Failure>("POST", "/api/case-studies", { token: editor, body: { services: [1, 2] } });
    expect(draft.body.errors).toEqual({ title: REQUIRED, slug: REQUIRED, services: "Valoarea trebuie să fie text" });
    const reserved = await api<Failure>("POST", "/api/case-studies", { token: editor, body: { title: "Header" } });
    expect(reserved.body.errors?.slug).toBe("Acest slug este rezervat de sistem. Vă rugăm să alegeți altul.");
  });

  it("keeps drafts away from anonymous callers, by id and by slug", async () => {
    const draft = await api<CaseStudy>("POST", "/api/case-studies", { token: editor, body: { title: "Studiu secret" } });
    expect(draft.status).toBe(201);
    for (const key of [draft.body.id, draft.body.slug]) {
      const anon = await api<Failure>("GET", `/api/case-studies/${key}`);
      expect(anon.status).toBe(404);
      expect(anon.body.message).toBe("Studiul de caz nu a fost găsit.");
      expect((await api("GET", `/api/case-studies/${key}`, { token: editor })).status).toBe(200);
    }
    const anon = await api<List>("GET", "/api/case-studies?publishedOnly=false");
    expect(anon.body.caseStudies.some((c) => c.status === "draft")).toBe(false);
    const staff = await api<List>("GET", "/api/case-studies?publishedOnly=false", { token: editor });
    expect(staff.body.caseStudies.some((c) => c.slug === "studiu-secret")).toBe(true);
    const staffDefault = await api<List>("GET", "/api/case-studies", { token: editor });
    expect(staffDefault.body.caseStudies.some((c) => c.status === "draft")).toBe(false);
    const header = await api<Array<Record<string, unknown>>>("GET", "/api/case-studies/header", { token: editor });
    expect(header.body.map((h) => h.slug)).not.toContain("studiu-secret");
    expect(header.body[0]).toEqual({ id: expect.any(Number), title: expect.any(String), slug: expect.any(String) });
  });

  it("paginates with { caseStudies, totalPages }: 9 per page by default, perPage on request", async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await api("POST", "/api/case-studies", {
        token: editor,
        body: { ...complete, title: `Paginare ${i}`, industry: i % 2 ? "Retail" : "Imobiliare" },
      });
      expect(res.status).toBe(201);
    }
    // 13 published in all: the first test's, the comma-string one, the long-meta one and these 10.
    const first = await api<List>("GET", "/api/case-studies?page=1");
    expect(Object.keys(first.body).sort()).toEqual(["caseStudies", "page", "total", "totalPages"]);
    expect(first.body.caseStudies).toHaveLength(9);
    expect(first.body.totalPages).toBe(2);
    expect(first.body.caseStudies[0].title).toBe("Paginare 10");
    const second = await api<List>("GET", "/api/case-studies?page=2");
    expect(second.body.caseStudies).toHaveLength(4);
    const small = await api<List>("GET", "/api/case-studies?page=3&perPage=5");
    expect(small.body.caseStudies).toHaveLength(3);
    expect(small.body.totalPages).toBe(3);

    const retail = await api<List>("GET", "/api/case-studies?industry=retail");
    expect(retail.body.caseStudies.map((c) => c.title)).toEqual(["Paginare 9", "Paginare 7", "Paginare 5", "Paginare 3", "Paginare 1"]);
    expect((await api<List>("GET", "/api/case-studies?industry=Reta")).body.caseStudies).toEqual([]);
    const search = await api<List>("GET", "/api/case-studies?search=rebranding", { token: editor });
    expect(search.body.caseStudies.map((c) => c.title)).toEqual(["Rebranding magazin online"]);
    expect((await api<List>("GET", "/api/case-studies?search=%25")).body.caseStudies).toEqual([]);
  });

  it("rejects a duplicate slug and a stale save with 409, overwriting nothing", async () => {
    const dup = await api<Failure>("POST", "/api/case-studies", { token: editor, body: complete });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain("duplicate slug");
    const created = await api<CaseStudy>("POST", "/api/case-studies", { token: editor, body: { title: "Versiuni" } });
    const first = await api<CaseStudy>("PUT", `/api/case-studies/${created.body.id}`, {
      token: editor,
      body: { title: "Versiuni 2", slug: created.body.slug, updated_at: created.body.updated_at },
    });
    expect(first.status).toBe(200);
    const second = await api<Failure>("PUT", `/api/case-studies/${created.body.id}`, {
      token: admin,
      body: { title: "Versiuni 3", slug: created.body.slug, updated_at: created.body.updated_at },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain("modificat de altcineva");
    const stored = await api<CaseStudy>("GET", `/api/case-studies/${created.body.id}`, { token: admin });
    expect(stored.body.title).toBe("Versiuni 2");
    const renameToTaken = await api<Failure>("PUT", `/api/case-studies/${created.body.id}`, {
      token: editor,
      body: { title: "Versiuni", slug: "campanie-ppc-pentru-o-clinica-dentara" },
    });
    expect(renameToTaken.status).toBe(409);
    expect(renameToTaken.body.message).toContain("duplicate slug");
  });

  it("lets only admins delete", async () => {
    const created = await api<CaseStudy>("POST", "/api/case-studies", { token: editor, body: { title: "De șters" } });
    expect((await api("DELETE", `/api/case-studies/${created.body.id}`, { token: editor })).status).toBe(403);
    expect((await api("DELETE", `/api/case-studies/${created.body.id}`)).status).toBe(401);
    const del = await api<{ message: string }>("DELETE", `/api/case-studies/${created.body.id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe("Studiul de caz a fost șters.");
    const gone = await api<Failure>("GET", `/api/case-studies/${created.body.id}`, { token: admin });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("Studiul de caz nu a fost găsit.");
  });

  it("uploads a real image and refuses a text file named .jpg", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#ff0000" } }).png().toBuffer();
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "poza.png");
    const ok = await api<{ filename: string; url: string }>("POST", "/api/case-studies/upload", { token: editor, ...(await multipart(form)) });
    expect(ok.status).toBe(201);
    expect(ok.body.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(ok.body.url).toBe(`/uploads/${ok.body.filename}`);

    const fake = new FormData();
    fake.append("image", new Blob(["<html><script>alert(1)</script></html>"], { type: "image/jpeg" }), "poza.jpg");
    const bad = await api<Failure>("POST", "/api/case-studies/upload", { token: editor, ...(await multipart(fake)) });
    expect(bad.status).toBe(415);
    expect(bad.body.message).toBe("Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise.");
    expect((await api("POST", "/api/case-studies/upload", { ...(await multipart(form)) })).status).toBe(401);
  });

  it("answers random bodies with a validation error or a success, never a 500", async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.constant("published"));
    const body = fc.dictionary(fc.constantFrom("title", "slug", "status", "services", "excerpt", "metaTitle", "metaDescription", "content", "updated_at"), value);
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await api("POST", "/api/case-studies", { token: editor, body: b });
        expect([201, 409, 422]).toContain(res.status);
      }),
      { numRuns: 60 },
    );
  });
});
