import "server-only";
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { contactSubmissions, marketingAnswers, marketingQuestions, type SubmissionAnswer } from "@/lib/db/schema";
import { SUBMISSIONS_PAGE_SIZE } from "@/lib/constants";
import { romanianCount } from "@/lib/plural";
import { ApiError } from "@/lib/server/http/api-error";
import { suspectRule } from "@/lib/server/lead-settings";
import { hitRateLimit } from "@/lib/server/rate-limit";
import { CONTACT_MSG, type AnswersMap, type ContactInput } from "@/lib/validation/contact";
import { emptyAttribution, hasInboxFilters, type Attribution, type InboxFilters, type SubmissionDto, type SubmissionUpdate } from "@/lib/validation/leads";
import { expectedVersion, iso, missingOrStale, paging, totalPages } from "./content";
import { readMailConfig } from "./mail/config";
import { queueLeadMails, queueLeadNotification } from "./mail/outbox";
import { wakeMailSender } from "./mail/wake";
import { COUNT_KEYS, countedRows } from "./row-counts";
import { audited, recordAudit } from "./audit/log";

export type { SubmissionDto };

export const SUBMISSION_MSG = {
  notFound: "Mesajul nu a fost găsit.",
  deleted: "Mesajul a fost șters.",
  unknownAnswer: "Unele răspunsuri din chestionar nu mai sunt valabile. Reîncărcați pagina și încercați din nou.",
  notSuspect: "Mesajul nu este marcat ca suspect: apare deja în Inbox.",
  noSuspects: "Nu există mesaje suspecte de șters.",
} as const;

/** "A fost șters un mesaj.", "Au fost șterse 20 de mesaje." */
export const deletedCountText = (n: number) => (n === 1 ? "A fost șters un mesaj." : `Au fost șterse ${romanianCount(n, "mesaj", "mesaje")}.`);

/** Unread messages shown on the dashboard. */
export const DASHBOARD_UNREAD_LIMIT = 5;

const columns = {
  id: contactSubmissions.id,
  nume: contactSubmissions.nume,
  prenume: contactSubmissions.prenume,
  email: contactSubmissions.email,
  telefon: contactSubmissions.telefon,
  website: contactSubmissions.website,
  mesaj: contactSubmissions.mesaj,
  selectedPackage: contactSubmissions.selectedPackage,
  answers: contactSubmissions.answers,
  read: contactSubmissions.read,
  suspect: contactSubmissions.suspect,
  status: contactSubmissions.status,
  note: contactSubmissions.note,
  sourcePage: contactSubmissions.sourcePage,
  referrer: contactSubmissions.referrer,
  utmSource: contactSubmissions.utmSource,
  utmMedium: contactSubmissions.utmMedium,
  utmCampaign: contactSubmissions.utmCampaign,
  utmTerm: contactSubmissions.utmTerm,
  utmContent: contactSubmissions.utmContent,
  gclid: contactSubmissions.gclid,
  fbclid: contactSubmissions.fbclid,
  createdAt: contactSubmissions.createdAt,
  updatedAt: contactSubmissions.updatedAt,
};
type Row = { [K in keyof typeof columns]: (typeof contactSubmissions.$inferSelect)[K] };

const toDto = (r: Row): SubmissionDto => ({
  id: r.id,
  nume: r.nume,
  prenume: r.prenume,
  email: r.email,
  telefon: r.telefon,
  website: r.website,
  mesaj: r.mesaj,
  selected_package: r.selectedPackage,
  answers: r.answers,
  read: r.read,
  suspect: r.suspect,
  status: r.status,
  note: r.note,
  attribution: {
    page: r.sourcePage,
    referrer: r.referrer,
    utm_source: r.utmSource,
    utm_medium: r.utmMedium,
    utm_campaign: r.utmCampaign,
    utm_term: r.utmTerm,
    utm_content: r.utmContent,
    gclid: r.gclid,
    fbclid: r.fbclid,
  },
  created_at: iso(r.createdAt) as string,
  updated_at: iso(r.updatedAt) as string,
});

const unknownAnswer = () => new ApiError(422, SUBMISSION_MSG.unknownAnswer, { answers: SUBMISSION_MSG.unknownAnswer });

