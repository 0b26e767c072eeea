"use client";
import { api } from "./client";
import type { MarketingAnswer, MarketingQuestion } from "./hooks";
import type { QuestionType } from "@/lib/validation/marketing-question";

export type { MarketingAnswer, MarketingQuestion };

/** The admin list is the only read of a question (the API has no GET by id): both screens share its key. */
export const QUESTIONS_KEY = "/admin/marketing-questions";

export const TYPE_LABELS: Record<QuestionType, string> = { radio: "Alegere unică", checkbox: "Alegere multiplă" };

export const QUESTIONS_UI_MSG = {
  deleteConfirm: "Sunteți sigur că doriți să ștergeți această întrebare?",
  answerDeleteConfirm: "Sunteți sigur că doriți să ștergeți acest răspuns?",
  deleted: "Întrebarea a fost ștearsă.",
  answerDeleted: "Răspunsul a fost șters.",
  saved: "Întrebarea a fost salvată.",
} as const;

/** What the form sends (SPEC 7.1); updated_at only on edit, for the stale check (QUALITY D1). */
export type QuestionPayload = {
  question: string;
  subtitle: string;
  type: QuestionType;
  order: number;
  answers: Array<{ id?: number; value: string; label: string; subtitle: string }>;
  updated_at?: string;
};

/** Questions sorted by `order`, then by id, whatever order the server sent them in. */
export function sortQuestions(list: MarketingQuestion[]): MarketingQuestion[] {
  return [...list].sort((a, b) => a.order - b.order || a.id - b.id);
}

export const createQuestion = (payload: QuestionPayload) => api.post<MarketingQuestion>(QUESTIONS_KEY, payload);
export const updateQuestion = (id: number, payload: QuestionPayload) => api.put<MarketingQuestion>(`${QUESTIONS_KEY}/${id}`, payload);
export const deleteQuestion = (id: number) => api.delete<{ message: string }>(`${QUESTIONS_KEY}/${id}`);
export const deleteAnswer = (id: number) => api.delete<{ message: string }>(`/admin/marketing-answers/${id}`);
