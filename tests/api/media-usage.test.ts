import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { api, tokens } from "../support/api";

const IMG = (n: number) => `5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8${n}.png`;
let editor: string;
let admin: string;

async function usage() {
  const db = await getDb();
  const result = await db.execute(sql`select filename, kind, item_id, field from media_usage order by filename, kind, field`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ filename: string; kind: string; item_id: string; field: string }>;
  return rows.map((r) => `${r.filename.slice(-7)} ${r.kind} ${r.field}`);
}

beforeAll(async () => ({ editor, admin } = await tokens()));

describe("where each image is used (media_usage)", () => {
  it("follows the images of an article's fields through its saves and its delete", async () => {
    const body = {
      title: "Articol cu imagini",
      excerpt: "Rezumat.",
      content: `<p>Text</p><img src="/uploads/${IMG(1)}" alt="Unu"><img src="/uploads/${IMG(2)}" alt="Doi"><img src="/uploads/${IMG(1)}" alt="Din nou">`,
      categories: ["SEO"],
      featuredImage: `/uploads/${IMG(3)}`,
      status: "draft",
      metaTitle: "M",
      metaDescription: "D",
    };
    const created = await api<{ id: number; updated_at: string }>("POST", "/api/blog", { token: editor, body });
    expect(created.status).toBe(201);
    expect(await usage()).toEqual(["a81.png blog content", "a82.png blog content", "a83.png blog featured_image"]);
    const saved = await api("PUT", `/api/blog/${created.body.id}`, { token: editor, body: { ...body, content: "<p>Fără imagini</p>", updated_at: created.body.updated_at } });
    expect(saved.status).toBe(200);
    expect(await usage()).toEqual(["a83.png blog featured_image"]);
    expect((await api("DELETE", `/api/blog/${created.body.id}`, { token: admin })).status).toBe(200);
    expect(await usage()).toEqual([]);
  });
});