/**
 * Turns the questionnaire's { questionId: value | values } into the stored [{ question, label }] pairs,
 * one per chosen value, ordered like the questionnaire. The texts are copied, so a message keeps reading
 * the same after the questions are edited. An unknown question or value is an error, never dropped:
 * the visitor would otherwise believe an answer was sent that nobody sees.
 */
export async function resolveAnswers(map: AnswersMap): Promise<SubmissionAnswer[]> {
  const chosen = new Map<number, string[]>();
  for (const [rawId, choice] of Object.entries(map)) {
    if (!/^\d{1,9}$/.test(rawId)) throw unknownAnswer();
    // An empty value or list means "not answered", not an unknown answer.
    const values = [...new Set((Array.isArray(choice) ? choice : [choice]).filter((v) => v !== ""))];
    if (values.length) chosen.set(Number(rawId), values);
  }
  if (chosen.size === 0) return [];

  const db = await getDb();
  const ids = [...chosen.keys()];
  const [questions, answers] = await Promise.all([
    db
      .select({ id: marketingQuestions.id, question: marketingQuestions.question, type: marketingQuestions.type })
      .from(marketingQuestions)
      .where(inArray(marketingQuestions.id, ids))
      .orderBy(asc(marketingQuestions.order), asc(marketingQuestions.id)),
    db
      .select({ questionId: marketingAnswers.questionId, value: marketingAnswers.value, label: marketingAnswers.label })
      .from(marketingAnswers)
      .where(inArray(marketingAnswers.questionId, ids))
      .orderBy(asc(marketingAnswers.sortOrder), asc(marketingAnswers.id)),
  ]);
  if (questions.length !== ids.length) throw unknownAnswer();

  const pairs: SubmissionAnswer[] = [];
  for (const q of questions) {
    const values = chosen.get(q.id) as string[];
    if (q.type === "radio" && values.length > 1) {
      throw new ApiError(422, CONTACT_MSG.answersInvalid, { answers: CONTACT_MSG.answersInvalid });
    }
    const options = answers.filter((a) => a.questionId === q.id);
    if (values.some((v) => !options.some((o) => o.value === v))) throw unknownAnswer();
    // Options order, not click order; a value listed twice in the table still counts once.
    const seen = new Set<string>();
    for (const o of options) {
      if (values.includes(o.value) && !seen.has(o.value)) {
        seen.add(o.value);
        pairs.push({ question: q.question, label: o.label });
      }
    }
  }
  return pairs;
}

/** What became of a lead: stored (suspect or not), the same lead again (nothing stored), or over the address's limit. */
export type LeadOutcome =
  | { kind: "stored"; id: number; suspect: boolean }
  | { kind: "duplicate" }
  | { kind: "limited"; retryAfterSeconds: number };

/** QUALITY D10: the same e-mail and message again within this long is the same lead (a reload, a dropped connection). */
export const DUPLICATE_WINDOW_MINUTES = 10;

/** The first key of the advisory lock a lead takes on its e-mail address (the second is the address's hash). */
const LEAD_ADDRESS_LOCK = 0x6c_65_61_64; // "lead"

/**
 * Stores a lead; the transaction has committed when this returns, so a 201 means it is saved (QUALITY D3).
 * In one transaction, under a lock on the lead's e-mail address (so that two identical posts in
 * parallel see each other): the same lead sent again within DUPLICATE_WINDOW_MINUTES is not stored
 * again (D10) nor counted; then the address's rate limit (`clientKey`, R1, R6), then the site-wide
 * rate above which a lead is stored as suspect (R7); then the INSERT. The e-mails of a lead that is not
 * suspect are queued in the same transaction (lib/server/mail), so a stored lead always has them and
 * the visitor never waits for the SMTP server: the sender is woken after the commit and sends them apart.
 */
