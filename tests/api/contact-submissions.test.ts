import { count, eq, like } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { contactSubmissions, marketingAnswers, marketingQuestions, rateLimits } from "@/lib/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address";
import { clientIp } from "@/lib/server/client-ip";
import { emptyAttribution, type SubmissionDto } from "@/lib/validation/leads";
import { api, tokens } from "../support/api";
import { newLead, VALID_LEAD } from "../support/lead";

type List = { submissions: SubmissionDto[]; totalPages: number; total: number };
type Failure = { message: string; errors?: Record<string, string> };

const SUCCESS = "Mesajul a fost trimis cu succes! Vă vom contacta în curând.";
const UNKNOWN_ANSWER = "Unele răspunsuri din chestionar nu mai sunt valabile. Reîncărcați pagina și încercați din nou.";

// Every test uses its own addresses so that the rate limit only bites where a test means it to.
let nextIp = 1;
const freshIp = () => `192.0.2.${nextIp++}`;

function submit<T = { message: string }>(body: unknown, ip: string = freshIp(), headers: Record<string, string> = {}) {
  // The address as scripts/serve.mjs hands it over, worked out from the connection.
  return api<T>("POST", "/api/contact-submissions", { body, headers: { [CLIENT_ADDRESS_HEADER]: ip, ...headers } });
}

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

/** The latest stored message (the inbox lists newest first; the tests of a file run one after another). */
async function newest(): Promise<SubmissionDto | undefined> {
  const res = await api<List>("GET", "/api/contact-submissions?page=1", { token: admin });
  return res.body.submissions[0];
}

async function allSubmissions(): Promise<SubmissionDto[]> {
  const out: SubmissionDto[] = [];
  for (let page = 1; ; page++) {
    const res = await api<List>("GET", `/api/contact-submissions?page=${page}`, { token: admin });
    expect(res.status).toBe(200);
    out.push(...res.body.submissions);
    if (page >= res.body.totalPages) return out;
  }
}

describe("contact form validation (SPEC 5)", () => {
  it("names every missing field with its own message", async () => {
    const res = await submit<Failure>({});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      nume: "Numele este obligatoriu",
      prenume: "Prenumele este obligatoriu",
      email: "Emailul este obligatoriu",
      telefon: "Numărul de telefon este obligatoriu",
      website: "Website-ul sau compania sunt obligatorii",
      mesaj: "Mesajul este prea scurt",
    });
    expect(Object.values(res.body.errors ?? {})).toContain(res.body.message);
  });

  it("treats blank strings as missing", async () => {
    const res = await submit<Failure>({ nume: "   ", prenume: " ", email: " ", telefon: " ", website: " ", mesaj: "   " });
    expect(res.status).toBe(422);
    expect(res.body.errors?.nume).toBe("Numele este obligatoriu");
    expect(res.body.errors?.mesaj).toBe("Mesajul este prea scurt");
  });

  it("reports values that are too short", async () => {
    const res = await submit<Failure>({ nume: "A", prenume: "B", email: "a", telefon: "12345", website: "x", mesaj: "scurt" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      nume: "Numele trebuie să aibă cel puțin 2 caractere",
      prenume: "Prenumele trebuie să aibă cel puțin 2 caractere",
      email: "Emailul trebuie să aibă cel puțin 2 caractere",
      telefon: "Număr de telefon invalid",
      website: "Website-ul sau compania sunt obligatorii",
      mesaj: "Mesajul este prea scurt",
    });
  });

  it("reports values that are too long", async () => {
    const res = await submit<Failure>({
      nume: "n".repeat(101),
      prenume: "p".repeat(101),
      email: `${"e".repeat(92)}@firma.ro`,
      telefon: "+1234567890123456",
      website: "w".repeat(101),
      mesaj: "m".repeat(256),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      nume: "Numele nu poate depăși 100 de caractere",
      prenume: "Prenumele nu poate depăși 100 de caractere",
      email: "Emailul nu poate depăși 100 de caractere",
      telefon: "Număr de telefon invalid",
      website: "Website-ul sau compania sunt obligatorii",
      mesaj: "Mesaj prea lung",
    });
  });

  it("rejects a malformed e-mail and phone numbers that are not plus-and-digits", async () => {
    for (const telefon of ["07 22 123 456", "+40-722-123-456", "abcdefghijk", "++40722123456", "123456789"]) {
      const res = await submit<Failure>({ ...VALID_LEAD, email: "nu-este-email", telefon });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ email: "Email invalid", telefon: "Număr de telefon invalid" });
    }
  });

  it("accepts the boundaries: 10 and 15 digits, 2 and 100 characters, a 255-character message", async () => {
    const before = (await allSubmissions()).length;
    for (const [telefon, mesaj] of [
      ["0722123456", "m".repeat(10)],
      ["+123456789012345", "m".repeat(255)],
    ]) {
      const res = await submit({ ...VALID_LEAD, nume: "Io", prenume: "p".repeat(100), website: "w".repeat(100), telefon, mesaj });
      expect(res.status).toBe(201);
    }
    expect((await allSubmissions()).length).toBe(before + 2);
  });

  it("never answers 500 to bodies of the wrong shape", async () => {
    const bodies: unknown[] = [[], "text", 42, null, { ...VALID_LEAD, nume: { a: 1 } }, { ...VALID_LEAD, answers: "x" }, { ...VALID_LEAD, answers: [1, 2] }];
    for (const body of bodies) {
      const res = await submit<Failure>(body);
      expect([400, 422]).toContain(res.status);
      expect(typeof res.body.message).toBe("string");
    }
    const raw = await api("POST", "/api/contact-submissions", { raw: "{not json", headers: { "content-type": "application/json" } });
    expect(raw.status).toBe(400);
  });
});

