import { count, eq, like, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { contactSubmissions, mailOutbox, marketingAnswers, marketingQuestions, rateLimits } from "@/lib/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address";
import { MAIL_NOTICE } from "@/lib/server/mail/config";
import { MAIL_MAX_ATTEMPTS, retryDelayMs, type MailProblemDto } from "@/lib/server/mail/outbox";
import { startMailSender, stopMailSender, type SenderOptions } from "@/lib/server/mail/sender";
import type { MailStatusDto } from "@/lib/server/mail/status";
import { api, tokens } from "../support/api";
import { TestSmtp, waitUntil } from "../support/smtp";

/**
 * E-mail on every lead (issue 32): a real SMTP server on loopback, the real database, the real intake
 * (POST /api/contact-submissions) and the real background sender, with short delays.
 */
const FAST: SenderOptions = { pollMs: 100, leaseMs: 3_000, smtpTimeoutMs: 2_000, maxAttempts: 3, retryDelayMs: () => 200, concurrency: 3 };
const SITE = "https://agentie.example";
const NOTIFY = ["vanzari@agentie.example", "director@agentie.example"];

const smtp = new TestSmtp();
let admin: string;
let editor: string;
let nextIp = 1;
const logged: string[] = [];

const lead = {
  nume: "Popescu",
  prenume: 'Ana-Maria <b>"Test"</b>',
  email: "ana.popescu@firma.ro",
  telefon: "+40722123456",
  website: "Firma & Fiii SRL",
  mesaj: "Aș dori o ofertă.\n<script>alert(1)</script> pentru SEO și PPC.",
  selected_package: "Pachet SEO Avansat",
};

function setMailEnv(on: boolean, autoReply = false) {
  if (on) {
    process.env.SMTP_URL = smtp.url();
    process.env.MAIL_FROM = "Site Agenție <site@agentie.example>";
    process.env.LEADS_NOTIFY_TO = NOTIFY.join(", ");
  } else {
    delete process.env.SMTP_URL;
    delete process.env.MAIL_FROM;
    delete process.env.LEADS_NOTIFY_TO;
  }
  process.env.LEADS_AUTO_REPLY = autoReply ? "true" : "false";
}

let sent = 0;
/** Each lead gets a numbered last line: the same e-mail and message again within minutes is one lead (QUALITY D10). */
async function submit(body: Record<string, unknown> = lead): Promise<number> {
  const numbered = { ...body, mesaj: `${String(body.mesaj)}\nCererea ${++sent}.` };
  const res = await api("POST", "/api/contact-submissions", { body: numbered, headers: { [CLIENT_ADDRESS_HEADER]: `198.51.100.${nextIp++}` } });
  expect(res.status).toBe(201);
  const db = await getDb();
  const [row] = await db.select({ id: sql<number>`max(${contactSubmissions.id})`.mapWith(Number) }).from(contactSubmissions);
  return row.id;
}

async function outboxOf(submissionId: number) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.submissionId, submissionId)).orderBy(mailOutbox.id);
}

async function mailStatus(token = admin) {
  return api<MailStatusDto>("GET", "/api/admin/mail-outbox", { token });
}

beforeAll(async () => {
  // The sender's failures are logged; they are collected here to check that they name no visitor (QUALITY D9).
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
  ({ admin, editor } = await tokens());
  process.env.NEXT_PUBLIC_SITE_URL = SITE;
  await smtp.start();
  setMailEnv(true);
  expect(startMailSender(FAST)).not.toBeNull();
});

beforeEach(() => {
  smtp.received.length = 0;
  smtp.mode = "accept";
  setMailEnv(true);
});

afterAll(async () => {
  jest.restoreAllMocks();
  await stopMailSender();
  await smtp.stop();
  setMailEnv(false);
});

