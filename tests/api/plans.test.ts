import fc from "fast-check";
import { api, tokens } from "../support/api";

type Plan = {
  uuid: string;
  name: string;
  price: string;
  description: string;
  plan_type: string;
  category_id: number | null;
  category_name: string | null;
  status: string;
  created_at: string;
  updated_at: string;
};
type Category = { id: number; name: string };
type ErrorBody = { message: string; errors?: Record<string, string> };

const REQUIRED = "Acest câmp este obligatoriu";
const NOT_FOUND = "Pachetul nu a fost găsit.";

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

async function category(name: string): Promise<Category> {
  const res = await api<Category>("POST", "/api/categories", { token: editor, body: { name } });
  expect(res.status).toBe(201);
  return res.body;
}

const plan = (extra: Record<string, unknown> = {}) => ({
  name: "SEO Start",
  price: "500 €/lună",
  description: "<p>Audit <strong>complet</strong></p><script>alert(1)</script>",
  planType: "featured",
  status: "published",
  ...extra,
});

describe("admin plan list", () => {
  it("pages newest first with 10 per page by default, drafts included", async () => {
    const names: string[] = [];
    for (let i = 1; i <= 12; i++) {
      const name = `Pagina ${String(i).padStart(2, "0")}`;
      names.push(name);
      const res = await api("POST", "/api/packages", { token: editor, body: plan({ name, status: i % 2 ? "draft" : "published" }) });
      expect(res.status).toBe(201);
      await new Promise((r) => setTimeout(r, 2));
    }
    const first = await api<{ packages: Plan[]; totalPages: number }>("GET", "/api/packages/admin", { token: editor });
    expect(first.status).toBe(200);
    expect(first.body.totalPages).toBe(2);
    expect(first.body.packages).toHaveLength(10);
    expect(first.body.packages.map((p) => p.name)).toEqual(names.slice(2).reverse());
    expect(first.body.packages.some((p) => p.status === "draft")).toBe(true);

    const second = await api<{ packages: Plan[]; totalPages: number }>("GET", "/api/packages/admin?page=2&perPage=10", { token: editor });
    expect(second.body.packages.map((p) => p.name)).toEqual(["Pagina 02", "Pagina 01"]);
    expect(second.body.totalPages).toBe(2);

    const custom = await api<{ packages: Plan[]; totalPages: number }>("GET", "/api/packages/admin?page=abc&perPage=5", { token: admin });
    expect(custom.body.packages.map((p) => p.name)).toEqual(names.slice(7).reverse());
    expect(custom.body.totalPages).toBe(3);
  });
});

