import "server-only";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { marketingAnswers, marketingQuestions } from "@/lib/db/schema";
import { ApiError } from "@/lib/server/http/api-error";
import { revalidateContent, TAGS } from "@/lib/server/revalidate";
import { QUESTION_MSG, type QuestionInput } from "@/lib/validation/marketing-question";
import { expectedVersion, iso, missingOrStale } from "./content";
import type { MarketingAnswerDto, MarketingQuestionDto, PublicQuestionDto } from "@/lib/dto/question";
import { audited, auditSummary, recordAudit } from "./audit/log";

const questionColumns = {
  id: marketingQuestions.id,
  question: marketingQuestions.question,
  type: marketingQuestions.type,
  order: marketingQuestions.order,
  subtitle: marketingQuestions.subtitle,
  createdAt: marketingQuestions.createdAt,
  updatedAt: marketingQuestions.updatedAt,
};
const answerColumns = {
  id: marketingAnswers.id,
  questionId: marketingAnswers.questionId,
  value: marketingAnswers.value,
  label: marketingAnswers.label,
  subtitle: marketingAnswers.subtitle,
};

type QuestionRow = { [K in keyof typeof questionColumns]: (typeof marketingQuestions.$inferSelect)[K] };
type AnswerRow = { [K in keyof typeof answerColumns]: (typeof marketingAnswers.$inferSelect)[K] };

const toAnswer = (a: AnswerRow): MarketingAnswerDto => ({ id: a.id, value: a.value, label: a.label, subtitle: a.subtitle });

function toDto(q: QuestionRow, answers: AnswerRow[]): MarketingQuestionDto {
  return {
    id: q.id,
    question: q.question,
    type: q.type,
    order: q.order,
    subtitle: q.subtitle,
    answers: answers.map(toAnswer),
    created_at: iso(q.createdAt) as string,
    updated_at: iso(q.updatedAt) as string,
  };
}

/** Questions by `order` then id, each with its answers in their saved order: two queries, not N+1. */
async function loadQuestions(db: Db, onlyId?: number): Promise<MarketingQuestionDto[]> {
  const questions = await db
    .select(questionColumns)
    .from(marketingQuestions)
    .where(onlyId === undefined ? undefined : eq(marketingQuestions.id, onlyId))
    .orderBy(asc(marketingQuestions.order), asc(marketingQuestions.id));
  if (questions.length === 0) return [];
  const answers = await db
    .select(answerColumns)
    .from(marketingAnswers)
    .where(inArray(marketingAnswers.questionId, questions.map((q) => q.id)))
    .orderBy(asc(marketingAnswers.sortOrder), asc(marketingAnswers.id));
  const byQuestion = new Map<number, AnswerRow[]>();
  for (const a of answers) byQuestion.set(a.questionId, [...(byQuestion.get(a.questionId) ?? []), a]);
  return questions.map((q) => toDto(q, byQuestion.get(q.id) ?? []));
}

export async function listQuestions(): Promise<MarketingQuestionDto[]> {
  return loadQuestions(await getDb());
}

/**
 * The questionnaire: same shape without the timestamps. A question without answers is left out,
 * since the visitor could never move past it (Mai departe stays disabled until something is chosen).
 */
export async function listPublicQuestions(): Promise<PublicQuestionDto[]> {
  const all = await loadQuestions(await getDb());
  return all
    .filter((q) => q.answers.length > 0)
    .map(({ id, question, type, order, subtitle, answers }) => ({ id, question, type, order, subtitle, answers }));
}

async function getQuestion(db: Db, id: number): Promise<MarketingQuestionDto> {
  const [question] = await loadQuestions(db, id);
  if (!question) throw new ApiError(404, QUESTION_MSG.questionNotFound);
  return question;
}

const questionValues = (input: QuestionInput) => ({
  question: input.question,
  type: input.type,
  order: input.order,
  subtitle: input.subtitle,
});

