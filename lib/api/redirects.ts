"use client";
import type { RedirectDto, RedirectImportResult, RedirectList } from "@/lib/dto/redirect";
import type { RedirectInput } from "@/lib/validation/redirect";
import { api, downloadFile } from "./client";

export type { RedirectDto, RedirectImportResult, RedirectList };
export const REDIRECTS_KEY = "/redirects";

export const redirectsKey = (page: number, q: string) => `${REDIRECTS_KEY}?page=${page}${q ? `&q=${encodeURIComponent(q)}` : ""}`;

export const saveRedirect = (id: number | null, payload: RedirectInput) =>
  id === null ? api.post<RedirectDto>(REDIRECTS_KEY, payload) : api.put<RedirectDto>(`${REDIRECTS_KEY}/${id}`, payload);

export const deleteRedirect = (id: number) => api.delete<{ message: string }>(`${REDIRECTS_KEY}/${id}`);

export const importRedirects = (file: Blob) => api.sendFile<RedirectImportResult>(`${REDIRECTS_KEY}/import`, file, "text/csv");

/** The CSV export (from,to,code), saved under the server's file name. */
export const downloadRedirects = () => downloadFile(`${REDIRECTS_KEY}/export`);