describe("POST /api/contact-submissions", () => {
  it("stores the message and acknowledges it with the success text alone (no row id: it would tell the lead volume)", async () => {
    const sent = newLead({ selected_package: "  SEO Pro  ", unknownField: "x" });
    const res = await submit(sent);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: SUCCESS });
    const stored = await newest();
    expect(stored).toEqual({
      id: expect.any(Number),
      ...VALID_LEAD,
      mesaj: sent.mesaj,
      selected_package: "SEO Pro",
      answers: [],
      read: false,
      suspect: false,
      status: "nou",
      note: "",
      attribution: emptyAttribution(),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("stores a blank selected_package as null", async () => {
    const res = await submit(newLead({ selected_package: "" }));
    expect(res.status).toBe(201);
    const stored = await newest();
    expect(stored?.selected_package).toBeNull();
  });

  it("answers a filled honeypot like a real submission but stores nothing, not even a rate-limit count", async () => {
    const before = await allSubmissions();
    const ip = freshIp();
    const res = await submit({ ...VALID_LEAD, company_website: "http://spam.example" }, ip);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: SUCCESS });
    // Even an otherwise invalid bot submission gets the same quiet success.
    const sloppy = await submit({ company_website: "x" }, ip);
    expect(sloppy.status).toBe(201);
    expect(sloppy.body.message).toBe(SUCCESS);
    expect(await allSubmissions()).toEqual(before);
    const db = await getDb();
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, `contact:${ip}`))).toEqual([]);
  });

  it("treats an empty honeypot as a person", async () => {
    const before = (await allSubmissions()).length;
    const res = await submit(newLead({ company_website: "" }));
    expect(res.status).toBe(201);
    expect((await allSubmissions()).length).toBe(before + 1);
  });
});

