import "server-only";
import { unstable_cache } from "next/cache";
import { redirect } from "next/navigation";
import { MISSING_PAGE_TTL_SECONDS, NOT_FOUND_PATH } from "@/lib/public-routes";

// An empty cached read whose only effect is its lifetime: an ISR page lives as long as the shortest
// revalidate among the reads it made (Next's documented rule), so this shortens the page that calls it.
const shortLived = unstable_cache(async () => true, ["missing-page"], { revalidate: MISSING_PAGE_TTL_SECONDS });

/**
 * SPEC 2.1: a missing item redirects to /404. The redirect is cached like a page, but for a minute
 * only (Cache-Control s-maxage=60 instead of a year): an item published later at this address must
 * not stay hidden behind it at a CDN. Next's own copy is expired at once by the item's cache tags.
 */
export async function redirectToNotFound(): Promise<never> {
  return redirectBriefly(NOT_FOUND_PATH);
}

/** A redirect that depends on content which may yet appear (the same short lifetime as above). */
export async function redirectBriefly(path: string): Promise<never> {
  await shortLived();
  redirect(path);
}
