import "server-only";
import { cache } from "react";
import type { Service } from "@/lib/server/services";
import { getPublishedService } from "@/lib/server/public-data";

const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The published service, or null when missing, malformed or unreadable (the page then goes to /404). */
export const loadService = cache(async (slug: string): Promise<Service | null> => {
  if (!SLUG_FORMAT.test(slug) || slug.length > 200) return null;
  try {
    return await getPublishedService(slug);
  } catch (error) {
    console.error(`[public] service "${slug}" could not be loaded`, error);
    return null;
  }
});
