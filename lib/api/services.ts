"use client";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import type { Faq, ParentOption, Service, ServiceSummary } from "@/lib/dto/service";
import { SERVICE_MSG, type ServiceInput } from "@/lib/validation/service";
import { api } from "./client";
import { useApi } from "./hooks";

/** The service DTOs of lib/server/services.ts, as the portal receives them. */
export type { Status as ServiceStatus } from "@/lib/content-status";
export type { Faq, ParentOption, Service, ServiceSummary };

/** The body of POST /services and PUT /services/{id}: what the shared schema takes (updated_at for QUALITY D1). */
export type ServicePayload = ServiceInput;

/** Everything the service screens show: SPEC 8's messages (SERVICE_MSG) and the portal's own words. */
export const SERVICE_UI = {
  ...SERVICE_MSG,
  // SPEC 8 quotes both with a trailing ellipsis.
  saveError: `${SERVICE_MSG.saveError}...`,
  deleteError: `${SERVICE_MSG.deleteError}...`,
  duplicateSlug: "Acest slug este deja folosit. Vă rugăm să alegeți altul.",
  deleteConfirm: (title: string) => `Sunteți sigur că doriți să ștergeți serviciul „${title}”?`,
  created: "Serviciul a fost creat.",
  saved: "Serviciul a fost salvat.",
  mainService: "Serviciu principal",
  addSub: "Adaugă sub-serviciu",
} as const;

export const SERVICES_TREE_KEY = "/services/hierarchy";
export const PARENT_OPTIONS_PREFIX = "/services/admin-parent-services";

export const parentOptionsPath = (excludeId?: number | null) =>
  excludeId ? `${PARENT_OPTIONS_PREFIX}?exclude=${excludeId}` : PARENT_OPTIONS_PREFIX;

/** The admin tree: every status for a signed-in caller. */
export const useServiceTree = () => useApi<ServiceSummary[]>(SERVICES_TREE_KEY);

/** Main services for the parent select; the edited service is left out of its own choices. */
export const useParentOptions = (excludeId?: number | null) =>
  useApi<ParentOption[]>(parentOptionsPath(excludeId), { shouldRetryOnError: false });

export const saveService = (id: number | null, payload: ServicePayload) =>
  id ? api.put<Service>(`/services/${id}`, payload) : api.post<Service>("/services", payload);

export const deleteService = (id: number) => api.delete<{ message: string }>(`/services/${id}`);

/** After a write: the tree and every parent list (a new main service is a new parent choice). */
export function useRevalidateServices() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) => typeof key === "string" && (key === SERVICES_TREE_KEY || key.startsWith(PARENT_OPTIONS_PREFIX)),
      ),
    [mutate],
  );
}

/** Counts main services and sub-services of the tree. */
export function countServices(tree: ServiceSummary[]): { main: number; sub: number } {
  return { main: tree.length, sub: tree.reduce((n, s) => n + s.sub_services.length, 0) };
}
