import type { SiteConfig } from "@/lib/site-config";
import { organizationJsonLd, serializeJsonLd, websiteJsonLd, type JsonLdNode } from "@/lib/seo/json-ld";

/**
 * Structured data as <script type="application/ld+json">. The JSON is escaped by serializeJsonLd
 * (`<` as \u003c, QUALITY I3), so editor-written titles cannot break out of the element.
 */
export function JsonLd({ data, id }: { data: JsonLdNode | JsonLdNode[] | null | undefined; id?: string }) {
  if (!data || (Array.isArray(data) && data.length === 0)) return null;
  return <script id={id} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** The agency (ProfessionalService) and the WebSite: on the home page (app/(public)/[slug]/home.tsx). */
export function SiteJsonLd({ config }: { config: SiteConfig }) {
  return <JsonLd id="site-json-ld" data={[organizationJsonLd(config), websiteJsonLd(config.brandName)]} />;
}
