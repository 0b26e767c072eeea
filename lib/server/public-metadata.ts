import "server-only";
import type { Metadata } from "next";
import { buildMetadata, type SeoInput } from "@/lib/seo/metadata";
import { getSiteConfig } from "./public-data";

/** A public page's head metadata (lib/seo/metadata.ts) with the brand saved in "Setări" as og:site_name. */
export async function publicMetadata(input: SeoInput): Promise<Metadata> {
  return buildMetadata(input, (await getSiteConfig()).brandName);
}