describe("rate limit (QUALITY R1, R2)", () => {
  it("refuses the sixth message in 10 minutes from one address and still serves others", async () => {
    const ip = "203.0.113.7";
    const before = (await allSubmissions()).length;
    for (let i = 0; i < 5; i++) expect((await submit(newLead(), ip)).status).toBe(201);
    const sixth = await submit<Failure>(newLead(), ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe(
      "Ați trimis prea multe mesaje într-un timp scurt. Vă rugăm să încercați din nou peste câteva minute.",
    );
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // A client-sent X-Forwarded-For changes nothing: the address is the server's to say.
    expect((await submit(newLead(), ip, { "x-forwarded-for": "198.51.100.77" })).status).toBe(429);
    expect((await submit(newLead(), "198.51.100.2")).status).toBe(201);
    expect((await allSubmissions()).length).toBe(before + 6);
    // The count lives in the database, so a restart does not reset it.
    const db = await getDb();
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, `contact:${ip}`));
    expect(row.count).toBe(7);
  });

  it("lets exactly five of ten parallel submissions through", async () => {
    const ip = "203.0.113.99";
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(newLead(), ip)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it("counts only submissions that would be stored, so fixing typos does not lock a visitor out", async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < 6; i++) expect((await submit({ ...VALID_LEAD, telefon: "123" }, ip)).status).toBe(422);
    expect((await submit(newLead(), ip)).status).toBe(201);
  });

  it("starts a new window once the old one is over", async () => {
    const ip = "203.0.113.60";
    for (let i = 0; i < 5; i++) await submit(newLead(), ip);
    expect((await submit(newLead(), ip)).status).toBe(429);
    const db = await getDb();
    await db
      .update(rateLimits)
      .set({ windowStart: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(rateLimits.key, `contact:${ip}`));
    expect((await submit(newLead(), ip)).status).toBe(201);
  });

  it("stores every lead of a burst from new addresses while old windows are swept, each in its own transaction", async () => {
    const db = await getDb();
    const stale = new Date(Date.now() - 11 * 60_000);
    await db.insert(rateLimits).values(Array.from({ length: 40 }, (_, i) => ({ key: `contact:198.18.0.${i}`, count: 3, windowStart: stale })));
    // Each of these re-opens an expired window, so each sweeps the others' rows while they are held.
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => submit(newLead(), `198.18.0.${i}`)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
  });

  it("keys on the address the server worked out, never on X-Forwarded-For or X-Real-IP", () => {
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.5", "x-forwarded-for": "1.2.3.4", "x-real-ip": "9.9.9.9" }))).toBe("203.0.113.5");
    expect(clientIp(new Headers({ "x-forwarded-for": "1.2.3.4", "x-real-ip": "9.9.9.9" }))).toBe("unknown");
  });
});

describe("leads only from this site (QUALITY R5)", () => {
  it("refuses a body not sent as JSON (415) and a browser's cross-site request (403), storing and counting nothing", async () => {
    const db = await getDb();
    const rows = async () => (await db.select({ n: count() }).from(contactSubmissions))[0].n;
    const before = await rows();
    const ip = freshIp();
    const asText = await api<Failure>("POST", "/api/contact-submissions", {
      raw: JSON.stringify(newLead()),
      headers: { [CLIENT_ADDRESS_HEADER]: ip, "content-type": "text/plain", origin: "https://evil.example" },
    });
    expect(asText.status).toBe(403);
    const plain = await api<Failure>("POST", "/api/contact-submissions", { raw: JSON.stringify(newLead()), headers: { [CLIENT_ADDRESS_HEADER]: ip } });
    expect([plain.status, plain.body.message]).toEqual([415, "Cererea trebuie trimisă ca JSON (Content-Type: application/json)."]);
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }] as Array<Record<string, string>>) {
      const res = await submit<Failure>(newLead(), ip, headers);
      expect([res.status, res.body.message]).toEqual([403, "Cererea a venit de pe alt site și a fost refuzată. Folosiți formularele acestui site."]);
    }
    expect(await rows()).toBe(before);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, `contact:${ip}`))).toEqual([]);
    // The site's own page, and a server without a browser's headers, are heard.
    expect((await submit(newLead(), ip, { origin: "http://localhost", "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await submit(newLead(), ip)).status).toBe(201);
    expect(await rows()).toBe(before + 2);
  });
});

