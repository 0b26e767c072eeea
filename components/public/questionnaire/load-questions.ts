import "server-only";
import { listQuestionnaire } from "@/lib/server/public-data";
import type { QuestionnaireQuestion } from "./questionnaire-state";

/**
 * The questionnaire's questions, read on the server from the same cached reader that backs
 * GET /api/marketing-questions (no HTTP hop to our own API, ARCHITECTURE "One app"), so they arrive
 * with the page instead of popping in later. SPEC 8: a load failure gives an empty list (the
 * questionnaire then opens straight on the contact form); the error is logged.
 */
export async function loadQuestions(): Promise<QuestionnaireQuestion[]> {
  try {
    return await listQuestionnaire();
  } catch (error) {
    console.error("[tarife] Întrebările chestionarului nu au putut fi încărcate", error);
    return [];
  }
}