describe("the e-mail to the agency", () => {
  it("carries the name in the subject, every field, the package, the answers by question, a portal link, escaped HTML", async () => {
    const db = await getDb();
    const [services] = await db.insert(marketingQuestions).values({ question: "Ce servicii vă interesează?", type: "checkbox", order: 1 }).returning();
    const [budget] = await db.insert(marketingQuestions).values({ question: "Ce buget lunar aveți?", type: "radio", order: 2 }).returning();
    await db.insert(marketingAnswers).values([
      { questionId: services.id, value: "seo", label: "SEO", sortOrder: 1 },
      { questionId: services.id, value: "ppc", label: "PPC", sortOrder: 2 },
      { questionId: budget.id, value: "mic", label: "Sub 1.000 €", sortOrder: 1 },
    ]);

    const id = await submit({ ...lead, answers: { [services.id]: ["ppc", "seo"], [budget.id]: "mic" } });
    const [mail] = await smtp.waitForMessages(1);

    expect(mail.from).toBe("site@agentie.example");
    expect(mail.to.sort()).toEqual([...NOTIFY].sort());
    expect(mail.mail.subject).toBe('Mesaj nou de la Ana-Maria <b>"Test"</b> Popescu (Pachet SEO Avansat)');
    expect(mail.mail.replyTo?.text).toBe("ana.popescu@firma.ro");

    const text = mail.mail.text ?? "";
    expect(text).toContain('Prenume: Ana-Maria <b>"Test"</b>');
    expect(text).toContain("Nume: Popescu");
    expect(text).toContain("E-mail: ana.popescu@firma.ro");
    expect(text).toContain("Telefon: +40722123456");
    expect(text).toContain("Website sau companie: Firma & Fiii SRL");
    expect(text).toContain("Pachet selectat: Pachet SEO Avansat");
    expect(text).toContain("Aș dori o ofertă.\n<script>alert(1)</script> pentru SEO și PPC.");
    // Grouped by question, in the questionnaire's order, labels in the options' order.
    expect(text).toContain("Răspunsuri la chestionar:\n- Ce servicii vă interesează?: SEO, PPC\n- Ce buget lunar aveți?: Sub 1.000 €");
    const link = `${SITE}/internal-admin-portalv1.0.1/contact-submissions/${id}`;
    expect(text).toContain(`Deschideți mesajul în portal: ${link}`);
    // No attribution sent: no empty section.
    expect(text).not.toContain("Proveniență");

    const html = String(mail.mail.html);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("Ana-Maria &lt;b&gt;&quot;Test&quot;&lt;/b&gt;");
    expect(html).toContain("Firma &amp; Fiii SRL");
    expect(html).not.toMatch(/<script|<b>/i);
    expect(html).toContain("<strong>Ce servicii vă interesează?</strong>: SEO, PPC");
    expect(html).toContain(`<a href="${link}">`);
    // The page behind the link reads the message from GET /contact-submissions/{id} (admins only).
    const opened = await api<{ id: number; prenume: string }>("GET", `/api/contact-submissions/${id}`, { token: admin });
    expect(opened.body).toMatchObject({ id, prenume: lead.prenume });
    expect((await api("GET", `/api/contact-submissions/${id}`, { token: editor })).status).toBe(403);
    expect((await api("GET", "/api/contact-submissions/999999", { token: admin })).status).toBe(404);

    await waitUntil(async () => (await outboxOf(id))[0]?.status === "sent", 5_000, "the row marked sent");
    const rows = await outboxOf(id);
    expect(rows.map((r) => [r.kind, r.status, r.attempts])).toEqual([["lead-notification", "sent", 1]]);
    // Exactly one e-mail, however often the sender polls meanwhile.
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(1);
  });

  it("says where the lead came from: the page, the referrer and the campaign parameters it was sent with", async () => {
    await submit({
      ...lead,
      page: "https://agentie.example/tarife?pachet=2",
      referrer: "https://www.google.com/",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "<b>iarna</b>",
      gclid: "Cj0KCQ",
      fbclid: "",
    });
    const [mail] = await smtp.waitForMessages(1);
    const text = mail.mail.text ?? "";
    expect(text).toContain(
      [
        "Proveniență:",
        "Trimis de pe pagina: https://agentie.example/tarife?pachet=2",
        "Venit de la (referrer): https://www.google.com/",
        "utm_source: google",
        "utm_medium: cpc",
        "utm_campaign: <b>iarna</b>",
        "gclid (Google Ads): Cj0KCQ",
      ].join("\n"),
    );
    expect(text).not.toContain("fbclid");
    expect(text).not.toContain("utm_term");
    const html = String(mail.mail.html);
    expect(html).toContain("<h3 style=\"margin:20px 0 4px\">Proveniență</h3>");
    expect(html).toContain("&lt;b&gt;iarna&lt;/b&gt;");
  });

  it("answers the visitor at once while the SMTP server is still busy with the e-mail", async () => {
    // The server holds every message until released: a request that waited for the e-mail would never be answered.
    smtp.mode = "hold-data";
    const id = await submit();
    await waitUntil(() => smtp.held > 0, 5_000, "the sender to be mid-message");
    expect(smtp.received).toHaveLength(0);
    smtp.mode = "accept";
    smtp.release();
    await smtp.waitForMessages(1);
    await waitUntil(async () => (await outboxOf(id))[0]?.status === "sent", 5_000, "the row marked sent");
  });

  it("sends the visitor a short Romanian confirmation when LEADS_AUTO_REPLY=true, quoting nothing the visitor typed", async () => {
    setMailEnv(true, true);
    const id = await submit();
    const mails = await smtp.waitForMessages(2);
    const reply = mails.find((m) => m.to.includes("ana.popescu@firma.ro"));
    expect(reply?.mail.subject).toBe("Am primit mesajul dumneavoastră – Agenția Digitală");
    expect(reply?.mail.text).toContain("Bună ziua,\n\nVă mulțumim pentru mesaj! L-am primit și vă vom contacta în curând.");
    expect(reply?.mail.replyTo?.text).toBe(NOTIFY[0]);
    // QUALITY R8: not the name, not the message, not the company: whoever typed the address chose none of its words.
    for (const part of [reply?.mail.text ?? "", String(reply?.mail.html), reply?.mail.subject ?? ""]) {
      for (const typed of ["Ana-Maria", "Test", "Popescu", "alert", "Firma", "SEO", "Cererea", "Pachet"]) expect(part).not.toContain(typed);
    }
    await waitUntil(async () => (await outboxOf(id)).every((r) => r.status === "sent"), 5_000, "both rows sent");
    expect((await outboxOf(id)).map((r) => r.kind)).toEqual(["lead-notification", "lead-auto-reply"]);
  });
});