describe("one client, one limit (QUALITY R6)", () => {
  it("counts an IPv6 /64 as one address: the sixth lead from one block is refused, the next block is not", async () => {
    for (let i = 1; i <= 5; i++) expect((await submit(newLead(), `2001:db8:38:1::${i}`)).status).toBe(201);
    expect((await submit(newLead(), "2001:db8:38:1:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await submit(newLead(), "2001:db8:38:2::1")).status).toBe(201);
    const db = await getDb();
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, "contact:2001:db8:38:1::/64"));
    expect(row.count).toBe(6);
  });
});

describe("the same lead twice (QUALITY D10)", () => {
  const sameLeadRows = async (mesaj: string) => {
    const db = await getDb();
    return db.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.mesaj, mesaj));
  };

  it("is one lead: the same e-mail (any case) and message within 10 minutes is answered as sent, stored once and not counted", async () => {
    const ip = freshIp();
    const first = newLead();
    expect((await submit(first, ip)).status).toBe(201);
    // A reload, a dropped connection, a double click: far more than the address's limit of 5.
    for (let i = 0; i < 7; i++) {
      const again = await submit({ ...first, email: first.email.toUpperCase(), nume: "Alt nume" }, ip);
      expect([again.status, again.body]).toEqual([201, { message: SUCCESS }]);
    }
    expect(await sameLeadRows(first.mesaj)).toHaveLength(1);
    const db = await getDb();
    expect((await db.select().from(rateLimits).where(eq(rateLimits.key, `contact:${ip}`)))[0].count).toBe(1);
    // Another message, or another address, is another lead.
    expect((await submit({ ...first, mesaj: `${first.mesaj} Și încă ceva.` }, ip)).status).toBe(201);
    expect((await submit({ ...first, email: "alt.client@firma.ro" }, ip)).status).toBe(201);
    expect(await sameLeadRows(first.mesaj)).toHaveLength(2);
  });

  it("is one lead when the copies arrive in parallel", async () => {
    const one = newLead();
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(one)));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await sameLeadRows(one.mesaj)).toHaveLength(1);
  });

  it("is a new lead once the 10 minutes are over", async () => {
    const old = newLead();
    expect((await submit(old)).status).toBe(201);
    const db = await getDb();
    await db.update(contactSubmissions).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(contactSubmissions.mesaj, old.mesaj));
    expect((await submit(old)).status).toBe(201);
    expect(await sameLeadRows(old.mesaj)).toHaveLength(2);
    // Out of the way of the inbox's order below.
    await db.delete(contactSubmissions).where(eq(contactSubmissions.mesaj, old.mesaj));
  });
});

