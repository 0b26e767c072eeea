import "server-only";
import { listQuestionnaire } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed, type ReadFailed } from "@/lib/server/public-read";
import type { QuestionnaireQuestion } from "./questionnaire-state";

/**
 * The questionnaire's questions, read on the server from the same cached reader that backs
 * GET /api/marketing-questions (no HTTP hop to our own API, ARCHITECTURE "One app"), so they arrive
 * with the page instead of popping in later. READ_FAILED when they could not be read (logged).
 */
export async function readQuestions(): Promise<QuestionnaireQuestion[] | ReadFailed> {
  return readOrFailed("questionnaire", () => listQuestionnaire());
}

/**
 * SPEC 8: a load failure gives an empty list (the questionnaire then opens straight on the contact
 * form). The page that renders it also marks its render failed (questionnaire-section.tsx), so that
 * empty list is never cached; a step sent as a form (a Server Action) is never cached anyway.
 */
export async function loadQuestions(): Promise<QuestionnaireQuestion[]> {
  const questions = await readQuestions();
  return questions === READ_FAILED ? [] : questions;
}