export async function createSubmission(
  input: ContactInput,
  answers: SubmissionAnswer[],
  attribution: Attribution = emptyAttribution(),
  clientKey?: string,
): Promise<LeadOutcome> {
  const db = await getDb();
  const mail = readMailConfig();
  const flood = suspectRule();
  const c = contactSubmissions;
  const outcome = await db.transaction(async (tx): Promise<LeadOutcome> => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LEAD_ADDRESS_LOCK}, hashtext(lower(${input.email})))`);
    const [same] = await tx
      .select({ id: c.id })
      .from(c)
      .where(
        and(
          sql`lower(${c.email}) = lower(${input.email})`,
          eq(c.mesaj, input.mesaj),
          gt(c.createdAt, sql`now() - make_interval(mins => ${DUPLICATE_WINDOW_MINUTES})`),
        ),
      )
      .limit(1);
    if (same) return { kind: "duplicate" };
    if (clientKey !== undefined) {
      // Refused here, the count still commits: a client that keeps sending stays refused.
      const limit = await hitRateLimit(CONTACT_RATE_LIMIT, clientKey, tx);
      if (!limit.allowed) return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };
    }
    // Last before the INSERT: the one row every lead updates is locked for the shortest time.
    const suspect = flood ? !(await hitRateLimit(flood, "all", tx)).allowed : false;
    const [created] = await tx
      .insert(contactSubmissions)
      .values({
        nume: input.nume,
        prenume: input.prenume,
        email: input.email,
        telefon: input.telefon,
        website: input.website,
        mesaj: input.mesaj,
        selectedPackage: input.selected_package ?? null,
        answers,
        sourcePage: attribution.page,
        referrer: attribution.referrer,
        utmSource: attribution.utm_source,
        utmMedium: attribution.utm_medium,
        utmCampaign: attribution.utm_campaign,
        utmTerm: attribution.utm_term,
        utmContent: attribution.utm_content,
        gclid: attribution.gclid,
        fbclid: attribution.fbclid,
        suspect,
        // The time of the INSERT, as the id is taken, not the transaction's start (now()): leads sent at
        // the same moment keep the same order by created_at as by id, which the inbox sorts on.
        createdAt: sql`clock_timestamp()`,
      })
      .returning({ id: contactSubmissions.id });
    if (mail.enabled && !suspect) await queueLeadMails(tx, { id: created.id, email: input.email }, mail.settings);
    return { kind: "stored", id: created.id, suspect };
  });
  if (mail.enabled && outcome.kind === "stored" && !outcome.suspect) wakeMailSender();
  return outcome;
}

/** One lead, or null when there is none with this id. */
export async function getSubmission(id: number): Promise<SubmissionDto | null> {
  const db = await getDb();
  const [row] = await db.select(columns).from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return row ? toDto(row) : null;
}

/** A believable id for the honeypot's fake success, so its body cannot be told apart from a real one. */
export async function plausibleNextSubmissionId(): Promise<number> {
  const db = await getDb();
  const [{ max }] = await db
    .select({ max: sql<number>`coalesce(max(${contactSubmissions.id}), 0)`.mapWith(Number) })
    .from(contactSubmissions);
  return max + 1;
}

const BUCHAREST = "Europe/Bucharest";

/**
 * The text the search index (contact_submissions_search_idx) is built on, the same expression: lower case
 * without diacritics (lead_search_fold, migration 0007), so "brasov" finds "Brașov" and "Braşov".
 */
const searchText = sql`lead_search_fold(${contactSubmissions.nume} || ' ' || ${contactSubmissions.prenume} || ' ' || ${contactSubmissions.email} || ' ' || ${contactSubmissions.telefon} || ' ' || ${contactSubmissions.website})`;

const likeLiteral = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of the inbox's filters; every value is a bound parameter, every column fixed here (QUALITY I5).
 * The inbox and the "Suspecte" view are apart: a list shows one or the other, never both.
 */
export function filterConditions(filters: InboxFilters): SQL[] {
  const c = contactSubmissions;
  const where: SQL[] = [eq(c.suspect, filters.suspect === true)];
  if (filters.status) where.push(eq(c.status, filters.status));
  if (filters.package) where.push(eq(c.selectedPackage, filters.package));
  // Whole days in Romania's time zone, both ends included.
  if (filters.from) where.push(gte(c.createdAt, sql`(${filters.from}::date)::timestamp AT TIME ZONE ${BUCHAREST}`));
  if (filters.to) where.push(lt(c.createdAt, sql`(${filters.to}::date + 1)::timestamp AT TIME ZONE ${BUCHAREST}`));
  if (filters.email) where.push(sql`lower(${c.email}) = lower(${filters.email})`);
  if (filters.q) {
    // Every word must appear somewhere; folded on both sides, so the database folds case and accents the same way.
    for (const word of filters.q.split(/\s+/).filter(Boolean).slice(0, 10)) {
      where.push(sql`${searchText} LIKE lead_search_fold(${likeLiteral(word)})`);
    }
  }
  return where;
}

export async function listSubmissions(
  page: number,
  filters: InboxFilters = {},
): Promise<{ submissions: SubmissionDto[]; totalPages: number; total: number; page: number }> {
  const db = await getDb();
  const p = paging(page, SUBMISSIONS_PAGE_SIZE);
  const where = filterConditions(filters);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(contactSubmissions)
      .where(and(...where))
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(p.perPage)
      .offset(p.offset),
    // Unfiltered: the trigger-kept total (O(1)); filtered: the matches, counted through the filters' indexes.
    hasInboxFilters(filters)
      ? db
          .select({ n: count() })
          .from(contactSubmissions)
          .where(and(...where))
          .then(([r]) => r.n)
      : countedRows(db, [filters.suspect ? COUNT_KEYS.suspectSubmissions : COUNT_KEYS.submissions]),
  ]);
  return { submissions: rows.map(toDto), totalPages: totalPages(total, p.perPage), total, page: p.page };
}

/**
 * The filtered messages newest first, `batch` rows at a time by keyset (created_at, id), never the whole
 * result in memory: what the CSV export streams (100,000 rows stay a few hundred KB at a time).
 */
export async function* submissionBatches(filters: InboxFilters, batch = 500): AsyncGenerator<SubmissionDto[]> {
  const db = await getDb();
  const c = contactSubmissions;
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const where = filterConditions(filters);
    if (after) {
      where.push(or(lt(c.createdAt, after.createdAt), and(eq(c.createdAt, after.createdAt), lt(c.id, after.id))) as SQL);
    }
    const rows = await db
      .select(columns)
      .from(c)
      .where(and(...where))
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map(toDto);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

export async function recentUnreadSubmissions(limit: number = DASHBOARD_UNREAD_LIMIT): Promise<SubmissionDto[]> {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(contactSubmissions)
    .where(and(eq(contactSubmissions.read, false), eq(contactSubmissions.suspect, false)))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(limit);
  return rows.map(toDto);
}

/**
 * Every unread message, not only the few the dashboard lists: its badge says how many wait in all.
 * One count over the partial index contact_submissions_unread_idx, which holds exactly those rows
 * (suspect ones are not the inbox's until released).
 */
export async function countUnreadSubmissions(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(contactSubmissions)
    .where(and(eq(contactSubmissions.read, false), eq(contactSubmissions.suspect, false)));
  return row.n;
}

/** How many suspect messages wait for an admin (row_counts, O(1)): the dashboard's notice. */
export async function countSuspectSubmissions(): Promise<number> {
  return countedRows(await getDb(), [COUNT_KEYS.suspectSubmissions]);
}

/**
 * "Eliberează": a suspect message joins the inbox, and the agency's e-mail about it is queued now, in the
 * same transaction (no confirmation to the visitor: it would arrive out of the blue, and a flood's
 * addresses are not to be written to). A message that is not suspect (released already) is 409.
 */
export async function releaseSubmission(id: number): Promise<SubmissionDto> {
  const db = await getDb();
  const mail = readMailConfig();
  const c = contactSubmissions;
  const row = await db.transaction(async (tx) => {
    const [released] = await tx.update(c).set({ suspect: false }).where(and(eq(c.id, id), eq(c.suspect, true))).returning(columns);
    if (released) await recordAudit(tx, { action: "update", entity: "lead", entityId: id, summary: `Mesajul #${id} eliberat din suspecte`, fields: ["suspect"] });
    if (released && mail.enabled) await queueLeadNotification(tx, released.id);
    return released;
  });
  if (!row) {
    const [exists] = await db.select({ id: c.id }).from(c).where(eq(c.id, id));
    throw new ApiError(exists ? 409 : 404, exists ? SUBMISSION_MSG.notSuspect : SUBMISSION_MSG.notFound);
  }
  if (mail.enabled) wakeMailSender();
  return toDto(row);
}

