import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { GET as serveUpload } from "@/app/uploads/[filename]/route";
import { POST as postContact } from "@/app/api/contact-submissions/route";
import { POST as postBlogUpload } from "@/app/api/blog/upload/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address";
import { IMAGE_MAX_BYTES } from "@/lib/constants";
import { getDb } from "@/lib/db/client";
import { contactSubmissions, rateLimits } from "@/lib/db/schema";
import { API_ACCESS, type ApiRoute } from "@/lib/permissions";
import { CONTACT_MSG } from "@/lib/validation/contact";
import { api, tokens } from "../support/api";
import { VALID_LEAD } from "../support/lead";
import { multipart, pngBytes } from "../support/images";
import { plantUpload, storedUploadNames } from "../support/uploads";

/**
 * QUALITY R4, U1 and I4 at their edges: request bodies bounded before they are read, control
 * characters refused as 422 (PostgreSQL cannot store NUL) and images bounded in pixels before decoding.
 * Uploads on a full or read-only disk (D7): tests/pglite/upload-disk.test.ts.
 */

const JSON_TOO_LARGE = "Cererea este prea mare. Dimensiunea maximă permisă este 1 MB.";
const UPLOAD_TOO_LARGE = "Fișierul este prea mare. Dimensiunea maximă permisă este 8 MB.";
const TOO_MANY_PIXELS =
  "Imaginea este prea mare: maximum 40 de megapixeli (de exemplu 8000 × 5000 pixeli). Micșorați imaginea și încercați din nou.";
const CONTROL = "Valoarea conține caractere nepermise";
const MiB = 1024 * 1024;

type Failure = { message: string; errors?: Record<string, string> };

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

/** A body produced only as it is read, counting what was pulled and whether the reader cancelled. */
function lazyBody(totalBytes: number, fill = 0x20, chunkBytes = 64 * 1024) {
  const stats = { pulled: 0, cancelled: false };
  const piece = new Uint8Array(chunkBytes).fill(fill);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (stats.pulled >= totalBytes) return controller.close();
        const n = Math.min(chunkBytes, totalBytes - stats.pulled);
        stats.pulled += n;
        controller.enqueue(piece.slice(0, n));
      },
      cancel() {
        stats.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, stats };
}

function streamingRequest(url: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  const init = { method: "POST", headers, body: stream, duplex: "half" as const };
  return new NextRequest(new URL(url, "http://localhost"), init);
}

const noParams = { params: Promise.resolve({}) };

