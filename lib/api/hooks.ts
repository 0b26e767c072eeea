"use client";
import useSWR, { type SWRConfiguration } from "swr";
import type { DashboardData } from "@/lib/dto/dashboard";
import type { PageSummary } from "@/lib/dto/page";
import type { CategoryDto as Category, PlanDto as Plan } from "@/lib/dto/plan";
import type { UserDto as UserRow } from "@/lib/dto/user";
import type { MarketingAnswerDto, MarketingQuestionDto } from "@/lib/dto/question";
import type { SubmissionDto } from "@/lib/validation/leads";
import { api } from "./client";

/**
 * One SWR hook per resource (ARCHITECTURE 8). The key is the API path; mutations call mutate(key)
 * or mutate a key prefix through `revalidatePrefix`.
 */
export const fetcher = <T>(path: string) => api.get<T>(path);

export function useApi<T>(path: string | null, config?: SWRConfiguration<T>) {
  return useSWR<T>(path, fetcher, { revalidateOnFocus: false, ...config });
}

export type Paged<K extends string, T> = { [key in K]: T[] } & { totalPages: number; total?: number; page?: number };

export type { PageSummary };
/** One inbox message: the server's own DTO type (ARCHITECTURE 17). */
export type SubmissionRow = SubmissionDto;
export type { DashboardData };
export type { Category, Plan, UserRow };
/** A question as the portal edits it: a new one has no id, updated_at or answer ids yet. */
export type MarketingAnswer = Omit<MarketingAnswerDto, "id"> & { id?: number };
export type MarketingQuestion = Omit<MarketingQuestionDto, "answers" | "created_at" | "updated_at"> & {
  answers: MarketingAnswer[];
  updated_at?: string;
};

export const usePages = () => useApi<PageSummary[]>("/pages");
export const useDashboard = () => useApi<DashboardData>("/dashboard");
export const useUsers = () => useApi<UserRow[]>("/users");
export const useSubmissions = (page: number) => useApi<Paged<"submissions", SubmissionRow>>(`/contact-submissions?page=${page}`);
export const useCategories = () => useApi<Category[]>("/categories");
export const useAdminPlans = (page: number) => useApi<Paged<"packages", Plan>>(`/packages/admin?page=${page}&perPage=10`);
export const useMarketingQuestions = () => useApi<MarketingQuestion[]>("/admin/marketing-questions");
