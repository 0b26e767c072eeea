import "server-only";
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { contactSubmissions, marketingAnswers, marketingQuestions, type SubmissionAnswer } from "@/lib/db/schema";
import { SUBMISSIONS_PAGE_SIZE } from "@/lib/constants";
import { ApiError } from "@/lib/server/http/api-error";
import { CONTACT_MSG, type AnswersMap, type ContactInput } from "@/lib/validation/contact";
import { iso, paging, totalPages } from "./content";
import { readMailConfig } from "./mail/config";
import { queueLeadMails } from "./mail/outbox";
import { wakeMailSender } from "./mail/wake";
import { COUNT_KEYS, countedRows } from "./row-counts";

export type SubmissionDto = {
  id: number;
  nume: string;
  prenume: string;
  email: string;
  telefon: string;
  website: string;
  mesaj: string;
  selected_package: string | null;
  answers: SubmissionAnswer[];
  read: boolean;
  created_at: string;
};

export const SUBMISSION_MSG = {
  notFound: "Mesajul nu a fost găsit.",
  deleted: "Mesajul a fost șters.",
  unknownAnswer: "Unele răspunsuri din chestionar nu mai sunt valabile. Reîncărcați pagina și încercați din nou.",
} as const;

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
  createdAt: contactSubmissions.createdAt,
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
  created_at: iso(r.createdAt) as string,
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

/**
 * Stores a lead; the transaction has committed when this returns, so a 201 means it is saved (QUALITY D3).
 * Its e-mails are queued in the same transaction (lib/server/mail), so a stored lead always has them and
 * the visitor never waits for the SMTP server: the sender is woken after the commit and sends them apart.
 */
export async function createSubmission(input: ContactInput, answers: SubmissionAnswer[]): Promise<{ id: number }> {
  const db = await getDb();
  const mail = readMailConfig();
  const row = await db.transaction(async (tx) => {
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
        // The time of the INSERT, as the id is taken, not the transaction's start (now()): leads sent at
        // the same moment keep the same order by created_at as by id, which the inbox sorts on.
        createdAt: sql`clock_timestamp()`,
      })
      .returning({ id: contactSubmissions.id });
    if (mail.enabled) await queueLeadMails(tx, created.id, mail.settings);
    return created;
  });
  if (mail.enabled) wakeMailSender();
  return row;
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

export async function listSubmissions(page: number): Promise<{ submissions: SubmissionDto[]; totalPages: number; total: number; page: number }> {
  const db = await getDb();
  const p = paging(page, SUBMISSIONS_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(contactSubmissions)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(p.perPage)
      .offset(p.offset),
    countedRows(db, [COUNT_KEYS.submissions]),
  ]);
  return { submissions: rows.map(toDto), totalPages: totalPages(total, p.perPage), total, page: p.page };
}

export async function recentUnreadSubmissions(limit: number = DASHBOARD_UNREAD_LIMIT): Promise<SubmissionDto[]> {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(contactSubmissions)
    .where(eq(contactSubmissions.read, false))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(limit);
  return rows.map(toDto);
}

/**
 * Every unread message, not only the few the dashboard lists: its badge says how many wait in all.
 * One count over the partial index contact_submissions_unread_idx, which holds exactly those rows.
 */
export async function countUnreadSubmissions(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(contactSubmissions).where(eq(contactSubmissions.read, false));
  return row.n;
}

/** Sets the read state, or flips it in the same statement when none is given (no read-then-write race). */
export async function setSubmissionRead(id: number, read: boolean | undefined): Promise<SubmissionDto> {
  const db = await getDb();
  const [row] = await db
    .update(contactSubmissions)
    .set({ read: read ?? sql`NOT ${contactSubmissions.read}` })
    .where(eq(contactSubmissions.id, id))
    .returning(columns);
  if (!row) throw new ApiError(404, SUBMISSION_MSG.notFound);
  return toDto(row);
}

export async function deleteSubmission(id: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.delete(contactSubmissions).where(eq(contactSubmissions.id, id)).returning({ id: contactSubmissions.id });
  if (!row) throw new ApiError(404, SUBMISSION_MSG.notFound);
}

/** QUALITY R1: more than 5 messages in 10 minutes from one address is not a person filling a form. */
export const CONTACT_RATE_LIMIT = { scope: "contact", limit: 5, windowSeconds: 10 * 60 } as const;