describe("the site is no mail relay (QUALITY R8)", () => {
  const resetCount = async (scope: string) => {
    const db = await getDb();
    await db.delete(rateLimits).where(like(rateLimits.key, `${scope}:%`));
  };
  const kindsOf = async (ids: number[]) => Promise.all(ids.map(async (id) => (await outboxOf(id)).map((r) => r.kind)));

  beforeEach(() => resetCount("auto-reply"));
  afterEach(() => {
    delete process.env.LEADS_AUTO_REPLY_HOURLY_MAX;
  });

  it("confirms at most once a day to one address, whatever its case, even for leads sent at the same moment", async () => {
    setMailEnv(true, true);
    const address = "Relay.Victim@Exemplu.ro";
    await Promise.all([address, address.toLowerCase(), address.toUpperCase()].map((email) => submit({ ...lead, email })));
    const db = await getDb();
    const ids = (await db.select({ id: contactSubmissions.id }).from(contactSubmissions).where(sql`lower(${contactSubmissions.email}) = ${address.toLowerCase()}`)).map((r) => r.id);
    expect(ids).toHaveLength(3);
    const kinds = await kindsOf(ids);
    expect(kinds.flat().filter((k) => k === "lead-auto-reply")).toHaveLength(1);
    expect(kinds.flat().filter((k) => k === "lead-notification")).toHaveLength(3);
    // A day later the address may be confirmed again.
    await db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(sql`${mailOutbox.submissionId} IN (${sql.join(ids, sql`, `)})`);
    expect(await kindsOf([await submit({ ...lead, email: address })])).toEqual([["lead-notification", "lead-auto-reply"]]);
    await smtp.waitForMessages(6);
  });

  it("sends no more than LEADS_AUTO_REPLY_HOURLY_MAX confirmations an hour in all, and none with 0", async () => {
    setMailEnv(true, true);
    process.env.LEADS_AUTO_REPLY_HOURLY_MAX = "2";
    const ids: number[] = [];
    for (let i = 1; i <= 4; i++) ids.push(await submit({ ...lead, email: `vizitator${i}@exemplu.ro` }));
    expect(await kindsOf(ids)).toEqual([
      ["lead-notification", "lead-auto-reply"],
      ["lead-notification", "lead-auto-reply"],
      ["lead-notification"],
      ["lead-notification"],
    ]);
    await resetCount("auto-reply");
    process.env.LEADS_AUTO_REPLY_HOURLY_MAX = "0";
    expect(await kindsOf([await submit({ ...lead, email: "vizitator5@exemplu.ro" })])).toEqual([["lead-notification"]]);
    await smtp.waitForMessages(7);
  });
});

