import type { QuestionType } from "@/lib/validation/marketing-question";

export type MarketingAnswerDto = { id: number; value: string; label: string; subtitle: string };

/** What the public questionnaire gets. */
export type PublicQuestionDto = {
  id: number;
  question: string;
  type: QuestionType;
  order: number;
  subtitle: string;
  answers: MarketingAnswerDto[];
};

/** The admin view adds the timestamps; updated_at comes back on save for the 409-on-stale check. */
export type MarketingQuestionDto = PublicQuestionDto & { created_at: string; updated_at: string };
