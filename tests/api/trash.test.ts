import type { BlogPost } from "@/lib/dto/blog";
import type { UrlAnswer } from "@/lib/dto/url-answer";
import type { RevisionSummary } from "@/lib/server/revisions";
import { TRASH_MSG, type TrashItem } from "@/lib/server/trash";
import { api, tokens } from "../support/api";

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

const article = (slug: string) => ({ title: `Articol ${slug}`, slug, status: "published", excerpt: "Rezumat.", content: "<p>Text</p>", categories: ["SEO"], metaTitle: "Titlu", metaDescription: "Descriere." });
const trashItems = async () => (await api<{ items: TrashItem[] }>("GET", "/api/trash", { token: admin })).body.items;
const resolve = async (path: string) => (await api<UrlAnswer>("GET", `/api/resolve?path=${encodeURIComponent(path)}`)).body.kind;

describe("the trash (Coș)", () => {
  it("keeps a deleted article, whose URL answers as missing, and puts it back with its id, URL and revisions", async () => {
    const post = (await api<BlogPost>("POST", "/api/blog", { token: editor, body: article("articol-din-cos") })).body;
    expect((await api("DELETE", `/api/blog/${post.id}`, { token: admin })).status).toBe(200);
    expect(await resolve("/blog/articol-din-cos")).toBe("missing");
    const [item] = (await trashItems()).filter((i) => i.entity === "blog" && i.entity_id === String(post.id));
    expect(item).toMatchObject({ title: "Articol articol-din-cos", deleted_by: "admin@test.ro" });

    expect((await api("GET", "/api/trash", { token: editor })).status).toBe(403);
    const restored = await api<{ message: string }>("POST", `/api/trash/${item.id}/restore`, { token: admin });
    expect(restored.body.message).toBe(TRASH_MSG.restored);
    const back = await api<BlogPost>("GET", `/api/blog/${post.id}`);
    expect(back.body).toMatchObject({ id: post.id, slug: "articol-din-cos", created_at: post.created_at });
    expect(await resolve("/blog/articol-din-cos")).toBe("live");
    const history = (await api<{ revisions: RevisionSummary[] }>("GET", `/api/blog/${post.id}/revisions`, { token: editor })).body.revisions;
    expect(history.length).toBe(1);
    expect((await trashItems()).some((i) => i.id === item.id)).toBe(false);
  });

  it("refuses, in Romanian, to restore over an address taken meanwhile; empties for good", async () => {
    const first = (await api<BlogPost>("POST", "/api/blog", { token: editor, body: article("adresa-reluata") })).body;
    await api("DELETE", `/api/blog/${first.id}`, { token: admin });
    await api("POST", "/api/blog", { token: editor, body: article("adresa-reluata") });
    const [item] = (await trashItems()).filter((i) => i.entity_id === String(first.id) && i.entity === "blog");
    const refused = await api<{ message: string }>("POST", `/api/trash/${item.id}/restore`, { token: admin });
    expect([refused.status, refused.body.message]).toEqual([409, TRASH_MSG.slugTaken]);

    expect((await api("DELETE", "/api/trash", { token: admin })).status).toBe(200);
    expect(await trashItems()).toEqual([]);
    expect((await api<{ revisions: RevisionSummary[] }>("GET", `/api/blog/${first.id}/revisions`, { token: editor })).body.revisions).toEqual([]);
  });
});

describe("what history lets go of", () => {
  it("reads AUDIT_RETENTION_MONTHS as a whole number of months, 24 otherwise", async () => {
    const { auditRetentionMonths } = await import("@/lib/server/audit/housekeeping");
    expect([auditRetentionMonths(undefined), auditRetentionMonths("6"), auditRetentionMonths("0"), auditRetentionMonths("-1"), auditRetentionMonths("doi")]).toEqual([24, 6, 0, 24, 24]);
  });
});
