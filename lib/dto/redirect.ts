import type { redirects } from "@/lib/db/schema";
import type { Dto } from "./dto";

/** A row of GET /api/redirects: { id, from, to, code, hits, lastHitAt, created_at, updated_at }. */
export type RedirectDto = Dto<typeof redirects.$inferSelect>;

export type RedirectList = { redirects: RedirectDto[]; totalPages: number; total: number; page: number };

/** What POST /api/redirects/import answers: how many rows were saved, and each refused row with its reason. */
export type RedirectImportResult = { saved: number; refused: Array<{ line: number; from: string; message: string }> };
