import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { contactSubmissions, mailOutbox } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { autoReplyHourlyRule } from "@/lib/server/lead-settings";
import { hitRateLimit } from "@/lib/server/rate-limit";
import type { MailSettings } from "./config";
import { audited } from "@/lib/server/audit/log";

export type MailKind = (typeof mailOutbox.$inferSelect)["kind"];

/** A row claimed by one sender for the length of its lease; `token` proves the claim is still its own. */
export type MailClaim = { id: number; kind: MailKind; submissionId: number; attempts: number; token: string };

/** An e-mail that could not be sent yet (retrying) or at all (failed), as the admins see it. */
export type MailProblemDto = {
  id: number;
  kind: MailKind;
  submission_id: number;
  /** "prenume nume" of the lead the e-mail is about. */
  lead_name: string;
  status: "pending" | "failed";
  attempts: number;
  last_error: string;
  /** When the next automatic attempt is due; null once it gave up. */
  next_attempt_at: string | null;
  created_at: string;
};

/**
 * Attempts before an e-mail is marked failed. With retryDelayMs the last one comes about 24 hours after
 * the first: 1, 2, 4 ... 128 minutes apart, then every 4 hours.
 */
export const MAIL_MAX_ATTEMPTS = 14;

export function retryDelayMs(attempt: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 4 * 3_600_000);
}

export const MAIL_MSG = {
  notFound: "E-mailul nu a fost găsit.",
  alreadySent: "Acest e-mail a fost deja trimis.",
  sending: "E-mailul se trimite chiar acum.",
  retried: "E-mailul a fost pus din nou la trimis.",
} as const;

/** The open transaction of the lead, so that the e-mails commit with it or not at all. */
type Tx = Pick<Db, "insert" | "select" | "delete">;

/**
 * Queues the e-mails of a lead that is not suspect: the notification to the agency, and the visitor's
 * confirmation when LEADS_AUTO_REPLY=true and allowed (mayAutoReply). Runs in the lead's transaction.
 */
export async function queueLeadMails(tx: Tx, lead: { id: number; email: string }, settings: MailSettings): Promise<void> {
  const kinds: MailKind[] = ["lead-notification"];
  if (settings.autoReply && (await mayAutoReply(tx, lead.email))) kinds.push("lead-auto-reply");
  await tx.insert(mailOutbox).values(kinds.map((kind) => ({ kind, submissionId: lead.id })));
}

/** A released suspect lead: the agency hears of it now; the visitor gets no confirmation this late. */
export async function queueLeadNotification(tx: Pick<Db, "insert">, submissionId: number): Promise<void> {
  await tx.insert(mailOutbox).values({ kind: "lead-notification", submissionId });
}

/**
 * The site is no mail relay (QUALITY R8): whoever types an address gets at most one confirmation a day
 * there, and all of them together stay under LEADS_AUTO_REPLY_HOURLY_MAX an hour. The caller holds the
 * lead's lock on this address (lib/server/contact-submissions.ts), so two leads with one address in
 * parallel see each other's queued confirmation; the hourly count is one atomic row (rate-limit.ts).
 */
async function mayAutoReply(tx: Tx, email: string): Promise<boolean> {
  const rule = autoReplyHourlyRule();
  if (rule.limit === 0) return false;
  const [recent] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, mailOutbox.submissionId))
    .where(
      and(
        eq(mailOutbox.kind, "lead-auto-reply"),
        sql`lower(${contactSubmissions.email}) = lower(${email})`,
        gt(mailOutbox.createdAt, sql`now() - interval '24 hours'`),
      ),
    )
    .limit(1);
  if (recent) return false;
  return (await hitRateLimit(rule, "all", tx)).allowed;
}

/** PostgreSQL's clock, not this process's: instances with skewed clocks still agree on leases and due times. */
const nowPlus = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

const isDue = () =>
  and(
    eq(mailOutbox.status, "pending"),
    lte(mailOutbox.nextAttemptAt, sql`now()`),
    or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
  );