describe("JSON bodies are bounded before they are read (QUALITY R4)", () => {
  it("refuses a declared 1 GiB contact message with 413 without reading a byte", async () => {
    const { stream, stats } = lazyBody(1024 * MiB);
    const request = streamingRequest("/api/contact-submissions", stream, {
      "content-type": "application/json",
      "content-length": String(1024 * MiB),
      [CLIENT_ADDRESS_HEADER]: freshIp(),
    });
    const res = await postContact(request, noParams);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: JSON_TOO_LARGE });
    expect(stats.pulled).toBe(0);
    expect(stats.cancelled).toBe(true);
  });

  it("stops a chunked body (no Content-Length) at 1 MB and cancels the stream", async () => {
    const { stream, stats } = lazyBody(1024 * MiB);
    const request = streamingRequest("/api/contact-submissions", stream, {
      "content-type": "application/json",
      [CLIENT_ADDRESS_HEADER]: freshIp(),
    });
    const res = await postContact(request, noParams);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: JSON_TOO_LARGE });
    expect(stats.pulled).toBeLessThanOrEqual(MiB + 64 * 1024);
    expect(stats.cancelled).toBe(true);
  });

  it("does not believe a Content-Length smaller than the body", async () => {
    const { stream, stats } = lazyBody(64 * MiB);
    const request = streamingRequest("/api/contact-submissions", stream, {
      "content-type": "application/json",
      "content-length": "100",
      [CLIENT_ADDRESS_HEADER]: freshIp(),
    });
    const res = await postContact(request, noParams);
    expect(res.status).toBe(413);
    expect(stats.pulled).toBeLessThanOrEqual(MiB + 64 * 1024);
    expect(stats.cancelled).toBe(true);
  });

  it("still reads a body just under the limit", async () => {
    // Unknown fields are stripped; this one only makes the body large.
    const body = { ...VALID_LEAD, padding: "x".repeat(MiB - 400) };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(MiB);
    const res = await api("POST", "/api/contact-submissions", { body, headers: { [CLIENT_ADDRESS_HEADER]: freshIp() } });
    expect(res.status).toBe(201);
  });

  // Routes that read no body at all, a CSV file (tests/api/redirects.test.ts), the preview button's form
  // (tests/api/preview.test.ts) or images (the media library's upload, bounded like every upload).
  const NOT_JSON = new Set<ApiRoute>([
    "POST /media",
    "POST /auth/logout",
    "POST /refresh",
    "POST /admin/mail-outbox/[id]/retry",
    "POST /contact-submissions/[id]/release",
    "POST /redirects/import",
    "POST /schedule",
    "POST /preview",
    "POST /preview/exit",
    "POST /trash/[id]/restore",
  ]);
  const jsonRoutes = (Object.keys(API_ACCESS) as ApiRoute[]).filter(
    (r) => (r.startsWith("POST ") || r.startsWith("PUT ")) && !r.endsWith("/upload") && !NOT_JSON.has(r),
  );

  it.each(jsonRoutes)("%s answers a 2 MB body with 413", async (route) => {
    const [method, pattern] = route.split(" ") as [string, string];
    const url = `/api${pattern.replace(/\[\w+\]/g, "1")}`;
    const raw = JSON.stringify({ name: "x".repeat(2 * MiB) });
    const res = await api<Failure>(method, url, { token: admin, raw, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(JSON_TOO_LARGE);
  });

  // QUALITY R5: what another site's page can send without a CORS preflight is not JSON by its type.
  it.each(jsonRoutes)("%s refuses a body not sent as application/json with 415", async (route) => {
    const [method, pattern] = route.split(" ") as [string, string];
    const url = `/api${pattern.replace(/\[\w+\]/g, "1")}`;
    const raw = JSON.stringify({ name: "Ana", email: "ana@firma.ro" });
    for (const type of ["text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", undefined]) {
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      // Bytes, not a string: a string body would get text/plain from the Request itself.
      const res = await api<Failure>(method, url, { token: admin, raw: new TextEncoder().encode(raw), headers });
      expect([type, res.status, res.body.message]).toEqual([type, 415, "Cererea trebuie trimisă ca JSON (Content-Type: application/json)."]);
    }
  });
});

describe("upload bodies are bounded while they are read (QUALITY U1)", () => {
  it("stops a chunked upload at 8 MB plus the envelope and cancels the stream", async () => {
    const { stream, stats } = lazyBody(1024 * MiB);
    const request = streamingRequest("/api/blog/upload", stream, {
      "content-type": "multipart/form-data; boundary=x",
      authorization: `Bearer ${editor}`,
    });
    const res = await postBlogUpload(request, noParams);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: UPLOAD_TOO_LARGE });
    expect(stats.pulled).toBeLessThanOrEqual(8 * MiB + 128 * 1024);
    expect(stats.cancelled).toBe(true);
  });

  it("refuses a declared 1 GiB upload without reading it", async () => {
    const { stream, stats } = lazyBody(1024 * MiB);
    const request = streamingRequest("/api/blog/upload", stream, {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(1024 * MiB),
      authorization: `Bearer ${editor}`,
    });
    const res = await postBlogUpload(request, noParams);
    expect(res.status).toBe(413);
    expect(stats.pulled).toBe(0);
  });

  it("reads nothing for an anonymous caller", async () => {
    const { stream, stats } = lazyBody(16 * MiB);
    const res = await postBlogUpload(streamingRequest("/api/blog/upload", stream, { "content-type": "multipart/form-data; boundary=x" }), noParams);
    expect(res.status).toBe(401);
    expect(stats.pulled).toBe(0);
  });
});

