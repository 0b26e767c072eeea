import sharp from "sharp";
import { api, tokens } from "../support/api";

type Summary = { id: number; title: string; slug: string; status: string; parent_id: number | null; image: string | null; sub_services: Summary[] };
type Service = Summary & { content: string; faqs: Array<{ question: string; answer: string }>; updated_at: string };
type ErrorBody = { message: string; errors?: Record<string, string> };

const REQUIRED = "Acest câmp este obligatoriu";
const NOT_FOUND = "Serviciul nu a fost găsit.";
const HAS_CHILDREN = "Serviciul are sub-servicii. Ștergeți sau mutați mai întâi sub-serviciile.";

const complete = {
  heroText: "Creștem afacerea ta online",
  excerpt: "Rezumatul serviciului.",
  heading: "De ce noi",
  content: "<p>Conținut <strong>bogat</strong></p><script>alert(1)</script>",
  metaTitle: "Serviciu",
  metaDescription: "Descrierea serviciului",
  image: "/uploads/5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b.png",
  status: "published",
};

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

async function create(body: Record<string, unknown>): Promise<Service> {
  const res = await api<Service>("POST", "/api/services", { token: editor, body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function multipart(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request("http://x", { method: "POST", body: form });
  return { raw: await request.arrayBuffer(), headers: { "content-type": request.headers.get("content-type") as string } };
}

describe("services API: writing", () => {
  it("creates a published main service with a generated slug and sanitized content and FAQ answers", async () => {
    const res = await api<Service>("POST", "/api/services", {
      token: editor,
      body: {
        ...complete,
        title: "Optimizare SEO și conținut",
        parent_id: "",
        faqs: [{ question: " Cât durează? ", answer: '<p>Trei luni</p><img src="x" onerror="alert(1)">' }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: "optimizare-seo-si-continut",
      parent_id: null,
      status: "published",
      content: "<p>Conținut <strong>bogat</strong></p>",
      faqs: [{ question: "Cât durează?", answer: '<p>Trei luni</p><img src="x" />' }],
      image: "/uploads/5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b.png",
      sub_services: [],
    });
    expect(Number.isNaN(Date.parse(res.body.updated_at))).toBe(false);
    const stored = await api<Service>("GET", `/api/services/${res.body.slug}`);
    expect(stored.body.faqs).toEqual(res.body.faqs);
  });

  it("requires every published field with the Romanian messages, but only the title for a draft", async () => {
    const res = await api<ErrorBody>("POST", "/api/services", {
      token: editor,
      body: { title: "Incomplet", status: "published", content: "<p></p>", metaTitle: "x".repeat(61), slug: "Cu Spații" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      heroText: REQUIRED,
      excerpt: REQUIRED,
      heading: REQUIRED,
      content: REQUIRED,
      metaTitle: "Meta titlul nu poate depăși 60 de caractere",
      metaDescription: REQUIRED,
      image: REQUIRED,
      slug: "Slug-ul trebuie să conțină doar litere mici (a-z), cifre și cratime. Nu sunt permise spații, caractere speciale sau litere cu diacritice.",
    });
    const long = await api<ErrorBody>("POST", "/api/services", {
      token: editor,
      body: { ...complete, title: "Lung", metaDescription: "y".repeat(151) },
    });
    expect(long.body.errors).toEqual({ metaDescription: "Meta descrierea nu poate depăși 150 de caractere" });
    const untitled = await api<ErrorBody>("POST", "/api/services", { token: editor, body: { status: "draft" } });
    expect(untitled.status).toBe(422);
    expect(untitled.body.errors).toEqual({ title: REQUIRED });
    const draft = await api<Service>("POST", "/api/services", { token: editor, body: { title: "Doar titlu" } });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: "draft", slug: "doar-titlu", image: null, faqs: [] });
  });

  it("keys FAQ errors per item", async () => {
    const res = await api<ErrorBody>("POST", "/api/services", {
      token: editor,
      body: {
        title: "Cu întrebări",
        faqs: [
          { question: "", answer: "<p>Răspuns</p>" },
          { question: "Întrebare?", answer: "<p></p>" },
          { question: "Bună?", answer: "<p>Da</p>" },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      "faqs[0].question": "Întrebarea este obligatorie",
      "faqs[1].answer": "Răspunsul este obligatoriu",
    });
    const wrongShape = await api<ErrorBody>("POST", "/api/services", { token: editor, body: { title: "X", faqs: 5 } });
    expect(wrongShape.status).toBe(422);
    expect(wrongShape.body.errors?.faqs).toBe("Lista de întrebări frecvente nu este validă");
  });

  it("accepts only an existing main service as parent", async () => {
    const main = await create({ title: "Părinte valid" });
    const sub = await create({ title: "Copil valid", parent_id: String(main.id) });
    expect(sub.parent_id).toBe(main.id);

    const cases: Array<[unknown, string]> = [
      [999999, "Serviciul părinte selectat nu există."],
      [sub.id, "Serviciul părinte trebuie să fie un serviciu principal. Un sub-serviciu nu poate avea propriile sub-servicii."],
      ["abc", "Serviciul părinte nu este valid."],
      [-3, "Serviciul părinte nu este valid."],
    ];
    for (const [parent_id, message] of cases) {
      const res = await api<ErrorBody>("POST", "/api/services", { token: editor, body: { title: "Nepot", parent_id } });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message, errors: { parent_id: message } });
    }

    const self = await api<ErrorBody>("PUT", `/api/services/${main.id}`, { token: editor, body: { title: main.title, slug: main.slug, parent_id: main.id } });
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ parent_id: "Un serviciu nu poate fi propriul său părinte." });

    const other = await create({ title: "Alt părinte" });
    const moveMain = await api<ErrorBody>("PUT", `/api/services/${main.id}`, { token: editor, body: { title: main.title, slug: main.slug, parent_id: other.id } });
    expect(moveMain.status).toBe(422);
    expect(moveMain.body.errors?.parent_id).toBe(
      "Acest serviciu are sub-servicii, deci nu poate deveni sub-serviciu. Mutați mai întâi sub-serviciile.",
    );

    // Moving the sub-service to another main service, then making it a main service again, both work.
    const moved = await api<Service>("PUT", `/api/services/${sub.id}`, { token: editor, body: { title: sub.title, slug: sub.slug, parent_id: other.id } });
    expect(moved.status).toBe(200);
    expect(moved.body.parent_id).toBe(other.id);
    const promoted = await api<Service>("PUT", `/api/services/${sub.id}`, { token: editor, body: { title: sub.title, slug: sub.slug, parent_id: null } });
    expect(promoted.body.parent_id).toBeNull();
    const stored = await api<Service>("GET", `/api/services/id/${main.id}`, { token: editor });
    expect(stored.body.sub_services).toEqual([]);
  });

  it("never builds a third level when a sub-service is added while its parent is being moved", async () => {
    const target = await create({ title: "Cursă părinte" });
    const other = await create({ title: "Cursă destinație" });
    const [added, moved] = await Promise.all([
      api("POST", "/api/services", { token: editor, body: { title: "Cursă copil", parent_id: target.id } }),
      api("PUT", `/api/services/${target.id}`, { token: admin, body: { title: target.title, slug: target.slug, parent_id: other.id } }),
    ]);
    // Exactly one of the two wins; the other is refused with a parent_id error.
    const winners = [added.status === 201, moved.status === 200].filter(Boolean);
    expect(winners).toHaveLength(1);
    expect([added.status, moved.status]).toContain(422);
    const stored = await api<Service>("GET", `/api/services/id/${target.id}`, { token: admin });
    if (moved.status === 200) {
      expect(stored.body.parent_id).toBe(other.id);
      expect(stored.body.sub_services).toEqual([]);
    } else {
      expect(stored.body.parent_id).toBeNull();
      expect(stored.body.sub_services.map((s) => s.title)).toEqual(["Cursă copil"]);
    }
  });

  it("puts a new sub-service, and one moved under another parent, after its siblings", async () => {
    const parent = await create({ title: "Părinte ordonat", status: "draft" });
    const first = await create({ title: "Primul copil", status: "draft", parent_id: parent.id });
    const second = await create({ title: "Al doilea copil", status: "draft", parent_id: parent.id });
    const loose = await create({ title: "Mutat mai târziu", status: "draft" });
    const moved = await api<Service>("PUT", `/api/services/${loose.id}`, {
      token: editor,
      body: { title: loose.title, slug: loose.slug, status: "draft", parent_id: parent.id, updated_at: loose.updated_at },
    });
    expect(moved.status).toBe(200);
    const res = await api<Service>("GET", `/api/services/${parent.id}`, { token: editor });
    expect(res.body.sub_services.map((s) => s.id)).toEqual([first.id, second.id, loose.id]);
  });

  it("refuses to delete a service that still has sub-services, and lets only admins delete", async () => {
    const main = await create({ title: "De șters" });
    const sub = await create({ title: "Sub de șters", parent_id: main.id });

    const blocked = await api<ErrorBody>("DELETE", `/api/services/${main.id}`, { token: admin });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(HAS_CHILDREN);
    expect((await api("GET", `/api/services/id/${main.id}`, { token: admin })).status).toBe(200);
    expect((await api("GET", `/api/services/id/${sub.id}`, { token: admin })).status).toBe(200);

    expect((await api("DELETE", `/api/services/${sub.id}`, { token: editor })).status).toBe(403);
    const removed = await api<ErrorBody>("DELETE", `/api/services/${sub.id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Serviciul a fost șters.");
    expect((await api("DELETE", `/api/services/${main.id}`, { token: admin })).status).toBe(200);

    const gone = await api<ErrorBody>("GET", `/api/services/id/${main.id}`, { token: admin });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(NOT_FOUND);
    expect((await api<ErrorBody>("DELETE", `/api/services/${main.id}`, { token: admin })).body.message).toBe(NOT_FOUND);
    expect((await api("DELETE", `/api/services/${main.id}`)).status).toBe(401);
  });

  it("lets editors save an existing service, rejects duplicate slugs and stale saves with 409", async () => {
    const created = await create({ title: "Versiuni serviciu" });
    const first = await api<Service>("PUT", `/api/services/${created.id}`, {
      token: editor,
      body: { ...complete, title: "Versiuni serviciu 2", slug: created.slug, updated_at: created.updated_at },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: "Versiuni serviciu 2", status: "published" });

    const stale = await api<ErrorBody>("PUT", `/api/services/${created.id}`, {
      token: admin,
      body: { title: "Versiuni serviciu 3", slug: created.slug, updated_at: created.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("modificat de altcineva");
    expect((await api<Service>("GET", `/api/services/${created.id}`)).body.title).toBe("Versiuni serviciu 2");

    const dup = await api<ErrorBody>("POST", "/api/services", { token: editor, body: { title: "Altul", slug: created.slug } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain("duplicate slug");

    const missing = await api<ErrorBody>("PUT", "/api/services/999999", { token: editor, body: { title: "Nimic" } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(NOT_FOUND);
    expect((await api("POST", "/api/services", { body: { title: "Anonim" } })).status).toBe(401);
  });
});

describe("services API: reading the tree", () => {
  let seo: Service, seoLocal: Service, seoDraft: Service, ppc: Service, ppcGoogle: Service;

  beforeAll(async () => {
    // A fresh set of titles; the tree also holds what the tests above left behind.
    seo = await create({ ...complete, title: "Arbore SEO", faqs: [{ question: "Ce este SEO?", answer: "<p>Optimizare</p>" }] });
    seoLocal = await create({ ...complete, title: "Arbore SEO local", parent_id: seo.id });
    seoDraft = await create({ title: "Arbore SEO ciornă", parent_id: seo.id });
    ppc = await create({ title: "Arbore PPC ciornă" });
    ppcGoogle = await create({ ...complete, title: "Arbore Google Ads", parent_id: ppc.id });
  });

  const find = (tree: Summary[], id: number) => tree.find((s) => s.id === id);
  const ids = (list: Summary[]) => list.map((s) => s.id);

  it.each(["/api/services", "/api/services/hierarchy"])("%s nests sub-services and hides drafts from anonymous callers", async (url) => {
    const anon = await api<Summary[]>("GET", url);
    expect(anon.status).toBe(200);
    expect(anon.body.every((s) => s.parent_id === null && s.status === "published")).toBe(true);
    expect(find(anon.body, seo.id)).toMatchObject({ title: "Arbore SEO", image: complete.image, status: "published" });
    expect(ids(find(anon.body, seo.id)!.sub_services)).toEqual([seoLocal.id]);
    // A draft main service hides its published sub-service too, and no sub-service appears at the top level.
    expect(find(anon.body, ppc.id)).toBeUndefined();
    expect(find(anon.body, ppcGoogle.id)).toBeUndefined();
    expect(find(anon.body, seoLocal.id)).toBeUndefined();

    const staff = await api<Summary[]>("GET", url, { token: editor });
    expect(ids(find(staff.body, seo.id)!.sub_services)).toEqual([seoLocal.id, seoDraft.id]);
    expect(find(staff.body, ppc.id)!.sub_services.map((s) => [s.title, s.parent_id])).toEqual([["Arbore Google Ads", ppc.id]]);
    expect(staff.body.every((s) => s.parent_id === null)).toBe(true);
  });

  it("lists published main services for the footer and all main services for the parent dropdown", async () => {
    const footer = await api<Array<Record<string, unknown>>>("GET", "/api/services/footer");
    expect(footer.status).toBe(200);
    expect(footer.body).toContainEqual({ id: seo.id, title: "Arbore SEO", slug: seo.slug });
    const footerIds = footer.body.map((s) => s.id);
    expect(footerIds).not.toContain(ppc.id);
    expect(footerIds).not.toContain(seoLocal.id);

    expect((await api("GET", "/api/services/admin-parent-services")).status).toBe(401);
    const parents = await api<Array<Record<string, unknown>>>("GET", "/api/services/admin-parent-services", { token: editor });
    expect(parents.status).toBe(200);
    expect(parents.body).toContainEqual({ id: seo.id, title: "Arbore SEO" });
    expect(parents.body).toContainEqual({ id: ppc.id, title: "Arbore PPC ciornă" });
    expect(parents.body.map((p) => p.id)).not.toContain(seoLocal.id);
    const withoutSelf = await api<Array<{ id: number }>>("GET", `/api/services/admin-parent-services?exclude=${seo.id}`, { token: editor });
    expect(withoutSelf.body.map((p) => p.id)).not.toContain(seo.id);
    expect(withoutSelf.body.map((p) => p.id)).toContain(ppc.id);
  });

  it("returns one service with its FAQs and sub-services, by id and by slug", async () => {
    for (const url of [`/api/services/id/${seo.id}`, `/api/services/${seo.id}`, `/api/services/${seo.slug}`]) {
      const res = await api<Service>("GET", url);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: seo.id, faqs: [{ question: "Ce este SEO?", answer: "<p>Optimizare</p>" }] });
      expect(ids(res.body.sub_services)).toEqual([seoLocal.id]);
    }
    const staff = await api<Service>("GET", `/api/services/${seo.slug}`, { token: editor });
    expect(ids(staff.body.sub_services)).toEqual([seoLocal.id, seoDraft.id]);
  });

  it("answers 404 to anonymous callers for drafts and for sub-services of a draft", async () => {
    for (const s of [seoDraft, ppc, ppcGoogle]) {
      for (const url of [`/api/services/id/${s.id}`, `/api/services/${s.id}`, `/api/services/${s.slug}`]) {
        const res = await api<ErrorBody>("GET", url);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(NOT_FOUND);
        expect((await api("GET", url, { token: editor })).status).toBe(200);
      }
    }
    expect((await api("GET", "/api/services/id/abc")).status).toBe(404);
  });
});

describe("services API: uploads", () => {
  it("stores a real PNG and rejects a text file named .jpg", async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } }).png().toBuffer();
    const ok = await api<{ filename: string; url: string }>("POST", "/api/services/upload", { token: editor, ...(await multipart(png, "poza.png", "image/png")) });
    expect(ok.status).toBe(201);
    expect(ok.body.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(ok.body.url).toBe(`/uploads/${ok.body.filename}`);

    const fake = await api<ErrorBody>("POST", "/api/services/upload", {
      token: editor,
      ...(await multipart(new TextEncoder().encode("nu sunt o imagine"), "poza.jpg", "image/jpeg")),
    });
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe("Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise.");
    expect((await api("POST", "/api/services/upload", await multipart(png, "poza.png", "image/png"))).status).toBe(401);
  });
});