describe("a flood of leads (QUALITY R7)", () => {
  type Dashboard = { submissions: SubmissionDto[]; unread: number; suspect: number; leads: { total: number } };
  const dashboard = async () => (await api<Dashboard>("GET", "/api/dashboard", { token: admin })).body;
  const suspects = async () => api<List>("GET", "/api/contact-submissions?suspect=true&page=1", { token: admin });
  const floodCount = async () => {
    const db = await getDb();
    await db.delete(rateLimits).where(like(rateLimits.key, "lead-flood:%"));
  };

  beforeAll(async () => {
    await floodCount();
    process.env.LEADS_SUSPECT_LIMIT = "3";
    process.env.LEADS_SUSPECT_WINDOW_MINUTES = "10";
  });
  afterAll(async () => {
    delete process.env.LEADS_SUSPECT_LIMIT;
    delete process.env.LEADS_SUSPECT_WINDOW_MINUTES;
    await floodCount();
  });

  it("stores the leads above the site-wide rate as suspect: answered alike, apart from the inbox, its counts and the chart", async () => {
    const inbox = (await api<List>("GET", "/api/contact-submissions?page=1", { token: admin })).body;
    const board = await dashboard();
    const sent = Array.from({ length: 5 }, () => newLead({ prenume: "Val" }));
    // From five addresses: no address's own limit is reached.
    for (const body of sent) expect((await submit(body)).body).toEqual({ message: SUCCESS });

    const after = (await api<List>("GET", "/api/contact-submissions?page=1", { token: admin })).body;
    expect(after.total).toBe(inbox.total + 3);
    expect(after.submissions.slice(0, 3).map((s) => s.mesaj)).toEqual(sent.slice(0, 3).map((s) => s.mesaj).reverse());
    const flagged = (await suspects()).body;
    expect(flagged.total).toBe(2);
    expect(flagged.submissions.map((s) => [s.mesaj, s.suspect])).toEqual(sent.slice(3).map((s) => [s.mesaj, true]).reverse());
    expect(await dashboard()).toMatchObject({ unread: board.unread + 3, suspect: 2, leads: { total: board.leads.total + 3 } });
    expect((await dashboard()).submissions.some((s) => s.suspect)).toBe(false);
    // Filters apply within the view; the CSV export follows it.
    expect((await api<List>("GET", `/api/contact-submissions?suspect=true&q=${encodeURIComponent(sent[4].email)}`, { token: admin })).body.total).toBe(2);
    const csv = await api<string>("GET", "/api/contact-submissions/export?suspect=true", { token: admin });
    expect(String(csv.body).trim().split("\n")).toHaveLength(3);
    expect((await api<Failure>("GET", "/api/contact-submissions?suspect=poate", { token: admin })).body.message).toBe(
      "Filtrul suspect poate fi doar true sau false.",
    );
  });

  it("'Eliberează' moves one into the inbox, once; admins only", async () => {
    const [newest] = (await suspects()).body.submissions;
    expect((await api("POST", `/api/contact-submissions/${newest.id}/release`, { token: editor })).status).toBe(403);
    const released = await api<SubmissionDto>("POST", `/api/contact-submissions/${newest.id}/release`, { token: admin });
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ id: newest.id, suspect: false, read: false });
    expect((await api<List>("GET", "/api/contact-submissions?page=1", { token: admin })).body.submissions.map((s) => s.id)).toContain(newest.id);
    expect((await dashboard()).suspect).toBe(1);
    const again = await api<Failure>("POST", `/api/contact-submissions/${newest.id}/release`, { token: admin });
    expect([again.status, again.body.message]).toEqual([409, "Mesajul nu este marcat ca suspect: apare deja în Inbox."]);
    expect((await api("POST", "/api/contact-submissions/999999/release", { token: admin })).status).toBe(404);
  });

  it("'Șterge toate suspectele' deletes those up to the newest one shown, not one that came after", async () => {
    const shown = (await suspects()).body.submissions;
    expect(shown).toHaveLength(1);
    expect((await submit(newLead())).status).toBe(201);
    const later = (await suspects()).body.submissions[0];
    expect(later.id).toBeGreaterThan(shown[0].id);
    expect((await api("DELETE", `/api/contact-submissions/suspect?up_to=${shown[0].id}`, { token: editor })).status).toBe(403);
    const res = await api<{ deleted: number; message: string }>("DELETE", `/api/contact-submissions/suspect?up_to=${shown[0].id}`, { token: admin });
    expect(res.body).toEqual({ deleted: 1, message: "A fost șters un mesaj." });
    expect((await suspects()).body.submissions.map((s) => s.id)).toEqual([later.id]);
    const rest = await api<{ deleted: number; message: string }>("DELETE", "/api/contact-submissions/suspect", { token: admin });
    expect(rest.body).toEqual({ deleted: 1, message: "A fost șters un mesaj." });
    expect((await api<{ message: string }>("DELETE", "/api/contact-submissions/suspect", { token: admin })).body.message).toBe(
      "Nu există mesaje suspecte de șters.",
    );
    expect(await dashboard()).toMatchObject({ suspect: 0 });
  });

  it("stores every lead as before when LEADS_SUSPECT_LIMIT is 0", async () => {
    process.env.LEADS_SUSPECT_LIMIT = "0";
    for (let i = 0; i < 4; i++) expect((await submit(newLead())).status).toBe(201);
    expect((await suspects()).body.total).toBe(0);
    process.env.LEADS_SUSPECT_LIMIT = "3";
  });
});