/**
 * Takes the next due e-mail for `leaseMs`, or null: lead notifications before confirmations, the newest
 * first, so that a backlog (an SMTP outage, a flood) never keeps the agency waiting for a new lead
 * (mail_outbox_next_idx reads them in this order). FOR UPDATE SKIP LOCKED lets several senders (in one
 * process or on one PostgreSQL) claim at the same moment without taking the same row: each skips the
 * rows the others have locked, and the outer WHERE checks the row again after a concurrent claim committed.
 * `id = (subquery)`, not `id IN (subquery)`: a scalar subquery runs once, while an IN may be planned as
 * a join that runs it again per row, each run locking another row (measured: rows claimed and left).
 * The attempt is counted at the claim, so an e-mail that kills its sender still runs out of attempts.
 */
export async function claimNextMail(leaseMs: number): Promise<MailClaim | null> {
  const db = await getDb();
  const token = randomUUID();
  const next = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(isDue())
    .orderBy(sql`${mailOutbox.kind} = 'lead-notification' DESC`, desc(mailOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ lockedUntil: nowPlus(leaseMs), claimToken: token, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, sql`(${next})`), isDue()))
    .returning({ id: mailOutbox.id, kind: mailOutbox.kind, submissionId: mailOutbox.submissionId, attempts: mailOutbox.attempts });
  return row ? { ...row, token } : null;
}

const ownClaim = (claim: MailClaim) => and(eq(mailOutbox.id, claim.id), eq(mailOutbox.claimToken, claim.token));

/** Keeps the claim while a slow send goes on; a claim taken over meanwhile is not touched. */
export async function renewMailLease(claim: MailClaim, leaseMs: number): Promise<void> {
  const db = await getDb();
  await db.update(mailOutbox).set({ lockedUntil: nowPlus(leaseMs) }).where(ownClaim(claim));
}

export async function markMailSent(claim: MailClaim): Promise<void> {
  const db = await getDb();
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, claimToken: null, lastError: null })
    .where(ownClaim(claim));
}

/** Schedules the next attempt, or gives up after `maxAttempts` and leaves the e-mail to the admins. */
export async function markMailFailed(claim: MailClaim, error: string, maxAttempts: number, delayMs: number): Promise<void> {
  const db = await getDb();
  const gaveUp = claim.attempts >= maxAttempts;
  await db
    .update(mailOutbox)
    .set({
      status: gaveUp ? "failed" : "pending",
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      claimToken: null,
      ...(gaveUp ? {} : { nextAttemptAt: nowPlus(delayMs) }),
    })
    .where(ownClaim(claim));
}

/** The newest e-mails that failed or are retrying (at most `limit`). */
export async function listMailProblems(limit = 20): Promise<MailProblemDto[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      submissionId: mailOutbox.submissionId,
      nume: contactSubmissions.nume,
      prenume: contactSubmissions.prenume,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .innerJoin(contactSubmissions, eq(contactSubmissions.id, mailOutbox.submissionId))
    .where(and(isNotNull(mailOutbox.lastError), ne(mailOutbox.status, "sent")))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    submission_id: r.submissionId,
    lead_name: `${r.prenume} ${r.nume}`.trim(),
    status: r.status === "failed" ? "failed" : "pending",
    attempts: r.attempts,
    last_error: r.lastError ?? "",
    next_attempt_at: r.status === "failed" ? null : r.nextAttemptAt.toISOString(),
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * "Reîncearcă": the e-mail is due now with a fresh round of attempts. One that a sender holds right now
 * is left alone (clearing its lease would let a second sender send it too), and a sent one stays sent.
 */
export async function retryMail(id: number): Promise<void> {
  const db = await getDb();
  const [row] = await audited(
    (tx) =>
      tx
        .update(mailOutbox)
        .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, claimToken: null })
        .where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, "sent"), or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`))))
        .returning({ id: mailOutbox.id, submissionId: mailOutbox.submissionId }),
    ([retried]) => (retried ? { action: "retry", entity: "mail", entityId: id, summary: `E-mailul despre mesajul #${retried.submissionId} retrimis` } : null),
  );
  if (row) return;
  const [current] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!current) throw new ApiError(404, MAIL_MSG.notFound);
  throw new ApiError(409, current.status === "sent" ? MAIL_MSG.alreadySent : MAIL_MSG.sending);
}
