/** Where each kind of content lives on the public site: written once, for links, the sitemap and redirects. */
export const CONTENT_PATH = {
  blog: (slug: string) => `/blog/${slug}`,
  caseStudy: (slug: string) => `/studii-de-caz/${slug}`,
  service: (slug: string) => `/servicii/${slug}`,
  page: (slug: string) => `/${slug}`,
} as const;

export type ContentKind = keyof typeof CONTENT_PATH;