describe("a flood of leads (QUALITY R7)", () => {
  const resetFlood = async () => {
    const db = await getDb();
    await db.delete(rateLimits).where(like(rateLimits.key, "lead-flood:%"));
  };
  beforeEach(resetFlood);
  afterEach(async () => {
    delete process.env.LEADS_SUSPECT_LIMIT;
    await resetFlood();
  });

  it("sends nothing about a suspect lead; 'Eliberează' sends the agency its e-mail then, and the visitor none", async () => {
    setMailEnv(true, true);
    process.env.LEADS_SUSPECT_LIMIT = "1";
    const real = await submit({ ...lead, email: "primul@exemplu.ro" });
    const suspect = await submit({ ...lead, email: "al-doilea@exemplu.ro", prenume: "Suspect" });
    await smtp.waitForMessages(2);
    expect(await outboxOf(real)).toHaveLength(2);
    expect(await outboxOf(suspect)).toEqual([]);
    await new Promise((r) => setTimeout(r, 400));
    expect(smtp.received).toHaveLength(2);

    const released = await api("POST", `/api/contact-submissions/${suspect}/release`, { token: admin });
    expect(released.status).toBe(200);
    const mails = await smtp.waitForMessages(3);
    expect(mails[2].mail.subject).toBe("Mesaj nou de la Suspect Popescu (Pachet SEO Avansat)");
    expect(mails[2].to.sort()).toEqual([...NOTIFY].sort());
    await waitUntil(async () => (await outboxOf(suspect))[0]?.status === "sent", 5_000, "the notification sent");
    expect((await outboxOf(suspect)).map((r) => r.kind)).toEqual(["lead-notification"]);
  });
});

describe("a backlog of e-mails", () => {
  it("sends the newest lead's notification first, over a few pooled connections", async () => {
    await stopMailSender();
    setMailEnv(true, true);
    const db = await getDb();
    // Thirty older leads whose e-mails wait (an SMTP outage, a burst): a notification and a confirmation each.
    const old = await db
      .insert(contactSubmissions)
      .values(Array.from({ length: 30 }, (_, i) => ({ nume: "Vechi", prenume: `Nr${i}`, email: `vechi${i}@exemplu.ro`, telefon: "0722000000", website: "firma.ro", mesaj: "Mesaj vechi." })))
      .returning({ id: contactSubmissions.id });
    await db.insert(mailOutbox).values(old.flatMap(({ id }) => [{ kind: "lead-notification" as const, submissionId: id }, { kind: "lead-auto-reply" as const, submissionId: id }]));
    const fresh = await submit({ ...lead, prenume: "Nou", email: "nou@exemplu.ro" });
    const connectionsBefore = smtp.connections;

    expect(startMailSender(FAST)).not.toBeNull();
    const mails = await smtp.waitForMessages(62, 30_000);
    const subjects = mails.map((m) => m.mail.subject);
    // The claims go newest first, `concurrency` at a time: the new lead's is in the first round.
    expect(subjects.indexOf("Mesaj nou de la Nou Popescu (Pachet SEO Avansat)")).toBeLessThan(FAST.concurrency);
    // Every notification (31) before the confirmations, give or take the e-mails in flight.
    const lastNotification = Math.max(...subjects.map((s, i) => (s?.startsWith("Mesaj nou") ? i : -1)));
    expect(lastNotification).toBeLessThan(31 + FAST.concurrency - 1);
    expect(smtp.connections - connectionsBefore).toBeLessThanOrEqual(FAST.concurrency);
    await waitUntil(async () => (await outboxOf(fresh)).every((r) => r.status === "sent"), 5_000, "the new lead's e-mails sent");
  });
});

