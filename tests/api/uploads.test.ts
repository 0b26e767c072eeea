import sharp from "sharp";
import { GET as serveUpload } from "@/app/uploads/[filename]/route";
import { api, tokens } from "../support/api";
import { gifBytes, multipart, pngBytes } from "../support/images";
import { storedUpload, storedUploadNames } from "../support/uploads";

const INVALID_TYPE = "Tipul fișierului este invalid. Doar JPEG, PNG și GIF sunt permise.";
let editor: string;
beforeAll(async () => ({ editor } = await tokens()));

const serve = (filename: string) => serveUpload(new Request(`http://localhost/uploads/${filename}`), { params: Promise.resolve({ filename }) });

describe("image uploads (QUALITY U1-U4)", () => {
  it("stores a PNG under a server-generated name and serves it safely", async () => {
    const png = await pngBytes();
    const res = await api<{ filename: string; url: string }>("POST", "/api/blog/upload", {
      token: editor,
      ...(await multipart(png, "../../etc/passwd.png", "image/png")),
    });
    expect(res.status).toBe(201);
    expect(res.body.filename).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(res.body.url).toBe(`/uploads/${res.body.filename}`);
    expect((await storedUpload(res.body.filename))?.equals(png)).toBe(true);

    const served = await serve(res.body.filename);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });

  it("accepts GIF by its bytes even when the declared type lies", async () => {
    const res = await api<{ filename: string }>("POST", "/api/blog/upload", {
      token: editor,
      ...(await multipart(await gifBytes(), "poza.jpg", "image/jpeg")),
    });
    expect(res.status).toBe(201);
    expect(res.body.filename).toMatch(/\.gif$/);
  });

  it("rejects HTML and SVG disguised as images with 415 and the spec's message", async () => {
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name] of [[html, "poza.jpg"], [svg, "logo.png"]] as const) {
      const res = await api("POST", "/api/blog/upload", { token: editor, ...(await multipart(bytes, name, "image/jpeg")) });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: INVALID_TYPE });
    }
  });

  it("rejects files over 8,388,608 bytes with 413", async () => {
    const big = new Uint8Array(8_388_609);
    big.set(await pngBytes());
    const res = await api("POST", "/api/blog/upload", { token: editor, ...(await multipart(big, "mare.png", "image/png")) });
    expect(res.status).toBe(413);
    expect((res.body as { message: string }).message).toMatch(/8 MB/);
  });

  it("needs a signed-in caller and a file", async () => {
    const anon = await api("POST", "/api/blog/upload", await multipart(await pngBytes(), "a.png", "image/png"));
    expect(anon.status).toBe(401);
    const none = await api("POST", "/api/blog/upload", { token: editor, ...(await multipart(await pngBytes(), "a.png", "image/png", "file")) });
    expect(none.status).toBe(400);
  });

  it("serves nothing outside the uploads folder", async () => {
    for (const name of ["../package.json", "..%2Fpackage.json", "package.json", "00000000-0000-0000-0000-000000000000.png"]) {
      expect((await serve(name)).status).toBe(404);
    }
  });
});

describe("an image is decoded whole before it is stored", () => {
  const CORRUPT =
    "Imaginea este incompletă sau deteriorată și nu poate fi citită. Salvați-o din nou din programul de editare și încercați din nou.";
  /** A real picture with detail (noise), so that its pixel data spans most of the file. */
  const picture = (format: "png" | "jpeg" | "gif") =>
    sharp({ create: { width: 120, height: 80, channels: 3, background: "#7c3aed", noise: { type: "gaussian", mean: 128, sigma: 40 } } })[format]().toBuffer();
  const upload = async (bytes: Uint8Array, name: string, type: string) =>
    api<{ message: string; filename: string }>("POST", "/api/blog/upload", { token: editor, ...(await multipart(bytes, name, type)) });

  it.each([
    ["png", "image/png", 422, CORRUPT],
    ["jpeg", "image/jpeg", 422, CORRUPT],
    // A GIF's header is read up to its trailer: cut short, it fails there already, as an unreadable type.
    ["gif", "image/gif", 415, INVALID_TYPE],
  ] as const)("a %s cut to a third of its bytes is refused and nothing is stored", async (format, type, status, message) => {
    const whole = await picture(format);
    const before = await storedUploadNames();
    const cut = await upload(whole.subarray(0, Math.floor(whole.length / 3)), `poza.${format}`, type);
    expect({ status: cut.status, body: cut.body }).toEqual({ status, body: { message } });
    expect(await storedUploadNames()).toEqual(before);
    // The same picture whole is taken.
    const stored = await upload(whole, `poza.${format}`, type);
    expect(stored.status).toBe(201);
    expect((await storedUpload(stored.body.filename))?.equals(whole)).toBe(true);
  });

  it("a PNG whose pixel data is damaged in the middle is refused", async () => {
    const damaged = Buffer.from(await picture("png"));
    const middle = Math.floor(damaged.length / 2);
    for (let i = middle; i < middle + 64; i++) damaged[i] ^= 0x5a;
    const before = await storedUploadNames();
    const res = await upload(damaged, "poza.png", "image/png");
    expect({ status: res.status, body: res.body }).toEqual({ status: 422, body: { message: CORRUPT } });
    expect(await storedUploadNames()).toEqual(before);
  });
});
