import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { GET as serveUpload } from "@/app/uploads/[filename]/route";
import { api, tokens } from "../support/api";
import { multipart, pngBytes } from "../support/images";

type Failure = { message: string; errors?: Record<string, string> };

let editor: string;
beforeAll(async () => ({ editor } = await tokens()));

/**
 * A real full disk and a real read-only disk: a 64 KiB tmpfs, and a tmpfs mounted read-only, each
 * mounted as the uploads folder of a DATA_DIR under test-data/. Needs root (mount). Only on PGlite
 * (jest.config.js runs this folder without TEST_DATABASE_URL): on PostgreSQL uploads are rows, and a
 * refused write is tested in tests/postgres/uploads-as-rows.test.ts.
 */
describe("uploads on a full or read-only disk (QUALITY D7)", () => {
  const base = path.join(process.cwd(), "test-data", `upload-disk-${process.pid}`);
  const mounts: string[] = [];
  const savedDataDir = process.env.DATA_DIR;

  function mountTmpfs(dataDir: string, options: string): string {
    const target = path.join(dataDir, "uploads");
    fs.mkdirSync(target, { recursive: true });
    execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", target]);
    mounts.push(target);
    return target;
  }

  // Real disks, not mocks: two small tmpfs (the tests and CI run as root, as this project's machines do).
  beforeAll(() => {
    fs.mkdirSync(base, { recursive: true });
    mountTmpfs(path.join(base, "full"), "size=64k,mode=755");
    mountTmpfs(path.join(base, "ro"), "ro,size=64k,mode=755");
  });

  afterAll(() => {
    process.env.DATA_DIR = savedDataDir;
    for (const target of mounts.reverse()) {
      try {
        execFileSync("umount", [target]);
      } catch (error) {
        console.warn("[input-limits] umount failed:", target, (error as Error).message);
      }
    }
    fs.rmSync(base, { recursive: true, force: true });
  });

  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env.DATA_DIR = savedDataDir;
    logged.mockRestore();
  });

  /** A valid PNG padded to about 60 KiB, so that it runs out of room half-way through on the nearly full disk. */
  async function paddedPng(): Promise<Uint8Array> {
    const png = await pngBytes();
    return Buffer.concat([png, Buffer.alloc(60 * 1024, 0x41)]);
  }

  it("a full disk answers 507 with a clear message and leaves no file, whole or partial", async () => {
    const uploads = path.join(base, "full", "uploads");
    // 40 KiB taken of 64: the upload starts writing and runs out of room part-way.
    fs.writeFileSync(path.join(uploads, "filler.bin"), Buffer.alloc(40 * 1024));
    process.env.DATA_DIR = path.join(base, "full");
    const res = await api<Failure>("POST", "/api/blog/upload", { token: editor, ...(await multipart(await paddedPng(), "poza.png", "image/png")) });
    expect(res.status).toBe(507);
    expect(res.body.message).toBe("Imaginea nu a fost salvată: spațiul de stocare pentru imagini este plin. Vă rugăm să anunțați administratorul site-ului.");
    expect(fs.readdirSync(uploads)).toEqual(["filler.bin"]);
    // The operator hears about it too, with the cause and no visitor data.
    expect(logged).toHaveBeenCalledWith(`[uploads] cannot write to ${uploads}: ENOSPC`);

    // Once there is room again the same upload is stored and served whole.
    fs.rmSync(path.join(uploads, "filler.bin"));
    const bytes = await paddedPng();
    const stored = await api<{ filename: string }>("POST", "/api/blog/upload", { token: editor, ...(await multipart(bytes, "poza.png", "image/png")) });
    expect(stored.status).toBe(201);
    expect(fs.readdirSync(uploads)).toEqual([stored.body.filename]);
    const served = await serveUpload(new Request(`http://localhost/uploads/${stored.body.filename}`), {
      params: Promise.resolve({ filename: stored.body.filename }),
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it("a read-only disk answers 503 with a clear message and leaves nothing", async () => {
    process.env.DATA_DIR = path.join(base, "ro");
    const res = await api<Failure>("POST", "/api/blog/upload", { token: editor, ...(await multipart(await pngBytes(), "poza.png", "image/png")) });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(
      "Imaginea nu a fost salvată: spațiul de stocare nu permite momentan scrierea. Vă rugăm să încercați mai târziu sau să anunțați administratorul site-ului.",
    );
    expect(fs.readdirSync(path.join(base, "ro", "uploads"))).toEqual([]);
    expect(logged).toHaveBeenCalledWith(`[uploads] cannot write to ${path.join(base, "ro", "uploads")}: EROFS`);
  });
});
