import "server-only";
import { getPublishedPage } from "@/lib/server/public-data";
import type { PageDto } from "@/lib/server/pages";

export type PageLoad = { page: PageDto | null; failed: boolean };

export const PAGE_LOAD_ERROR = "Eroare la încărcarea conținutului paginii. Reîncercați mai târziu";

/**
 * The texts of a fixed route (despre-noi, echipa, blog...). A missing page falls back to built-in
 * texts; a failed read is logged and reported as `failed` so the page can show the spec's message
 * while its hard-coded sections still render. getPublishedPage is cache()d: page and metadata share it.
 */
export async function loadPageTexts(slug: string): Promise<PageLoad> {
  try {
    return { page: await getPublishedPage(slug), failed: false };
  } catch (error) {
    console.error(`[public] page "${slug}" could not be loaded`, error);
    return { page: null, failed: true };
  }
}
