import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { GET as serveUpload } from "@/app/uploads/[filename]/route";
import { getDb } from "@/lib/db/client";
import { importUploadFiles } from "@/lib/server/uploads";
import { api, tokens } from "../support/api";
import { gifBytes, multipart, pngBytes } from "../support/images";
import { storedUpload, storedUploadNames, uploadFiles, uploadsFolder } from "../support/uploads";

/** Uploads on PostgreSQL; runs only with TEST_DATABASE_URL (jest.config.js), its PGlite twin is tests/pglite/uploads-as-files.test.ts. */
let editor: string;
beforeAll(async () => ({ editor } = await tokens()));

const serve = (filename: string) => serveUpload(new Request(`http://localhost/uploads/${filename}`), { params: Promise.resolve({ filename }) });

/** A client of its own on the test database: what another app instance on the same PostgreSQL sees. */
async function otherInstance<T>(fn: (client: import("pg").Client) => Promise<T>): Promise<T> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const upload = async (bytes: Uint8Array) =>
  api<{ filename: string; message: string }>("POST", "/api/blog/upload", { token: editor, ...(await multipart(bytes, "poza.png", "image/png")) });

describe("on PostgreSQL, uploads are rows that every instance serves (issue 30, QUALITY P5)", () => {
  it("stores the image as a row, serves it from /uploads/<name> and writes no file under DATA_DIR", async () => {
    const png = await pngBytes(16, 16);
    const res = await upload(png);
    expect(res.status).toBe(201);
    const rows = await otherInstance(async (c) =>
      (await c.query("SELECT filename, content_type, size, bytes FROM uploads WHERE filename = $1", [res.body.filename])).rows,
    );
    expect(rows).toEqual([{ filename: res.body.filename, content_type: "image/png", size: png.length, bytes: png }]);

    const served = await serve(res.body.filename);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(uploadFiles()).toEqual([]);
  });

  it("serves an image that another instance stored", async () => {
    const gif = await gifBytes();
    const filename = `${crypto.randomUUID()}.gif`;
    await otherInstance((c) =>
      c.query("INSERT INTO uploads (filename, content_type, bytes, size) VALUES ($1, 'image/gif', $2, $3)", [filename, gif, gif.length]),
    );
    const served = await serve(filename);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/gif");
    expect(Buffer.from(await served.arrayBuffer()).equals(gif)).toBe(true);
  });

  it("at start, copies the images an instance stored as files before into the table, once, and skips anything else", async () => {
    const png = await pngBytes(20, 20);
    const older = `${crypto.randomUUID()}.png`;
    const kept = `${crypto.randomUUID()}.gif`;
    await otherInstance((c) => c.query("INSERT INTO uploads (filename, content_type, bytes, size) VALUES ($1, 'image/gif', $2, 1)", [kept, Buffer.from("r")]));
    fs.mkdirSync(uploadsFolder(), { recursive: true });
    fs.writeFileSync(path.join(uploadsFolder(), older), png);
    fs.writeFileSync(path.join(uploadsFolder(), kept), await gifBytes());
    fs.writeFileSync(path.join(uploadsFolder(), `.${crypto.randomUUID()}.png.partial`), png);
    fs.writeFileSync(path.join(uploadsFolder(), "notes.txt"), "x");
    try {
      expect(await serve(older).then((r) => r.status)).toBe(404);
      expect(await importUploadFiles(await getDb())).toBe(1);
      const served = await serve(older);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
      // The row already there wins; a second start finds nothing left to copy.
      expect(await storedUpload(kept)).toEqual(Buffer.from("r"));
      expect(await importUploadFiles(await getDb())).toBe(0);
    } finally {
      fs.rmSync(uploadsFolder(), { recursive: true, force: true });
    }
  });

  describe("when the database refuses", () => {
    // The table's owner takes a privilege back from itself: a real PostgreSQL refusal (42501) on this
    // table alone, while signing in still works, so the upload reaches the storage and fails there.
    const refuse = (privilege: "INSERT" | "SELECT") => getDb().then((db) => db.execute(sql.raw(`REVOKE ${privilege} ON uploads FROM CURRENT_USER`)));
    const allow = (privilege: "INSERT" | "SELECT") => getDb().then((db) => db.execute(sql.raw(`GRANT ${privilege} ON uploads TO CURRENT_USER`)));
    let logged: jest.SpyInstance;
    beforeEach(() => {
      logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    });
    afterEach(() => logged.mockRestore());

    it("a failed write answers 503 with a clear Romanian message and stores nothing", async () => {
      const before = await storedUploadNames();
      await refuse("INSERT");
      try {
        const res = await upload(await pngBytes());
        expect(res.status).toBe(503);
        expect(res.body).toEqual({
          message:
            "Imaginea nu a fost salvată: baza de date nu este disponibilă momentan. Vă rugăm să încercați din nou peste câteva minute sau să anunțați administratorul site-ului.",
        });
      } finally {
        await allow("INSERT");
      }
      expect(await storedUploadNames()).toEqual(before);
      expect(uploadFiles()).toEqual([]);
      // The operator gets the cause (SQLSTATE), without the image's bytes or any other parameter.
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[uploads\] cannot store the image in PostgreSQL: .*code=42501/));
      expect((await upload(await pngBytes())).status).toBe(201);
    });

    it("a failed read answers 503 with no-store, not a 404 that could be cached", async () => {
      const stored = await upload(await pngBytes());
      expect(stored.status).toBe(201);
      await refuse("SELECT");
      let served: Response;
      try {
        served = await serve(stored.body.filename);
      } finally {
        await allow("SELECT");
      }
      expect(served.status).toBe(503);
      expect(served.headers.get("cache-control")).toBe("no-store");
      expect(await served.text()).toBe("Imaginea nu poate fi încărcată momentan. Vă rugăm să încercați din nou.");
      expect((await serve(stored.body.filename)).status).toBe(200);
    });
  });
});
