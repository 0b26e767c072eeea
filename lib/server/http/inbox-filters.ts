import "server-only";
import { parseInboxFilters, type InboxFilters } from "@/lib/validation/leads";
import { ApiError } from "./api-error";

/** The inbox's filters from a request's query (lib/validation/leads.ts); an invalid one is 400 with its Romanian message. */
export function inboxFiltersOf(params: URLSearchParams): InboxFilters {
  const parsed = parseInboxFilters(params);
  if ("error" in parsed) throw new ApiError(400, parsed.error);
  return parsed.filters;
}