/**
 * "Șterge toate suspectele": every suspect message up to the newest the admin was shown (`upToId`), so
 * that one arriving meanwhile is not deleted unseen. Returns how many were deleted.
 */
export async function deleteSuspectSubmissions(upToId?: number): Promise<number> {
  const c = contactSubmissions;
  const rows = await audited(
    (tx) => tx.delete(c).where(and(eq(c.suspect, true), upToId === undefined ? undefined : lte(c.id, upToId))).returning({ id: c.id }),
    (gone) => (gone.length ? { action: "delete", entity: "lead", summary: `${gone.length} mesaje suspecte șterse` } : null),
  );
  return rows.length;
}

/**
 * PUT /contact-submissions/{id}. SPEC 7's shapes keep working: { read } sets the state, an empty body
 * (or read null) flips it in the same statement (no read-then-write race). With status or note and
 * no read, the read state is left as it is; their updated_at, when sent, must still be the row's (409).
 */
export async function updateSubmission(id: number, update: SubmissionUpdate): Promise<SubmissionDto> {
  const db = await getDb();
  const changesOther = update.status !== undefined || update.note !== undefined;
  const set: Omit<Partial<typeof contactSubmissions.$inferInsert>, "read"> & { read?: boolean | SQL } = {};
  if (typeof update.read === "boolean") set.read = update.read;
  else if (!changesOther) set.read = sql`NOT ${contactSubmissions.read}`;
  if (update.status !== undefined) set.status = update.status;
  if (update.note !== undefined) set.note = update.note;
  // Only the follow-up is versioned: reading a message never makes someone's open note stale.
  const expected = changesOther ? expectedVersion(update.updated_at) : undefined;
  if (changesOther) set.updatedAt = new Date();
  const where = expected ? and(eq(contactSubmissions.id, id), eq(contactSubmissions.updatedAt, expected)) : eq(contactSubmissions.id, id);
  const [row] = await audited(
    (tx) => tx.update(contactSubmissions).set(set).where(where).returning(columns),
    ([saved]) => {
      if (!saved || !changesOther) return null;
      const fields = [...(update.status !== undefined ? ["status"] : []), ...(update.note !== undefined ? ["note"] : [])];
      return { action: "update", entity: "lead", entityId: id, summary: update.status !== undefined ? `Mesajul #${id}: stare „${saved.status}”` : `Mesajul #${id}: notă modificată`, fields };
    },
  );
  if (!row) {
    const [exists] = expected ? await db.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.id, id)) : [];
    throw missingOrStale(Boolean(exists), SUBMISSION_MSG.notFound);
  }
  return toDto(row);
}

