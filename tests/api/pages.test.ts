import fc from "fast-check";
import { api, tokens } from "../support/api";

type Page = {
  id: number;
  name: string;
  slug: string;
  status: string;
  metaTitle: string;
  metaDescription: string;
  upperContent: string;
  lowerContent: string;
  updated_at: string;
};
type Failure = { message: string; errors?: Record<string, string> };

const despreNoi = {
  name: "Despre noi",
  slug: "despre-noi",
  status: "published",
  metaTitle: "Despre agenția noastră",
  metaDescription: "Cine suntem și cum lucrăm.",
  upperContent: "<h2>Echipa</h2><script>alert(1)</script>",
  lowerContent: '<p>Text <a href="javascript:alert(1)">link</a></p><iframe srcdoc="x"></iframe>',
};

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

describe("pages API", () => {
  it("creates a published page with sanitized content and serves it by slug and by id", async () => {
    const res = await api<Page>("POST", "/api/pages", { token: editor, body: despreNoi });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Despre noi", slug: "despre-noi", status: "published" });
    expect(res.body.upperContent).toBe("<h2>Echipa</h2>");
    expect(res.body.lowerContent).toBe("<p>Text <a>link</a></p>");
    expect(Number.isNaN(Date.parse(res.body.updated_at))).toBe(false);

    const bySlug = await api<Page>("GET", "/api/pages/despre-noi");
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ id: res.body.id, metaTitle: "Despre agenția noastră" });
    const byId = await api<Page>("GET", `/api/pages/${res.body.id}`);
    expect(byId.body.slug).toBe("despre-noi");
    const byIdRoute = await api<Page>("GET", `/api/pages/id/${res.body.id}`);
    expect(byIdRoute.body.slug).toBe("despre-noi");
  });

  it("generates a blank slug from the name", async () => {
    const res = await api<Page>("POST", "/api/pages", { token: editor, body: { name: "Politica de Confidențialitate", slug: "  " } });
    expect(res.status).toBe(201);
    expect(res.body.slug).toBe("politica-de-confidentialitate");
    expect(res.body.status).toBe("draft");
  });

  it("reports the Romanian messages when publishing an incomplete page", async () => {
    const res = await api<Failure>("POST", "/api/pages", {
      token: editor,
      body: { name: "  ", status: "published", metaDescription: "d".repeat(151) },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: "Numele paginii este obligatoriu",
      slug: "Slug-ul este obligatoriu",
      metaTitle: "Acest câmp este obligatoriu",
      metaDescription: "Meta descrierea nu poate depăși 150 de caractere",
    });

    const format = await api<Failure>("POST", "/api/pages", {
      token: editor,
      body: { name: "Tarife", slug: "Tarife Noi", status: "published", metaTitle: "t".repeat(61), metaDescription: "ok" },
    });
    expect(format.status).toBe(422);
    expect(format.body.errors).toEqual({
      slug: "Slug-ul trebuie să conțină doar litere mici (a-z), cifre și cratime. Nu sunt permise spații, caractere speciale sau litere cu diacritice.",
      metaTitle: "Meta titlul nu poate depăși 60 de caractere",
    });
  });

  it("requires a name even for a draft", async () => {
    const res = await api<Failure>("POST", "/api/pages", { token: editor, body: { slug: "fara-nume" } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ name: "Numele paginii este obligatoriu" });
  });

  it("refuses slugs that belong to system addresses but allows the fixed public routes", async () => {
    for (const slug of ["api", "uploads", "published", "404"]) {
      const res = await api<Failure>("POST", "/api/pages", { token: editor, body: { name: "Sistem", slug } });
      expect(res.status).toBe(422);
      expect(res.body.errors?.slug).toBe("Acest slug este rezervat pentru o adresă a sistemului. Vă rugăm să alegeți altul.");
    }
    const fromName = await api<Failure>("POST", "/api/pages", { token: editor, body: { name: "API" } });
    expect(fromName.status).toBe(422);
    const digits = await api<Failure>("POST", "/api/pages", { token: editor, body: { name: "2026" } });
    expect(digits.body.errors?.slug).toBe("Slug-ul nu poate conține doar cifre, deoarece ar fi confundat cu un identificator.");
    for (const slug of ["blog", "tarife", "contact", "echipa", "studii-de-caz"]) {
      const res = await api<Page>("POST", "/api/pages", { token: editor, body: { name: slug, slug } });
      expect(res.status).toBe(201);
    }
  });

  it("keeps drafts away from anonymous callers, by id and by slug", async () => {
    const draft = await api<Page>("POST", "/api/pages", { token: editor, body: { name: "Ciornă secretă" } });
    expect(draft.status).toBe(201);
    for (const url of [`/api/pages/${draft.body.id}`, `/api/pages/${draft.body.slug}`, `/api/pages/id/${draft.body.id}`]) {
      const anon = await api<Failure>("GET", url);
      expect(anon.status).toBe(404);
      expect(anon.body.message).toBe("Pagina nu a fost găsită.");
      expect((await api("GET", url, { token: editor })).status).toBe(200);
    }
    const anonList = await api<Page[]>("GET", "/api/pages");
    expect(anonList.body.map((p) => p.slug)).toEqual(["despre-noi"]);
    const published = await api<Page[]>("GET", "/api/pages/published", { token: editor });
    expect(published.body.map((p) => p.slug)).toEqual(["despre-noi"]);
    const staffList = await api<Page[]>("GET", "/api/pages", { token: editor });
    expect(staffList.body.map((p) => p.slug)).toContain("ciorna-secreta");
    expect(staffList.body.find((p) => p.slug === "ciorna-secreta")).toMatchObject({ name: "Ciornă secretă", status: "draft" });
  });

  it("updates by slug or id, renaming the slug, and rejects a duplicate slug with 409", async () => {
    const created = await api<Page>("POST", "/api/pages", { token: editor, body: { name: "Cariere", slug: "cariere" } });
    const renamed = await api<Page>("PUT", "/api/pages/cariere", {
      token: editor,
      body: { name: "Cariere noi", slug: "cariere-noi", updated_at: created.body.updated_at },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: created.body.id, slug: "cariere-noi" });
    expect((await api("GET", "/api/pages/cariere", { token: editor })).status).toBe(404);

    const dup = await api<Failure>("PUT", `/api/pages/${created.body.id}`, {
      token: editor,
      body: { name: "Cariere noi", slug: "despre-noi" },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain("duplicate slug");
    const dupCreate = await api<Failure>("POST", "/api/pages", { token: editor, body: { name: "Despre noi" } });
    expect(dupCreate.status).toBe(409);
    expect(dupCreate.body.message).toContain("duplicate slug");
  });

  it("rejects a stale save with 409 and overwrites nothing", async () => {
    const created = await api<Page>("POST", "/api/pages", { token: editor, body: { name: "Versiuni" } });
    const first = await api<Page>("PUT", `/api/pages/${created.body.id}`, {
      token: editor,
      body: { name: "Versiuni 2", slug: "versiuni", updated_at: created.body.updated_at },
    });
    expect(first.status).toBe(200);
    const second = await api<Failure>("PUT", `/api/pages/${created.body.id}`, {
      token: admin,
      body: { name: "Versiuni 3", slug: "versiuni", updated_at: created.body.updated_at },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain("modificat de altcineva");
    const stored = await api<Page>("GET", `/api/pages/${created.body.id}`, { token: admin });
    expect(stored.body.name).toBe("Versiuni 2");
  });

  it("answers 404 for a missing page and lets only admins delete", async () => {
    expect((await api("PUT", "/api/pages/nu-exista", { token: editor, body: { name: "X" } })).status).toBe(404);
    const created = await api<Page>("POST", "/api/pages", { token: editor, body: { name: "De șters" } });
    expect((await api("DELETE", "/api/pages/de-sters", { token: editor })).status).toBe(403);
    expect((await api("DELETE", "/api/pages/de-sters")).status).toBe(401);
    const del = await api<{ message: string }>("DELETE", `/api/pages/${created.body.id}`, { token: admin });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe("Pagina a fost ștearsă.");
    expect((await api("GET", `/api/pages/${created.body.id}`, { token: admin })).status).toBe(404);
    expect((await api("DELETE", `/api/pages/${created.body.id}`, { token: admin })).status).toBe(404);
  });

  it("does not let anonymous callers write", async () => {
    expect((await api("POST", "/api/pages", { body: { name: "Anonim" } })).status).toBe(401);
    expect((await api("PUT", "/api/pages/despre-noi", { body: { name: "Anonim" } })).status).toBe(401);
  });

  it("answers random bodies with a validation error or a success, never a 500", async () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.constant("published"));
    const body = fc.dictionary(fc.constantFrom("name", "slug", "status", "metaTitle", "metaDescription", "upperContent", "lowerContent", "updated_at"), value);
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await api("POST", "/api/pages", { token: editor, body: b });
        expect([201, 409, 422]).toContain(res.status);
      }),
      { numRuns: 60 },
    );
  });
});
