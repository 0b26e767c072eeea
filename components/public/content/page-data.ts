import "server-only";
import { cache } from "react";
import { getPublishedPage } from "@/lib/server/public-data";
import { READ_FAILED, readOrFailed } from "@/lib/server/public-read";
import type { PageDto } from "@/lib/dto/page";

export type PageLoad = { page: PageDto | null; failed: boolean };

export const PAGE_LOAD_ERROR = "Eroare la încărcarea conținutului paginii. Reîncercați mai târziu";

/**
 * The texts of a fixed route (despre-noi, echipa, blog...). A missing page falls back to built-in
 * texts; a failed read is logged and reported as `failed`: the page shows the spec's message (its
 * LoadError marks the render failed, so the page is never cached) while its hard-coded sections
 * still render. getPublishedPage is cache()d: page and metadata share it.
 */
export const loadPageTexts = cache(async (slug: string): Promise<PageLoad> => {
  const page = await readOrFailed(`page "${slug}"`, () => getPublishedPage(slug));
  return page === READ_FAILED ? { page: null, failed: true } : { page, failed: false };
});
