"use client";
import type { MediaItem, MediaList, MediaUseFilter } from "@/lib/dto/media";
import { api } from "./client";

export type { MediaItem, MediaList, MediaUseFilter };

export const MEDIA_KEY = "/media";

/** The library's address for a search, a filter and a page. */
export function mediaListKey(q: string, use: MediaUseFilter | "", page: number): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (use) query.set("use", use);
  if (page > 1) query.set("page", String(page));
  return query.size ? `${MEDIA_KEY}?${query}` : MEDIA_KEY;
}

export const uploadToLibrary = (file: File) => api.upload<{ filename: string; url: string }>(MEDIA_KEY, file, file.name);
export const saveAlt = (id: number, alt: string) => api.patch<MediaItem>(`${MEDIA_KEY}/${id}`, { alt });
export const deleteMediaItem = (id: number) => api.delete<{ message: string }>(`${MEDIA_KEY}/${id}`);

/** The library's filters by use, as the screen names them. */
export const MEDIA_USE_LABELS: Record<MediaUseFilter, string> = {
  unused: "Nefolosite",
  orphan: "Nefolosite de peste 30 de zile",
  blog: "În articole",
  caseStudy: "În studii de caz",
  service: "În servicii",
  page: "În pagini",
  team: "În echipă",
  plan: "În planuri",
};

export const MEDIA_UI = {
  loadError: "Biblioteca media nu a putut fi încărcată.",
  altSaved: "Textul alternativ a fost salvat.",
  altError: "Textul alternativ nu a putut fi salvat.",
  deleteConfirm: "Ștergeți definitiv această imagine?",
  deleteError: "Imaginea nu a putut fi ștearsă.",
  uploaded: (n: number) => (n === 1 ? "Imaginea a fost încărcată." : `${n} imagini au fost încărcate.`),
  pick: "Alege din bibliotecă",
} as const;
