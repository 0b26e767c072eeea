import type { SiteConfig } from "@/lib/site-config";
import { absoluteUrl, DEFAULT_OG_IMAGE_URL, SITE_DESCRIPTION, SITE_EXPERTISE, SITE_LANGUAGE, SITE_TAGLINE, siteUrl } from "./site";
import { clampText, firstFilled, htmlToText } from "./text";

/** One schema.org node; builders below return these and <JsonLd> serializes them. */
export type JsonLdNode = { "@context"?: string; "@type": string | string[] } & Record<string, unknown>;

const CONTEXT = "https://schema.org";

/**
 * JSON for a <script type="application/ld+json"> element. `<` becomes \u003c (QUALITY I3), so no
 * content can close the script element ("</script>") or open a comment; `>`, `&` and the two
 * JavaScript line separators are escaped as well. The result is still valid JSON with the same value.
 */
export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export const organizationId = () => `${siteUrl()}/#organization`;
export const websiteId = () => `${siteUrl()}/#website`;

/** The agency, site-wide: a ProfessionalService (an Organization and a LocalBusiness). */
export function organizationJsonLd(config: SiteConfig): JsonLdNode {
  const sameAs = Object.values(config.social);
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": organizationId(),
    name: config.brandName,
    url: `${siteUrl()}/`,
    logo: absoluteUrl("/logo-mark.svg"),
    image: absoluteUrl(DEFAULT_OG_IMAGE_URL),
    description: SITE_DESCRIPTION,
    slogan: SITE_TAGLINE,
    areaServed: { "@type": "Country", name: "România" },
    knowsAbout: [...SITE_EXPERTISE],
    knowsLanguage: SITE_LANGUAGE,
    telephone: config.phone,
    email: config.emails.office,
    legalName: config.company.name,
    taxID: config.company.cui,
    address: { "@type": "PostalAddress", streetAddress: config.company.address, addressCountry: "RO" },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: config.phone,
      email: config.emails.office,
      availableLanguage: ["ro"],
    },
    // The same profiles as the footer's icons: only those set (lib/site-config.ts), never a network's home page.
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function websiteJsonLd(siteName: string): JsonLdNode {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": websiteId(),
    url: `${siteUrl()}/`,
    name: siteName,
    description: SITE_DESCRIPTION,
    inLanguage: SITE_LANGUAGE,
    publisher: { "@id": organizationId() },
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(items: Crumb[]): JsonLdNode {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

type ArticleInput = {
  /** The brand saved in "Setări": the article's author and publisher. */
  siteName: string;
  title: string;
  description: string;
  path: string;
  image?: string | null;
  datePublished?: string | null;
  dateModified?: string | null;
  categories?: string[];
};

function articleNode(type: "BlogPosting" | "Article", input: ArticleInput): JsonLdNode {
  const url = absoluteUrl(input.path);
  return {
    "@context": CONTEXT,
    "@type": type,
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: clampText(input.title, 110),
    description: input.description,
    image: [absoluteUrl(input.image || DEFAULT_OG_IMAGE_URL)],
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified || input.datePublished ? { dateModified: input.dateModified || input.datePublished } : {}),
    ...(input.categories?.length ? { articleSection: input.categories[0], keywords: input.categories.join(", ") } : {}),
    inLanguage: SITE_LANGUAGE,
    author: { "@type": "Organization", "@id": organizationId(), name: input.siteName, url: `${siteUrl()}/` },
    publisher: {
      "@type": "Organization",
      "@id": organizationId(),
      name: input.siteName,
      logo: { "@type": "ImageObject", url: absoluteUrl("/logo-mark.svg") },
    },
  };
}

export const blogPostingJsonLd = (input: ArticleInput) => articleNode("BlogPosting", input);

/** A case study is an Article about one client's project. */
export function caseStudyJsonLd(input: ArticleInput & { client?: string; industry?: string }): JsonLdNode {
  const node = articleNode("Article", input);
  const about = firstFilled(input.client, input.industry);
  return about ? { ...node, about: { "@type": "Thing", name: about } } : node;
}

export function serviceJsonLd(input: { title: string; description: string; path: string; image?: string | null; parent?: string | null }): JsonLdNode {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${absoluteUrl(input.path)}#service`,
    name: input.title,
    serviceType: firstFilled(input.parent, input.title),
    description: input.description,
    url: absoluteUrl(input.path),
    ...(input.image ? { image: absoluteUrl(input.image) } : {}),
    provider: { "@id": organizationId() },
    areaServed: { "@type": "Country", name: "România" },
  };
}

/** FAQ answers are rich HTML; structured data carries their plain text. Blank items are left out. */
export function faqPageJsonLd(faqs: Array<{ question: string; answer: string }>): JsonLdNode | null {
  const items = faqs
    .map((f) => ({ question: f.question.trim(), answer: htmlToText(f.answer) }))
    .filter((f) => f.question && f.answer);
  if (!items.length) return null;
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
