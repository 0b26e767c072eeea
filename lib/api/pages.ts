"use client";
import type { PageDto } from "@/lib/dto/page";
import { PAGE_MSG, type PageInput } from "@/lib/validation/page";
import { api } from "./client";

/** The static page editor (SPEC 2.2, 3, 8): the DTO, calls and the messages it shows. */
export const PAGE_UI = {
  ...PAGE_MSG,
  duplicateSlug: "Acest slug este deja folosit. Vă rugăm să alegeți altul.",
  deleteConfirm: "Sunteți sigur că doriți să ștergeți această pagină?",
  created: "Pagina a fost creată.",
  saved: "Pagina a fost salvată.",
} as const;

export type { PageDto };

/** The body of POST /pages and PUT /pages/{id}: what the shared schema takes (updated_at for QUALITY D1). */
export type PagePayload = PageInput;

export const pageDetailPath = (id: string | number) => `/pages/id/${encodeURIComponent(String(id))}`;

export const savePage = (id: number | null, payload: PagePayload) =>
  id === null ? api.post<PageDto>("/pages", payload) : api.put<PageDto>(`/pages/${id}`, payload);

export const deletePage = (id: number) => api.delete<{ message: string }>(`/pages/${id}`);

/**
 * Where the page shows on the public site. The fixed routes that read their texts from a page
 * (despre-noi, contact, blog, studii-de-caz, echipa, tarife) live at the same address as the slug,
 * so every page is at /{slug}.
 */
export const publicPagePath = (slug: string) => `/${slug}`;

export { pageTitle } from "@/lib/page-title";
