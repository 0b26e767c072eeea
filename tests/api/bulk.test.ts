import type { BlogPost } from "@/lib/dto/blog";
import type { BulkResult } from "@/lib/server/bulk";
import type { TrashItem } from "@/lib/dto/trash";
import { MSG } from "@/lib/validation/common";
import { api, tokens } from "../support/api";

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

const draft = async (slug: string, complete = true) =>
  (
    await api<BlogPost>("POST", "/api/blog", {
      token: editor,
      body: complete
        ? { title: `Articol ${slug}`, slug, status: "draft", excerpt: "Rezumat.", content: "<p>Text</p>", categories: ["SEO"], metaTitle: "Titlu", metaDescription: "Descriere." }
        : { title: `Articol ${slug}`, slug, status: "draft" },
    })
  ).body;

describe("bulk actions on a list", () => {
  it("publishes each selected item by its own rules and says which one failed and why", async () => {
    const ready = await draft("gata-de-publicare");
    const incomplete = await draft("fara-rezumat", false);
    const res = await api<{ results: BulkResult[] }>("POST", "/api/blog/bulk", { token: editor, body: { action: "publish", ids: [ready.id, incomplete.id] } });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: ready.id, ok: true },
      { id: incomplete.id, ok: false, message: MSG.required },
    ]);
    expect((await api<BlogPost>("GET", `/api/blog/${ready.id}`)).body.status).toBe("published");
    expect((await api<BlogPost>("GET", `/api/blog/${incomplete.id}`, { token: editor })).body.status).toBe("draft");
  });

  it("moves to draft, and deletes into the trash only for those who may delete", async () => {
    const one = await draft("de-sters-unu");
    const two = await draft("de-sters-doi");
    expect((await api("POST", "/api/blog/bulk", { token: editor, body: { action: "delete", ids: [one.id] } })).status).toBe(403);
    const res = await api<{ results: BulkResult[] }>("POST", "/api/blog/bulk", { token: admin, body: { action: "delete", ids: [one.id, two.id, 999999] } });
    expect(res.body.results.map((r) => r.ok)).toEqual([true, true, false]);
    const trash = (await api<{ items: TrashItem[] }>("GET", "/api/trash", { token: admin })).body.items;
    expect(trash.filter((i) => [String(one.id), String(two.id)].includes(i.entity_id)).length).toBe(2);
  });

  it("refuses an unknown action or an empty selection in Romanian", async () => {
    expect((await api<{ message: string }>("POST", "/api/blog/bulk", { token: editor, body: { action: "arhivează", ids: [1] } })).body.message).toBe("Acțiunea trebuie să fie publish, draft sau delete.");
    expect((await api<{ message: string }>("POST", "/api/blog/bulk", { token: editor, body: { action: "draft", ids: [] } })).status).toBe(422);
  });
});