describe("questionnaire answers", () => {
  let budget: number;
  let servicesQ: number;

  beforeAll(async () => {
    const db = await getDb();
    [{ id: budget }] = await db
      .insert(marketingQuestions)
      .values({ question: "Care este bugetul lunar?", type: "radio", order: 1 })
      .returning({ id: marketingQuestions.id });
    [{ id: servicesQ }] = await db
      .insert(marketingQuestions)
      .values({ question: "Ce servicii vă interesează?", type: "checkbox", order: 2 })
      .returning({ id: marketingQuestions.id });
    await db.insert(marketingAnswers).values([
      { questionId: budget, value: "mic", label: "Sub 1000 euro", sortOrder: 1 },
      { questionId: budget, value: "mare", label: "Peste 1000 euro", sortOrder: 2 },
      { questionId: servicesQ, value: "seo", label: "SEO", sortOrder: 1 },
      { questionId: servicesQ, value: "ppc", label: "PPC", sortOrder: 2 },
      { questionId: servicesQ, value: "branding", label: "Branding", sortOrder: 3 },
    ]);
  });

  it("stores one question/label pair per chosen value, in questionnaire order", async () => {
    const res = await submit({
      ...newLead(),
      selected_package: "Pachet personalizat",
      answers: { [servicesQ]: ["ppc", "seo", "ppc"], [budget]: "mare" },
    });
    expect(res.status).toBe(201);
    const stored = await newest();
    expect(stored?.answers).toEqual([
      { question: "Care este bugetul lunar?", label: "Peste 1000 euro" },
      { question: "Ce servicii vă interesează?", label: "SEO" },
      { question: "Ce servicii vă interesează?", label: "PPC" },
    ]);
    expect(stored?.selected_package).toBe("Pachet personalizat");
  });

  it("keeps the texts a visitor saw even after the question is edited", async () => {
    expect((await submit(newLead({ answers: { [budget]: "mic" } }))).status).toBe(201);
    const db = await getDb();
    await db.update(marketingQuestions).set({ question: "Buget?" }).where(eq(marketingQuestions.id, budget));
    const stored = await newest();
    expect(stored?.answers).toEqual([{ question: "Care este bugetul lunar?", label: "Sub 1000 euro" }]);
    await db.update(marketingQuestions).set({ question: "Care este bugetul lunar?" }).where(eq(marketingQuestions.id, budget));
  });

  it("rejects unknown questions and values with 422 and stores nothing", async () => {
    const before = (await allSubmissions()).length;
    const cases = [
      { [budget]: "urias" },
      { [servicesQ]: ["seo", "tiktok"] },
      { 999999: "mic" },
      { abc: "mic" },
      { [servicesQ]: ["mic"] }, // a value of another question
    ];
    for (const answers of cases) {
      const res = await submit<Failure>({ ...VALID_LEAD, answers });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: UNKNOWN_ANSWER, errors: { answers: UNKNOWN_ANSWER } });
    }
    expect((await allSubmissions()).length).toBe(before);
  });

  it("rejects several values for a single-choice question", async () => {
    const res = await submit<Failure>({ ...VALID_LEAD, answers: { [budget]: ["mic", "mare"] } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ answers: "Răspunsurile la chestionar nu sunt valide" });
  });
});

