import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import type { BlogPost } from "@/lib/dto/blog";
import { REVISIONS_KEPT, type RevisionSummary } from "@/lib/server/revisions";
import { api, tokens } from "../support/api";

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

const body = (title: string, slug: string, status = "draft") => ({
  title,
  slug,
  status,
  excerpt: "Rezumat.",
  content: "<p>Text</p>",
  categories: ["SEO"],
  metaTitle: "Titlu",
  metaDescription: "Descriere.",
});

const revisionsOf = async (id: number) => (await api<{ revisions: RevisionSummary[] }>("GET", `/api/blog/${id}/revisions`, { token: editor })).body.revisions;
const logOf = async (id: number) => {
  const db = await getDb();
  return db.select().from(auditLog).where(and(eq(auditLog.entity, "blog"), eq(auditLog.entityId, String(id)))).orderBy(asc(auditLog.id));
};

describe("revisions and the audit log of a save", () => {
  it("keeps every save with its author, newest first, each readable as it was saved; the log names who did what", async () => {
    const created = await api<BlogPost>("POST", "/api/blog", { token: editor, body: body("Prima versiune", "istoric-articol") });
    expect(created.status).toBe(201);
    const second = await api<BlogPost>("PUT", `/api/blog/${created.body.id}`, { token: admin, body: { ...body("A doua versiune", "istoric-articol", "published"), updated_at: created.body.updated_at } });
    expect(second.status).toBe(200);

    const list = await revisionsOf(created.body.id);
    expect(list.map((r) => [r.author_email, r.published])).toEqual([
      ["admin@test.ro", true],
      ["editor@test.ro", false],
    ]);
    const oldest = await api<BlogPost>("GET", `/api/blog/${created.body.id}/revisions/${list[1].id}`, { token: editor });
    expect(oldest.body).toMatchObject({ title: "Prima versiune", status: "draft" });
    expect((await api("GET", `/api/blog/${created.body.id}/revisions/999999`, { token: editor })).status).toBe(404);
    expect((await api("GET", `/api/blog/${created.body.id}/revisions`)).status).toBe(401);

    const log = await logOf(created.body.id);
    expect(log.map((e) => [e.userEmail, e.action, e.summary])).toEqual([
      ["editor@test.ro", "create", "Articol „Prima versiune”: creare"],
      ["admin@test.ro", "publish", "Articol „A doua versiune”: publicare"],
    ]);
    expect(log[1].fields).toEqual(expect.arrayContaining(["title", "status"]));
    expect(log[1].fields).not.toContain("updatedAt");
  });

  it("records nothing for a save that failed, and keeps the last 50 versions of an item", async () => {
    const first = await api<BlogPost>("POST", "/api/blog", { token: editor, body: body("Unu", "istoric-unu") });
    const taken = await api("POST", "/api/blog", { token: editor, body: body("Doi", "istoric-unu") });
    expect(taken.status).toBe(409);
    expect((await logOf(first.body.id)).length).toBe(1);

    let current = first.body;
    for (let i = 0; i < REVISIONS_KEPT + 2; i++) {
      current = (await api<BlogPost>("PUT", `/api/blog/${current.id}`, { token: editor, body: { ...body(`Versiunea ${i}`, "istoric-unu"), updated_at: current.updated_at } })).body;
    }
    const kept = await revisionsOf(current.id);
    expect(kept.length).toBe(REVISIONS_KEPT);
    const newest = await api<BlogPost>("GET", `/api/blog/${current.id}/revisions/${kept[0].id}`, { token: editor });
    expect(newest.body.title).toBe(`Versiunea ${REVISIONS_KEPT + 1}`);
  });

  it("keeps one autosave per person and item, apart from the versions, until that person saves", async () => {
    const post = (await api<BlogPost>("POST", "/api/blog", { token: editor, body: body("Autosalvare", "istoric-autosalvare") })).body;
    const url = `/api/blog/${post.id}/autosave`;
    expect((await api("PUT", url, { token: editor, body: { title: "Prima ciornă" } })).status).toBe(200);
    await api("PUT", url, { token: editor, body: { title: "A doua ciornă", content: "<p>Text nou</p>" } });
    type Got = { autosave: { data: Record<string, unknown>; created_at: string } | null };
    expect((await api<Got>("GET", url, { token: editor })).body.autosave?.data).toEqual({ title: "A doua ciornă", content: "<p>Text nou</p>" });
    expect((await api<Got>("GET", url, { token: admin })).body.autosave).toBeNull();
    expect((await revisionsOf(post.id)).length).toBe(1);
    expect((await api<BlogPost>("GET", `/api/blog/${post.id}`, { token: editor })).body.title).toBe("Autosalvare");

    await api("PUT", `/api/blog/${post.id}`, { token: editor, body: { ...body("Salvat", "istoric-autosalvare"), updated_at: post.updated_at } });
    expect((await api<Got>("GET", url, { token: editor })).body.autosave).toBeNull();
  });

  it("refuses to change an entry of the log", async () => {
    const db = await getDb();
    await expect(db.update(auditLog).set({ summary: "altceva" })).rejects.toThrow();
  });
});