describe("retries", () => {
  it("retries while the server refuses with a 4xx, shows the error to admins meanwhile, then sends once", async () => {
    smtp.mode = "refuse";
    const id = await submit();
    await waitUntil(async () => (await outboxOf(id))[0]?.attempts >= 2, 10_000, "two refused attempts");
    const [row] = await outboxOf(id);
    expect(row.status).toBe("pending");
    expect(row.lastError).toContain("451");

    const status = await mailStatus();
    expect(status.status).toBe(200);
    const problem = status.body.problems.find((p) => p.id === row.id) as MailProblemDto;
    expect(problem).toMatchObject({ submission_id: id, status: "pending", kind: "lead-notification" });
    expect(problem.last_error).toContain("451");
    expect(problem.lead_name).toBe('Ana-Maria <b>"Test"</b> Popescu');

    smtp.mode = "accept";
    await smtp.waitForMessages(1);
    await waitUntil(async () => (await outboxOf(id))[0]?.status === "sent", 5_000, "the row marked sent");
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(1);
    expect((await mailStatus()).body.problems.some((p) => p.id === row.id)).toBe(false);
  });

  it("retries while the server is down, then sends once when it is back", async () => {
    await smtp.stop();
    try {
      const id = await submit();
      await waitUntil(async () => Boolean((await outboxOf(id))[0]?.lastError), 10_000, "a failed connection");
      expect((await outboxOf(id))[0].lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    } finally {
      await smtp.start();
    }
    await smtp.waitForMessages(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(1);
  });

  it("gives up after the last attempt, lists the e-mail as failed for admins only, and 'Reîncearcă' sends it", async () => {
    smtp.mode = "refuse";
    const id = await submit();
    await waitUntil(async () => (await outboxOf(id))[0]?.status === "failed", 10_000, "the e-mail to fail");
    const [row] = await outboxOf(id);
    expect(row.attempts).toBe(FAST.maxAttempts);

    const problem = (await mailStatus()).body.problems.find((p) => p.id === row.id);
    expect(problem).toMatchObject({ status: "failed", attempts: FAST.maxAttempts, next_attempt_at: null });
    expect(problem?.last_error).toContain("451");
    expect((await mailStatus(editor)).status).toBe(403);
    expect((await api("GET", "/api/admin/mail-outbox")).status).toBe(401);
    expect((await api("POST", `/api/admin/mail-outbox/${row.id}/retry`, { token: editor })).status).toBe(403);

    // Failed for good: no more attempts on its own.
    await new Promise((r) => setTimeout(r, 600));
    expect((await outboxOf(id))[0].attempts).toBe(FAST.maxAttempts);

    smtp.mode = "accept";
    const retried = await api<{ message: string }>("POST", `/api/admin/mail-outbox/${row.id}/retry`, { token: admin });
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe("E-mailul a fost pus din nou la trimis.");
    await smtp.waitForMessages(1);
    await waitUntil(async () => (await outboxOf(id))[0]?.status === "sent", 5_000, "the row marked sent");
    expect((await mailStatus()).body.problems.some((p) => p.id === row.id)).toBe(false);

    const again = await api<{ message: string }>("POST", `/api/admin/mail-outbox/${row.id}/retry`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Acest e-mail a fost deja trimis.");
    expect((await api("POST", "/api/admin/mail-outbox/999999/retry", { token: admin })).status).toBe(404);
    expect(smtp.received).toHaveLength(1);
  });
});

describe("without SMTP settings", () => {
  it("queues nothing, sends nothing, and tells the admins why", async () => {
    setMailEnv(false);
    const id = await submit();
    expect(await outboxOf(id)).toHaveLength(0);

    const status = await mailStatus();
    expect(status.body.notice).toBe(
      "Notificările prin e-mail pentru mesajele noi sunt oprite: lipsesc setările SMTP (SMTP_URL, MAIL_FROM, LEADS_NOTIFY_TO).",
    );
    process.env.SMTP_URL = smtp.url();
    expect((await mailStatus()).body.notice).toBe(MAIL_NOTICE.missing(["MAIL_FROM", "LEADS_NOTIFY_TO"]));
    process.env.MAIL_FROM = "site@agentie.example";
    process.env.LEADS_NOTIFY_TO = "nu-este-o-adresa";
    expect((await mailStatus()).body.notice).toBe(
      "Notificările prin e-mail pentru mesajele noi sunt oprite: setările SMTP nu sunt valide (LEADS_NOTIFY_TO).",
    );

    // Turned on later: the old lead does not get an e-mail, the next one does.
    setMailEnv(true);
    expect((await mailStatus()).body.notice).toBeNull();
    await submit({ ...lead, prenume: "Ion" });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail.mail.subject).toBe("Mesaj nou de la Ion Popescu (Pachet SEO Avansat)");
    await new Promise((r) => setTimeout(r, 400));
    expect(smtp.received).toHaveLength(1);
  });
});

describe("logs", () => {
  it("name the e-mail and the SMTP code, never the visitor", () => {
    expect(logged.some((line) => line.includes("SMTP 451"))).toBe(true);
    for (const line of logged) expect(line).not.toMatch(/Popescu|ana\.popescu|firma\.ro|40722123456|parola-smtp/);
  });
});

describe("one transaction", () => {
  it("stores no lead whose e-mail could not be queued", async () => {
    const db = await getDb();
    const before = (await db.select({ n: count() }).from(contactSubmissions))[0].n;
    await db.execute(sql`ALTER TABLE mail_outbox RENAME TO mail_outbox_away`);
    try {
      const res = await api("POST", "/api/contact-submissions", { body: lead, headers: { [CLIENT_ADDRESS_HEADER]: `198.51.100.${nextIp++}` } });
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql`ALTER TABLE mail_outbox_away RENAME TO mail_outbox`);
    }
    expect((await db.select({ n: count() }).from(contactSubmissions))[0].n).toBe(before);
  });
});

describe("the retry schedule", () => {
  it("keeps trying for about a day before an e-mail is marked failed", () => {
    const waits = Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1));
    expect(waits.slice(0, 3)).toEqual([60_000, 120_000, 240_000]);
    const hours = waits.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThan(26);
  });
});