describe("control characters in the path or the query: no row, never a 500", () => {
  it("answers 404 for a path parameter and 400 for a query value, on PostgreSQL too", async () => {
    for (const url of ["/api/pages/abc%00", "/api/blog/abc%00", "/api/case-studies/abc%00", "/api/services/abc%00", "/api/packages/abc%00"]) {
      const res = await api<Failure>("GET", url);
      expect([url, res.status]).toEqual([url, 404]);
    }
    for (const url of ["/api/blog?category=%00", "/api/case-studies?industry=x%01", "/api/blog?x%00=1"]) {
      const res = await api<Failure>("GET", url);
      expect([url, res.status, res.body.message]).toEqual([url, 400, "Parametrii cererii nu sunt valizi."]);
    }
  });
});

describe("control characters are refused with 422, never a 500 (QUALITY R4, I4)", () => {
  const fieldMessages: Record<keyof typeof VALID_LEAD, string> = {
    nume: CONTACT_MSG.numeChars,
    prenume: CONTACT_MSG.prenumeChars,
    email: CONTACT_MSG.emailChars,
    telefon: CONTACT_MSG.telefonChars,
    website: CONTACT_MSG.websiteChars,
    mesaj: CONTACT_MSG.mesajChars,
  };

  async function storedCount() {
    const db = await getDb();
    return (await db.select({ id: contactSubmissions.id }).from(contactSubmissions)).length;
  }

  it.each(Object.keys(fieldMessages) as Array<keyof typeof VALID_LEAD>)(
    "contact field %s with a NUL: 422 with the field's message, nothing stored, no rate-limit slot used",
    async (field) => {
      const ip = freshIp();
      const before = await storedCount();
      const value = field === "telefon" ? "+4072212\u00003456" : `${VALID_LEAD[field]}\u0000`;
      const res = await api<Failure>("POST", "/api/contact-submissions", {
        body: { ...VALID_LEAD, [field]: value },
        headers: { [CLIENT_ADDRESS_HEADER]: ip },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors?.[field]).toBe(fieldMessages[field]);
      expect(await storedCount()).toBe(before);
      const db = await getDb();
      expect(await db.select().from(rateLimits).where(eq(rateLimits.key, `contact:${ip}`))).toEqual([]);
    },
  );

  it("refuses every control character except tab and line breaks, which are kept", async () => {
    for (const char of ["\u0000", "\u0001", "\u0007", "\u000b", "\u000c", "\u001b", "\u007f", "\u0085", "\u009f"]) {
      const res = await api<Failure>("POST", "/api/contact-submissions", {
        body: { ...VALID_LEAD, mesaj: `Bună ziua${char}, aș dori o ofertă.` },
        headers: { [CLIENT_ADDRESS_HEADER]: freshIp() },
      });
      expect({ char: char.charCodeAt(0), status: res.status, message: res.body.errors?.mesaj }).toEqual({
        char: char.charCodeAt(0),
        status: 422,
        message: CONTACT_MSG.mesajChars,
      });
    }
    // A lone surrogate cannot be encoded in UTF-8 (PostgreSQL 22021); a pair (an emoji) is ordinary text.
    for (const lone of ["\udfff\udfff", "a\ud800b"]) {
      const res = await api<Failure>("POST", "/api/packages", { token: admin, body: { name: lone, price: "1 €", description: "<p>Tot</p>" } });
      expect({ status: res.status, message: res.body.errors?.name }).toEqual({ status: 422, message: CONTROL });
    }
    const mesaj = "Bună ziua 👋,\r\naș dori o ofertă:\n\t- SEO\n\t- PPC";
    const ok = await api("POST", "/api/contact-submissions", { body: { ...VALID_LEAD, mesaj }, headers: { [CLIENT_ADDRESS_HEADER]: freshIp() } });
    expect(ok.status).toBe(201);
    const db = await getDb();
    const [row] = await db.select({ mesaj: contactSubmissions.mesaj }).from(contactSubmissions).where(eq(contactSubmissions.mesaj, mesaj));
    expect(row?.mesaj).toBe(mesaj);
  });

  it("refuses a NUL in the chosen package and in questionnaire answers", async () => {
    const pkg = await api<Failure>("POST", "/api/contact-submissions", {
      body: { ...VALID_LEAD, selected_package: "SEO\u0000" },
      headers: { [CLIENT_ADDRESS_HEADER]: freshIp() },
    });
    expect(pkg.status).toBe(422);
    expect(pkg.body.errors?.selected_package).toBe(CONTACT_MSG.packageChars);
    const answers = await api<Failure>("POST", "/api/contact-submissions", {
      body: { ...VALID_LEAD, answers: { "1": ["seo\u0000"] } },
      headers: { [CLIENT_ADDRESS_HEADER]: freshIp() },
    });
    expect(answers.status).toBe(422);
    expect(answers.body.errors?.answers).toBe(CONTACT_MSG.answersInvalid);
  });

  const NUL = "Text\u0000cu NUL";
  type Case = [route: string, body: Record<string, unknown>, field: string];
  // Every text field of every admin schema: the route, a body with the NUL, the field's path in the errors.
  const adminCases: Case[] = [
    ...["title", "slug", "excerpt", "content", "metaTitle", "metaDescription", "featuredImage"].map(
      (f): Case => ["POST /api/blog", { title: "Articol", [f]: NUL }, f],
    ),
    ...["title", "slug", "content", "excerpt", "perioada", "industry", "services", "client", "metaTitle", "metaDescription", "featuredImage"].map(
      (f): Case => ["POST /api/case-studies", { title: "Studiu", [f]: NUL }, f],
    ),
    ...["name", "slug", "metaTitle", "metaDescription", "upperContent", "lowerContent"].map(
      (f): Case => ["POST /api/pages", { name: "Pagina", [f]: NUL }, f],
    ),
    ...["title", "slug", "heroText", "excerpt", "heading", "content", "metaTitle", "metaDescription", "image"].map(
      (f): Case => ["POST /api/services", { title: "Serviciu", [f]: NUL }, f],
    ),
    ["POST /api/services", { title: "Serviciu", faqs: [{ question: NUL, answer: "<p>Da</p>" }] }, "faqs[0].question"],
    ["POST /api/services", { title: "Serviciu", faqs: [{ question: "Ce?", answer: `<p>${NUL}</p>` }] }, "faqs[0].answer"],
    ...["name", "title", "keyword", "image", "description"].map((f): Case => [
      "POST /api/team",
      { name: "Ana", title: "SEO", keyword: "seo", image: "/uploads/0a0a0a0a-0000-4000-8000-000000000001.png", description: "<p>Ana</p>", [f]: NUL },
      f,
    ]),
    ...["name", "price", "description"].map((f): Case => [
      "POST /api/packages",
      { name: "Start", price: "100 €", description: "<p>Tot</p>", [f]: NUL },
      f,
    ]),
    ["POST /api/categories", { name: NUL }, "name"],
    ["POST /api/admin/marketing-questions", { question: NUL, type: "radio" }, "question"],
    ["POST /api/admin/marketing-questions", { question: "Buget?", type: "radio", subtitle: NUL }, "subtitle"],
    ...["value", "label", "subtitle"].map((f): Case => [
      "POST /api/admin/marketing-questions",
      { question: "Buget?", type: "radio", answers: [{ value: "mic", label: "Mic", [f]: NUL }] },
      `answers[0].${f}`,
    ]),
    ["POST /api/auth/register", { name: NUL, email: "nou@firma.ro", password: "Parola-1", role: "editor" }, "name"],
    ["POST /api/auth/register", { name: "Nou", email: "nou\u0000@firma.ro", password: "Parola-1", role: "editor" }, "email"],
  ];

  it.each(adminCases.map(([route, body, field]) => ({ route, body, field })))(
    "$route with a NUL in $field: 422 with the field's message",
    async ({ route, body, field }) => {
    const [method, url] = route.split(" ") as [string, string];
      const res = await api<Failure>(method, url, { token: admin, body });
      expect(res.status).toBe(422);
      expect(res.body.errors?.[field]).toBe(CONTROL);
    },
  );

  it("refuses a NUL in updated_at, which Date.parse would otherwise accept", async () => {
    const created = await api<{ id: number; updated_at: string }>("POST", "/api/blog", { token: admin, body: { title: "Cu versiune" } });
    expect(created.status).toBe(201);
    const res = await api<Failure>("PUT", `/api/blog/${created.body.id}`, {
      token: admin,
      body: { title: "Cu versiune", updated_at: `${created.body.updated_at}\u0000` },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.updated_at).toBe("Data ultimei modificări nu este validă");
  });

  it("refuses a NUL in a custom colour and in a user edit", async () => {
    expect((await api("POST", "/api/custom-colors", { token: admin, body: { colors: ["#fff\u0000"] } })).status).toBe(422);
    const res = await api<Failure>("PUT", "/api/users/1", { token: admin, body: { name: NUL, email: "admin@test.ro" } });
    expect(res.status).toBe(422);
    expect(res.body.errors?.name).toBe(CONTROL);
  });
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete black-and-white PNG (1 bit per pixel), or with `headerOnly` just its header and a token
 * IDAT: either way the header asks a decoder for width x height pixels.
 */
function png(width: number, height: number, { headerOnly = false } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth 1, colour type 0 (grey)
  const rows = headerOnly ? Buffer.alloc(16) : Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A 35-byte GIF whose one frame is width x height: the decoder allocates the whole frame. */
function gifBomb(width: number, height: number): Buffer {
  const le = (n: number) => [n & 255, n >> 8];
  return Buffer.from([
    ...Buffer.from("GIF89a"), ...le(width), ...le(height), 0x80, 0, 0, 0, 0, 0, 255, 255, 255,
    0x2c, 0, 0, 0, 0, ...le(width), ...le(height), 0, 2, 2, 0x4c, 0x01, 0, 0x3b,
  ]);
}

describe("images are bounded in pixels before decoding (QUALITY R4)", () => {
  const upload = async (bytes: Uint8Array, name: string, type: string) =>
    api<Failure & { filename: string }>("POST", "/api/blog/upload", { token: editor, ...(await multipart(bytes, name, type)) });

  it("refuses a real 16,000 x 16,000 PNG with 422 and stores nothing", async () => {
    const bomb = png(16000, 16000);
    // A valid image a decoder would expand to 256 million pixels, sent in a few dozen kilobytes.
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 16000, height: 16000, format: "png" });
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    const before = await storedUploadNames();
    const res = await upload(bomb, "mare.png", "image/png");
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: TOO_MANY_PIXELS });
    expect(await storedUploadNames()).toEqual(before);
  });

  it("reads only the header: PNG, GIF and JPEG headers over 40 MP are refused, 40 MP exactly is taken", async () => {
    const jpeg = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: "#ffffff" } }).jpeg({ quality: 10 }).toBuffer();
    for (const [bytes, name, type] of [
      [png(16000, 16000, { headerOnly: true }), "antet.png", "image/png"],
      [png(8001, 5000, { headerOnly: true }), "antet.png", "image/png"],
      [gifBomb(7000, 6000), "bomba.gif", "image/gif"],
      [jpeg, "poza.jpg", "image/jpeg"],
    ] as const) {
      const res = await upload(bytes, name, type);
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 422, body: { message: TOO_MANY_PIXELS } });
    }
    const atLimit = await upload(png(8000, 5000), "limita.png", "image/png");
    expect(atLimit.status).toBe(201);
  });

  it("refuses a file whose header no decoder can read as the spec's invalid type", async () => {
    const broken = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
    const res = await upload(broken, "rupt.png", "image/png");
    expect(res.status).toBe(415);
  });

  it("never serves a stored image over the limit, so next/image cannot be made to decode it", async () => {
    const name = "0b0b0b0b-0000-4000-8000-000000000001.gif";
    await plantUpload(name, gifBomb(7000, 6000));
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const served = await serveUpload(new Request(`http://localhost/uploads/${name}`), { params: Promise.resolve({ filename: name }) });
    expect(served.status).toBe(404);
    expect(warn).toHaveBeenCalledWith(`[uploads] not serving ${name}: over 40000000 pixels`);
    warn.mockRestore();
    const ok = await upload(await pngBytes(), "mic.png", "image/png");
    const small = await serveUpload(new Request(`http://localhost/uploads/${ok.body.filename}`), { params: Promise.resolve({ filename: ok.body.filename }) });
    expect(small.status).toBe(200);
  });
});
