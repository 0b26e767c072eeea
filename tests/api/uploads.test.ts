import { GET as serveUpload } from "@/app/uploads/[filename]/route";
import { api, tokens } from "../support/api";
import { gifBytes, multipart, pngBytes } from "../support/images";
import { storedUpload } from "../support/uploads";

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
