import sharp from "sharp";
import { api, tokens } from "../support/api";

type Member = { id: number; name: string; title: string; keyword: string; image: string; description: string; created_at: string; updated_at: string };
type ErrorBody = { message: string; errors?: Record<string, string> };

const REQUIRED = "Acest câmp este obligatoriu";
const NOT_FOUND = "Membrul echipei nu a fost găsit.";

const ana = {
  name: "Ana Popescu",
  title: "Specialist SEO",
  keyword: "SEO",
  image: "/uploads/3f2c1a9e-5b7d-4c1e-9a2f-6d8e0b4c7a11.png",
  description: '<p>Iubește <em>cuvintele cheie</em>.</p><iframe srcdoc="<script>alert(1)</script>"></iframe>',
};

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

async function multipart(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request("http://x", { method: "POST", body: form });
  return { raw: await request.arrayBuffer(), headers: { "content-type": request.headers.get("content-type") as string } };
}

describe("team API", () => {
  it("creates members with sanitized descriptions and lists them publicly in order", async () => {
    const first = await api<Member>("POST", "/api/team", { token: editor, body: { ...ana, sort_order: 99, extra: "x" } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: first.body.id,
      name: "Ana Popescu",
      title: "Specialist SEO",
      keyword: "SEO",
      image: "/uploads/3f2c1a9e-5b7d-4c1e-9a2f-6d8e0b4c7a11.png",
      description: "<p>Iubește <em>cuvintele cheie</em>.</p>",
      created_at: first.body.created_at,
      updated_at: first.body.updated_at,
    });
    const second = await api<Member>("POST", "/api/team", {
      token: admin,
      body: { ...ana, name: "  Mihai Ionescu ", title: "PPC", keyword: "Ads", description: "<p>Campanii</p>" },
    });
    expect(second.body.name).toBe("Mihai Ionescu");

    const list = await api<Member[]>("GET", "/api/team");
    expect(list.status).toBe(200);
    expect(list.body.map((m) => m.name)).toEqual(["Ana Popescu", "Mihai Ionescu"]);
    expect(list.body[0]).not.toHaveProperty("sort_order");

    const one = await api<Member>("GET", `/api/team/${first.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first.body);
  });

  it("requires every field with the Romanian messages", async () => {
    const res = await api<ErrorBody>("POST", "/api/team", { token: editor, body: { description: "<p></p>", image: "" } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      name: REQUIRED,
      title: REQUIRED,
      keyword: REQUIRED,
      image: "Imaginea este obligatorie",
      description: REQUIRED,
    });
    const noImage = await api<ErrorBody>("POST", "/api/team", { token: editor, body: { ...ana, image: null } });
    expect(noImage.status).toBe(422);
    expect(noImage.body).toEqual({ message: "Imaginea este obligatorie", errors: { image: "Imaginea este obligatorie" } });
    expect((await api("POST", "/api/team", { token: editor, raw: "nu e json", headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await api("POST", "/api/team", { body: ana })).status).toBe(401);
  });

  it("lets editors update a member, rejects stale saves and lets only admins delete", async () => {
    const created = await api<Member>("POST", "/api/team", { token: editor, body: { ...ana, name: "Radu Stan" } });
    const id = created.body.id;
    const updated = await api<Member>("PUT", `/api/team/${id}`, {
      token: editor,
      body: { ...ana, name: "Radu Stan", title: "Head of SEO", updated_at: created.body.updated_at },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.title).toBe("Head of SEO");

    const stale = await api<ErrorBody>("PUT", `/api/team/${id}`, {
      token: admin,
      body: { ...ana, name: "Radu Stan", title: "Altceva", updated_at: created.body.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("modificat de altcineva");
    expect((await api<Member>("GET", `/api/team/${id}`)).body.title).toBe("Head of SEO");

    expect((await api("DELETE", `/api/team/${id}`, { token: editor })).status).toBe(403);
    expect((await api("GET", `/api/team/${id}`)).status).toBe(200);
    const removed = await api<ErrorBody>("DELETE", `/api/team/${id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("Membrul echipei a fost șters.");

    for (const [method, token] of [["GET", undefined], ["PUT", editor], ["DELETE", admin]] as const) {
      const res = await api<ErrorBody>(method, `/api/team/${id}`, { token, body: method === "PUT" ? ana : undefined });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NOT_FOUND);
    }
    expect((await api<Member[]>("GET", "/api/team")).body.map((m) => m.id)).not.toContain(id);
  });

  it("stores a real PNG and rejects a text file named .jpg", async () => {
    const png = await sharp({ create: { width: 3, height: 3, channels: 4, background: "#ff000080" } }).png().toBuffer();
    const ok = await api<{ filename: string; url: string }>("POST", "/api/team/upload", { token: editor, ...(await multipart(png, "ana.png", "image/png")) });
    expect(ok.status).toBe(201);
    expect(ok.body.url).toBe(`/uploads/${ok.body.filename}`);
    expect(ok.body.filename).toMatch(/\.png$/);

    const fake = await api<ErrorBody>("POST", "/api/team/upload", {
      token: editor,
      ...(await multipart(new TextEncoder().encode("<html>nu</html>"), "ana.jpg", "image/jpeg")),
    });
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe("Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise.");
    expect((await api("POST", "/api/team/upload", await multipart(png, "ana.png", "image/png"))).status).toBe(401);
  });
});