export async function createQuestion(input: QuestionInput): Promise<MarketingQuestionDto> {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(marketingQuestions)
      .values({ ...questionValues(input), createdAt: now, updatedAt: now })
      .returning({ id: marketingQuestions.id });
    await recordAudit(tx, { action: "create", entity: "question", entityId: row.id, summary: auditSummary("question", input.question, "create") });
    if (input.answers.length > 0) {
      await tx.insert(marketingAnswers).values(
        input.answers.map((a, index) => ({ questionId: row.id, value: a.value, label: a.label, subtitle: a.subtitle, sortOrder: index })),
      );
    }
    return row.id;
  });
  await revalidateContent([TAGS.questions]);
  return getQuestion(db, created);
}

/**
 * Saves the question and makes its answers exactly the submitted list, in one transaction:
 * an answer whose id belongs to this question is updated, any other answer is created (an id
 * that is unknown or belongs to another question is not trusted), and the question's answers
 * missing from the list are deleted. The list order becomes the answers' order.
 */
export async function updateQuestion(id: number, input: QuestionInput): Promise<MarketingQuestionDto> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const expected = expectedVersion(input.updated_at);
    const where = expected
      ? and(eq(marketingQuestions.id, id), eq(marketingQuestions.updatedAt, expected))
      : eq(marketingQuestions.id, id);
    const [row] = await tx
      .update(marketingQuestions)
      .set({ ...questionValues(input), updatedAt: new Date() })
      .where(where)
      .returning({ id: marketingQuestions.id });
    if (!row) {
      const [exists] = await tx.select({ id: marketingQuestions.id }).from(marketingQuestions).where(eq(marketingQuestions.id, id));
      throw missingOrStale(Boolean(exists), QUESTION_MSG.questionNotFound);
    }
    await recordAudit(tx, { action: "update", entity: "question", entityId: id, summary: auditSummary("question", input.question, "update") });

    const owned = new Set(
      (await tx.select({ id: marketingAnswers.id }).from(marketingAnswers).where(eq(marketingAnswers.questionId, id))).map((a) => a.id),
    );
    const kept = new Set<number>();
    const plan = input.answers.map((a, index) => {
      const keep = a.id !== undefined && owned.has(a.id) && !kept.has(a.id);
      if (keep) kept.add(a.id as number);
      return { keepId: keep ? (a.id as number) : null, values: { value: a.value, label: a.label, subtitle: a.subtitle, sortOrder: index } };
    });

    const stale = eq(marketingAnswers.questionId, id);
    await tx.delete(marketingAnswers).where(kept.size ? and(stale, notInArray(marketingAnswers.id, [...kept])) : stale);
    for (const item of plan) {
      if (item.keepId !== null) await tx.update(marketingAnswers).set(item.values).where(eq(marketingAnswers.id, item.keepId));
    }
    const fresh = plan.filter((item) => item.keepId === null).map((item) => ({ ...item.values, questionId: id }));
    if (fresh.length > 0) await tx.insert(marketingAnswers).values(fresh);
  });
  await revalidateContent([TAGS.questions]);
  return getQuestion(db, id);
}

/** Its answers go with it (ON DELETE CASCADE). */
export async function deleteQuestion(id: number): Promise<void> {
  const [row] = await audited(
    (tx) => tx.delete(marketingQuestions).where(eq(marketingQuestions.id, id)).returning({ id: marketingQuestions.id, title: marketingQuestions.question }),
    ([gone]) => (gone ? { action: "delete", entity: "question", entityId: gone.id, summary: auditSummary("question", gone.title, "delete") } : null),
  );
  if (!row) throw new ApiError(404, QUESTION_MSG.questionNotFound);
  await revalidateContent([TAGS.questions]);
}

/**
 * Deleting one answer leaves the question's updated_at alone: the portal deletes the answer
 * immediately and then saves the open form, which must not be refused as stale because of it.
 */
export async function deleteAnswer(id: number): Promise<void> {
  const [row] = await audited(
    (tx) => tx.delete(marketingAnswers).where(eq(marketingAnswers.id, id)).returning({ id: marketingAnswers.id, questionId: marketingAnswers.questionId, label: marketingAnswers.label }),
    ([gone]) => (gone ? { action: "update", entity: "question", entityId: gone.questionId, summary: `Întrebare #${gone.questionId}: răspunsul „${gone.label}” șters`, fields: ["answers"] } : null),
  );
  if (!row) throw new ApiError(404, QUESTION_MSG.answerNotFound);
  await revalidateContent([TAGS.questions]);
}
