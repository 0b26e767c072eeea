import type { Metadata } from "next";
import { SITE_DESCRIPTION, siteUrl, TITLE_BRAND, TITLE_SEPARATOR } from "@/lib/seo/site";

/**
 * The public root layout's and the global 404 page's metadata. Only the few fixed titles (404, errors)
 * use the template: public pages set an absolute title that carries the suffix only when it fits in 60
 * characters (lib/seo/metadata.ts, pageTitle).
 */
export const PUBLIC_ROOT_METADATA: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: TITLE_BRAND, template: `%s${TITLE_SEPARATOR}${TITLE_BRAND}` },
  description: SITE_DESCRIPTION,
};