/**
 * A data subject's request (GDPR art. 17): every message sent with this e-mail address, whatever its
 * case, is deleted, with its queued e-mails (mail_outbox rows go with their lead: ON DELETE CASCADE).
 */
export async function eraseSubmissionsByEmail(email: string): Promise<number> {
  // The log names the messages by id, never the address asked about.
  const rows = await audited(
    (tx) => tx.delete(contactSubmissions).where(sql`lower(${contactSubmissions.email}) = lower(${email})`).returning({ id: contactSubmissions.id }),
    (gone) => ({ action: "erase", entity: "lead", summary: `Date personale șterse la cerere: ${gone.length} mesaje${gone.length ? ` (#${gone.map((g) => g.id).join(", #")})`.slice(0, 200) : ""}` }),
  );
  return rows.length;
}

export async function deleteSubmission(id: number): Promise<void> {
  const [row] = await audited(
    (tx) => tx.delete(contactSubmissions).where(eq(contactSubmissions.id, id)).returning({ id: contactSubmissions.id }),
    ([gone]) => (gone ? { action: "delete", entity: "lead", entityId: id, summary: `Mesajul #${id} șters` } : null),
  );
  if (!row) throw new ApiError(404, SUBMISSION_MSG.notFound);
}

/** QUALITY R1: more than 5 messages in 10 minutes from one address is not a person filling a form. */
export const CONTACT_RATE_LIMIT = { scope: "contact", limit: 5, windowSeconds: 10 * 60 } as const;
