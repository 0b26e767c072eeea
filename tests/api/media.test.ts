import type { MediaItem, MediaList } from "@/lib/dto/media";
import { api, tokens } from "../support/api";
import { multipart, pngBytes } from "../support/images";
import { plantUpload, storedUpload } from "../support/uploads";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { importMediaRows } from "@/lib/server/uploads";

let editor: string;
let admin: string;
beforeAll(async () => ({ editor, admin } = await tokens()));

const upload = async (name: string, width: number, height: number) => {
  const res = await api<{ filename: string; url: string }>("POST", "/api/media", { token: editor, ...(await multipart(await pngBytes(width, height), name, "image/png")) });
  expect(res.status).toBe(201);
  return res.body;
};
const library = async (query = "") => (await api<MediaList>("GET", `/api/media${query}`, { token: editor })).body;
const item = async (filename: string) => (await library(`?q=${filename}`)).items[0] as MediaItem;

describe("media library", () => {
  it("keeps every upload with its size, dimensions, name and uploader; finds it by name or alt text", async () => {
    const logo = await upload("logo-client.png", 120, 40);
    const found = await item(logo.filename);
    expect(found).toMatchObject({ url: logo.url, original_name: "logo-client.png", width: 120, height: 40, content_type: "image/png", uploaded_by: "editor@test.ro", alt: "", uses: [] });
    expect(found.size).toBeGreaterThan(0);
    const named = await api<MediaItem>("PATCH", `/api/media/${found.id}`, { token: editor, body: { alt: "Sigla clientului Bistro" } });
    expect([named.status, named.body.alt]).toEqual([200, "Sigla clientului Bistro"]);
    expect((await library("?q=bistro")).items.map((i) => i.filename)).toEqual([logo.filename]);
    expect((await library("?q=logo-client")).items.map((i) => i.filename)).toEqual([logo.filename]);
    expect((await api("PATCH", `/api/media/${found.id}`, { token: editor, body: { alt: "x".repeat(201) } })).status).toBe(422);
  });

  it("names where an image is used and refuses to delete it until nothing uses it, then deletes the file", async () => {
    const photo = await upload("echipa.png", 64, 64);
    const post = await api<{ id: number; updated_at: string }>("POST", "/api/blog", {
      token: editor,
      body: { title: "Articol cu poza", status: "draft", featuredImage: photo.url, content: `<p>x</p><img src="${photo.url}" alt="Echipa">` },
    });
    expect(post.status).toBe(201);
    const used = await item(photo.filename);
    expect(used.unused_since).toBeNull();
    expect(used.uses).toEqual([
      { kind: "blog", item_id: String(post.body.id), title: "Articol cu poza", field: "conținut" },
      { kind: "blog", item_id: String(post.body.id), title: "Articol cu poza", field: "imaginea principală" },
    ]);
    expect((await library("?use=blog")).items.map((i) => i.filename)).toContain(photo.filename);
    expect((await library("?use=unused")).items.map((i) => i.filename)).not.toContain(photo.filename);

    const refused = await api<{ message: string }>("DELETE", `/api/media/${used.id}`, { token: editor });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Imaginea este folosită și nu poate fi ștearsă. O folosesc: Articol „Articol cu poza” (conținut), Articol „Articol cu poza” (imaginea principală). Scoateți-o de acolo, apoi ștergeți-o.",
    );

    // In the trash, the article could come back with it.
    expect((await api("DELETE", `/api/blog/${post.body.id}`, { token: admin })).status).toBe(200);
    const trashed = await api<{ message: string }>("DELETE", `/api/media/${used.id}`, { token: editor });
    expect([trashed.status, trashed.body.message]).toEqual([409, "Imaginea este folosită și nu poate fi ștearsă. O folosesc: un element din Coș. Scoateți-o de acolo, apoi ștergeți-o."]);
    expect((await api("DELETE", "/api/trash", { token: admin })).status).toBe(200);

    expect((await library("?use=unused")).items.map((i) => i.filename)).toContain(photo.filename);
    expect((await library("?use=orphan")).items.map((i) => i.filename)).not.toContain(photo.filename); // unused since today
    const db = await getDb();
    await db.execute(sql`update media set unused_since = now() - interval '31 days' where filename = ${photo.filename}`);
    expect((await library("?use=orphan")).items.map((i) => i.filename)).toEqual([photo.filename]);
    const gone = await api<{ message: string }>("DELETE", `/api/media/${used.id}`, { token: editor });
    expect([gone.status, gone.body.message]).toEqual([200, "Imaginea a fost ștearsă."]);
    expect(await storedUpload(photo.filename)).toBeNull();
    expect((await api("DELETE", `/api/media/${used.id}`, { token: editor })).status).toBe(404);
  });

  it("adds at start the images stored before the library existed", async () => {
    const old = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png";
    await plantUpload(old, await pngBytes(30, 20));
    expect(await importMediaRows(await getDb())).toBe(1);
    expect(await item(old)).toMatchObject({ width: 30, height: 20, original_name: "", uploaded_by: "sistem" });
    expect(await importMediaRows(await getDb())).toBe(0);
  });

  it("is for staff only", async () => {
    expect((await api("GET", "/api/media")).status).toBe(401);
  });
});
