import fs from "node:fs";
import path from "node:path";
import { getDb } from "@/lib/db/client";
import { uploads } from "@/lib/db/schema";
import { api, tokens } from "../support/api";
import { multipart, pngBytes } from "../support/images";
import { uploadsFolder } from "../support/uploads";

/** Uploads on PGlite; runs only without TEST_DATABASE_URL (jest.config.js), its PostgreSQL twin is tests/postgres/uploads-as-rows.test.ts. */
let editor: string;
beforeAll(async () => ({ editor } = await tokens()));

const upload = async (bytes: Uint8Array) =>
  api<{ filename: string; message: string }>("POST", "/api/blog/upload", { token: editor, ...(await multipart(bytes, "poza.png", "image/png")) });

describe("on PGlite (no DATABASE_URL), uploads are files in DATA_DIR/uploads", () => {
  it("writes the file and leaves the uploads table empty", async () => {
    const png = await pngBytes(12, 12);
    const res = await upload(png);
    expect(res.status).toBe(201);
    expect(fs.readFileSync(path.join(uploadsFolder(), res.body.filename)).equals(png)).toBe(true);
    expect(await (await getDb()).select().from(uploads)).toEqual([]);
  });
});
