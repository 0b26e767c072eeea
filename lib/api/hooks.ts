"use client";
import useSWR, { type SWRConfiguration } from "swr";
import type { DashboardData } from "@/lib/dashboard-dto";
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

export type PageSummary = { id: number; name: string; slug: string; status: "draft" | "published" };
export type UserRow = { id: number; name: string; email: string; role: "admin" | "editor"; created_at: string };
/** One inbox message: the server's own DTO type (ARCHITECTURE 17). */
export type SubmissionRow = SubmissionDto;
export type { DashboardData };
export type Category = { id: number; name: string };
export type Plan = {
  uuid: string;
  name: string;
  price: string;
  description: string;
  plan_type: "featured" | "recommended" | "none";
  category_id: number | null;
  category_name: string | null;
  status: "draft" | "published";
  created_at: string;
  updated_at: string;
};
export type MarketingAnswer = { id?: number; value: string; label: string; subtitle: string };
export type MarketingQuestion = {
  id: number;
  question: string;
  type: "radio" | "checkbox";
  order: number;
  subtitle: string;
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
