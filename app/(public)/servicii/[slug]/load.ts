import "server-only";
import { cache } from "react";
import type { Service } from "@/lib/dto/service";
import { getPublishedService } from "@/lib/server/public-data";
import { readOrFailed, type ReadFailed } from "@/lib/server/public-read";
import { isSlug } from "@/lib/slug";

/**
 * The published service; null only when there is none (or the slug cannot be one): the page then goes
 * to /404. READ_FAILED when it could not be read: never a 404, never cached (ARCHITECTURE 16).
 */
export const loadService = cache(async (slug: string): Promise<Service | null | ReadFailed> => {
  if (!isSlug(slug)) return null;
  return readOrFailed("service", () => getPublishedService(slug));
});