describe("plan categories", () => {
  it("creates trimmed categories, lists them by name and refuses duplicates regardless of case", async () => {
    const ppc = await category("  PPC  ");
    expect(ppc.name).toBe("PPC");
    await category("Branding");
    const dup = await api<ErrorBody>("POST", "/api/categories", { token: editor, body: { name: "ppc" } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("Categoria există deja. Alegeți un alt nume.");
    const list = await api<Category[]>("GET", "/api/categories");
    expect(list.status).toBe(200);
    expect(list.body.map((c) => c.name)).toEqual(["Branding", "PPC"]);
    expect(Object.keys(list.body[0]).sort()).toEqual(["id", "name"]);
  });

  it("requires a non-blank name and a signed-in caller", async () => {
    const blank = await api<ErrorBody>("POST", "/api/categories", { token: editor, body: { name: "   " } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: "Numele categoriei este obligatoriu" });
    expect((await api("POST", "/api/categories", { body: { name: "Anonim" } })).status).toBe(401);
  });

  it("refuses to delete a category used by a plan and keeps it", async () => {
    const seo = await category("SEO Local");
    const created = await api<Plan>("POST", "/api/packages", { token: editor, body: plan({ category_id: seo.id }) });
    expect(created.status).toBe(201);
    const del = await api<ErrorBody>("DELETE", `/api/categories/${seo.id}`, { token: admin });
    expect(del.status).toBe(409);
    expect(del.body.message).toBe("Categoria nu poate fi ștearsă deoarece este folosită de unul sau mai multe pachete.");
    const list = await api<Category[]>("GET", "/api/categories");
    expect(list.body.map((c) => c.id)).toContain(seo.id);

    const unused = await category("De șters");
    expect((await api("DELETE", `/api/categories/${unused.id}`, { token: editor })).status).toBe(200);
    const after = await api<Category[]>("GET", "/api/categories");
    expect(after.body.map((c) => c.id)).not.toContain(unused.id);
    const again = await api<ErrorBody>("DELETE", `/api/categories/${unused.id}`, { token: editor });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Categoria nu a fost găsită.");
    expect((await api("DELETE", "/api/categories/abc", { token: editor })).status).toBe(404);
  });
});

describe("plans API", () => {
  it("creates a plan with its category name and sanitized description", async () => {
    const dev = await category("Development");
    const res = await api<Plan>("POST", "/api/packages", { token: editor, body: plan({ category_id: String(dev.id) }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "SEO Start",
      price: "500 €/lună",
      description: "<p>Audit <strong>complet</strong></p>",
      plan_type: "featured",
      category_id: dev.id,
      category_name: "Development",
      status: "published",
    });
    expect(res.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(res.body.updated_at)).not.toBeNaN();
    const fetched = await api<Plan>("GET", `/api/packages/${res.body.uuid}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(res.body);
  });

  it("defaults to a draft complete package and accepts plan_type as an alias", async () => {
    const res = await api<Plan>("POST", "/api/packages", {
      token: editor,
      body: { name: "Pachet complet", price: "2000 €", description: "<p>Tot</p>", plan_type: "recommended", category_id: "" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "draft", plan_type: "recommended", category_id: null, category_name: null });
    const none = await api<Plan>("POST", "/api/packages", {
      token: editor,
      body: { name: "Fără tip", price: "1 €", description: "<p>x</p>", category_id: null },
    });
    expect(none.body.plan_type).toBe("none");
  });

  it("requires name, price and description even for drafts, with Romanian messages", async () => {
    const res = await api<ErrorBody>("POST", "/api/packages", {
      token: editor,
      body: { name: "  ", description: "<p></p>", status: "draft", planType: "gold" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: REQUIRED,
      price: REQUIRED,
      description: REQUIRED,
      planType: "Tipul planului trebuie să fie featured, recommended sau none",
    });
    expect(res.body.message).toBe(REQUIRED);
  });

  it("rejects an unknown or malformed category as a field error", async () => {
    const missing = await api<ErrorBody>("POST", "/api/packages", { token: editor, body: plan({ category_id: 999999 }) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.category_id).toBe(
      "Categoria selectată nu există. Reîncărcați pagina și alegeți altă categorie.",
    );
    const bad = await api<ErrorBody>("POST", "/api/packages", { token: editor, body: plan({ category_id: "abc" }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.category_id).toBe("Categoria selectată nu este validă");
    const huge = await api<ErrorBody>("POST", "/api/packages", { token: editor, body: plan({ category_id: 1e12 }) });
    expect(huge.status).toBe(422);
  });

  it("lists only published plans publicly, grouped by category with complete packages last", async () => {
    const zeta = await category("Zeta");
    const alfa = await category("Alfa");
    await api("POST", "/api/packages", { token: editor, body: plan({ name: "Z1", category_id: zeta.id }) });
    await api("POST", "/api/packages", { token: editor, body: plan({ name: "Complet", category_id: null }) });
    await api("POST", "/api/packages", { token: editor, body: plan({ name: "A1", category_id: alfa.id }) });
    await api("POST", "/api/packages", { token: editor, body: plan({ name: "Ascuns", category_id: alfa.id, status: "draft" }) });
    const res = await api<Plan[]>("GET", "/api/packages/public");
    expect(res.status).toBe(200);
    expect(res.body.every((p) => p.status === "published")).toBe(true);
    const names = res.body.map((p) => p.name);
    expect(names).not.toContain("Ascuns");
    expect(names.indexOf("A1")).toBeLessThan(names.indexOf("Z1"));
    expect(names.indexOf("Z1")).toBeLessThan(names.indexOf("Complet"));
    expect(res.body.find((p) => p.name === "A1")?.category_name).toBe("Alfa");
    const lastCategorised = Math.max(...res.body.map((p, i) => (p.category_id === null ? -1 : i)));
    const firstComplete = res.body.findIndex((p) => p.category_id === null);
    expect(firstComplete).toBeGreaterThan(lastCategorised);
  });

  it("hides drafts from anonymous callers; a malformed uuid is a 404, not a 500", async () => {
    const draft = await api<Plan>("POST", "/api/packages", { token: editor, body: plan({ name: "Ciornă", status: "draft" }) });
    const anon = await api<ErrorBody>("GET", `/api/packages/${draft.body.uuid}`);
    expect(anon.status).toBe(404);
    expect(anon.body.message).toBe(NOT_FOUND);
    expect((await api<Plan>("GET", `/api/packages/${draft.body.uuid}`, { token: editor })).body.name).toBe("Ciornă");
    for (const id of ["nu-e-uuid", "123", "00000000-0000-0000-0000-000000000000"]) {
      const res = await api<ErrorBody>("GET", `/api/packages/${id}`, { token: admin });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
    expect((await api("PUT", "/api/packages/nu-e-uuid", { token: admin, body: plan() })).status).toBe(404);
    expect((await api("DELETE", "/api/packages/nu-e-uuid", { token: admin })).status).toBe(404);
  });

  it("updates a plan, detects stale saves and lets only admins delete", async () => {
    const cat = await category("Social Media");
    const created = await api<Plan>("POST", "/api/packages", { token: editor, body: plan({ name: "Social" }) });
    const updated = await api<Plan>("PUT", `/api/packages/${created.body.uuid}`, {
      token: editor,
      body: plan({ name: "Social Pro", category_id: cat.id, planType: "none", updated_at: created.body.updated_at }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Social Pro", category_id: cat.id, category_name: "Social Media", plan_type: "none" });
    const stale = await api<ErrorBody>("PUT", `/api/packages/${created.body.uuid}`, {
      token: admin,
      body: plan({ name: "Suprascris", updated_at: created.body.updated_at }),
    });
    expect(stale.status).toBe(409);
    expect((await api<Plan>("GET", `/api/packages/${created.body.uuid}`)).body.name).toBe("Social Pro");

    const missing = await api<ErrorBody>("PUT", "/api/packages/00000000-0000-4000-8000-000000000000", { token: admin, body: plan() });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(NOT_FOUND);

    expect((await api("DELETE", `/api/packages/${created.body.uuid}`, { token: editor })).status).toBe(403);
    const del = await api<ErrorBody>("DELETE", `/api/packages/${created.body.uuid}`, { token: admin });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe("Pachetul a fost șters.");
    expect((await api("GET", `/api/packages/${created.body.uuid}`, { token: admin })).status).toBe(404);
    expect((await api("DELETE", `/api/packages/${created.body.uuid}`, { token: admin })).status).toBe(404);
  });

  it("needs a signed-in caller to write or to see the admin list", async () => {
    expect((await api("POST", "/api/packages", { body: plan() })).status).toBe(401);
    expect((await api("GET", "/api/packages/admin")).status).toBe(401);
  });
});

describe("plans: random input", () => {
  it("never answers a random update of an existing plan with a 500", async () => {
    const created = await api<Plan>("POST", "/api/packages", { token: editor, body: plan({ name: "Aleator" }) });
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()));
    const body = fc.dictionary(
      fc.constantFrom("name", "price", "description", "planType", "plan_type", "category_id", "status", "updated_at"),
      value,
    );
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const res = await api("PUT", `/api/packages/${created.body.uuid}`, { token: editor, body: b });
        return res.status === 200 || res.status === 409 || res.status === 422;
      }),
      { numRuns: 40 },
    );
  });
});