describe("admin inbox", () => {
  it("is admin-only", async () => {
    for (const [method, url] of [
      ["GET", "/api/contact-submissions"],
      ["GET", "/api/contact-submissions/dashboard"],
      ["PUT", "/api/contact-submissions/1"],
      ["DELETE", "/api/contact-submissions/1"],
    ]) {
      expect((await api(method, url, { token: editor })).status).toBe(403);
      expect((await api(method, url)).status).toBe(401);
    }
  });

  it("pages newest first, ten at a time, with the DTO fields only", async () => {
    while ((await allSubmissions()).length < 13) expect((await submit(newLead())).status).toBe(201);
    const all = await allSubmissions();
    const first = await api<List>("GET", "/api/contact-submissions?page=1", { token: admin });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(first.body.submissions).toHaveLength(10);
    expect(first.body.totalPages).toBe(Math.ceil(all.length / 10));
    const last = await api<List>("GET", `/api/contact-submissions?page=${first.body.totalPages}`, { token: admin });
    expect(last.body.submissions).toHaveLength(all.length - 10 * (first.body.totalPages - 1));
    const ids = all.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(first.body.submissions[0]).sort()).toEqual(
      ["answers", "attribution", "created_at", "email", "id", "mesaj", "note", "nume", "prenume", "read", "selected_package", "status", "suspect", "telefon", "updated_at", "website"],
    );
    const beyond = await api<List>("GET", "/api/contact-submissions?page=999", { token: admin });
    expect(beyond.body.submissions).toEqual([]);
  });

  it("toggles the read state, or sets it when told", async () => {
    expect((await submit(newLead())).status).toBe(201);
    const body = (await newest())!;
    const url = `/api/contact-submissions/${body.id}`;
    const toggled = await api<SubmissionDto>("PUT", url, { token: admin });
    expect(toggled.status).toBe(200);
    expect(toggled.body).toMatchObject({ id: body.id, read: true, nume: VALID_LEAD.nume });
    expect((await api<SubmissionDto>("PUT", url, { token: admin, body: {} })).body.read).toBe(false);
    expect((await api<SubmissionDto>("PUT", url, { token: admin, body: { read: null } })).body.read).toBe(true);
    expect((await api<SubmissionDto>("PUT", url, { token: admin, body: { read: false } })).body.read).toBe(false);
    expect((await api<SubmissionDto>("PUT", url, { token: admin, body: { read: true } })).body.read).toBe(true);
    expect((await api<SubmissionDto>("PUT", url, { token: admin, body: { read: true } })).body.read).toBe(true);
    expect((await allSubmissions()).find((s) => s.id === body.id)?.read).toBe(true);
    const bad = await api<Failure>("PUT", url, { token: admin, body: { read: "poate" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ read: "Starea mesajului trebuie să fie true sau false" });
    expect((await api("PUT", "/api/contact-submissions/999999", { token: admin })).status).toBe(404);
    expect((await api("PUT", "/api/contact-submissions/abc", { token: admin })).status).toBe(404);
  });

  it("lists at most the five newest unread messages for the dashboard", async () => {
    for (const s of await allSubmissions()) {
      if (!s.read) await api("PUT", `/api/contact-submissions/${s.id}`, { token: admin, body: { read: true } });
    }
    const empty = await api<{ submissions: SubmissionDto[] }>("GET", "/api/contact-submissions/dashboard", { token: admin });
    expect(empty.status).toBe(200);
    expect(empty.body.submissions).toEqual([]);

    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      expect((await submit({ ...VALID_LEAD, mesaj: `Mesajul numărul ${i}` })).status).toBe(201);
      ids.push((await newest())!.id);
    }
    const res = await api<{ submissions: SubmissionDto[] }>("GET", "/api/contact-submissions/dashboard", { token: admin });
    expect(res.body.submissions.map((s) => s.id)).toEqual(ids.slice(2).reverse());
    expect(res.body.submissions.every((s) => !s.read)).toBe(true);

    await api("PUT", `/api/contact-submissions/${ids[6]}`, { token: admin, body: { read: true } });
    const after = await api<{ submissions: SubmissionDto[] }>("GET", "/api/contact-submissions/dashboard", { token: admin });
    expect(after.body.submissions.map((s) => s.id)).toEqual(ids.slice(1, 6).reverse());
  });

  it("deletes a message, admin only", async () => {
    expect((await submit(newLead())).status).toBe(201);
    const body = (await newest())!;
    expect((await api("DELETE", `/api/contact-submissions/${body.id}`, { token: editor })).status).toBe(403);
    expect((await allSubmissions()).some((s) => s.id === body.id)).toBe(true);
    const res = await api<{ message: string }>("DELETE", `/api/contact-submissions/${body.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Mesajul a fost șters.");
    expect((await allSubmissions()).some((s) => s.id === body.id)).toBe(false);
    const again = await api<Failure>("DELETE", `/api/contact-submissions/${body.id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Mesajul nu a fost găsit.");
  });
});
