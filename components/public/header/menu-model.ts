import { BLOG_CATEGORIES, BREAKPOINTS } from "@/lib/constants";

// The header's menu as plain data, built on the server from the published service tree and the
// case-study menu, then handed to the client navigation (desktop dropdowns and the mobile panel).

export type MenuLink = { label: string; href: string };
export type ServiceGroup = MenuLink & { children: MenuLink[] };

export type MenuEntry =
  | { kind: "link"; id: string; label: string; href: string }
  | { kind: "services"; id: "servicii"; label: string; groups: ServiceGroup[] }
  | {
      kind: "dropdown";
      id: "studii-de-caz" | "blog";
      label: string;
      href: string;
      items: MenuLink[];
      /** The "see all" link: first for the blog, last for case studies. */
      allLink: MenuLink;
      allFirst: boolean;
    };

type ServiceNode = { title: string; slug: string; sub_services: { title: string; slug: string }[] };
type CaseStudyNode = { title: string; slug: string };

/** /blog?category=Name+With+Plus (spaces replaced by +, SPEC 2.1). */
export function blogCategoryHref(category: string): string {
  return `/blog?category=${category.trim().split(/\s+/).map(encodeURIComponent).join("+")}`;
}

export const serviceHref = (slug: string) => `/servicii/${slug}`;
export const caseStudyHref = (slug: string) => `/studii-de-caz/${slug}`;

export const CTA: MenuLink = { label: "Solicită ofertă", href: "/contact" };

export function buildMenu(services: ServiceNode[], caseStudies: CaseStudyNode[]): MenuEntry[] {
  return [
    { kind: "link", id: "despre-noi", label: "Despre noi", href: "/despre-noi" },
    { kind: "link", id: "tarife", label: "Tarife", href: "/tarife" },
    {
      kind: "services",
      id: "servicii",
      label: "Servicii",
      groups: services.map((s) => ({
        label: s.title,
        href: serviceHref(s.slug),
        children: s.sub_services.map((c) => ({ label: c.title, href: serviceHref(c.slug) })),
      })),
    },
    {
      kind: "dropdown",
      id: "studii-de-caz",
      label: "Studii de caz",
      href: "/studii-de-caz",
      items: caseStudies.map((c) => ({ label: c.title, href: caseStudyHref(c.slug) })),
      allLink: { label: "Toate studiile de caz", href: "/studii-de-caz" },
      allFirst: false,
    },
    {
      kind: "dropdown",
      id: "blog",
      label: "Blog",
      href: "/blog",
      items: BLOG_CATEGORIES.map((c) => ({ label: c, href: blogCategoryHref(c) })),
      allLink: { label: "Toate articolele", href: "/blog" },
      allFirst: true,
    },
    { kind: "link", id: "contact", label: "Contact", href: "/contact" },
    { kind: "link", id: "echipa", label: "Echipa", href: "/echipa" },
  ];
}

/**
 * SPEC 2.1: up to 991 px wide, or on small touch devices under 670 px, "Studii de caz" and "Blog"
 * open their dropdown instead of navigating.
 */
export function expandsInsteadOfNavigating(width: number, touch: boolean): boolean {
  return width <= BREAKPOINTS.menu || (touch && width < BREAKPOINTS.touch);
}

export function isTouchDevice(): boolean {
  if (typeof window === "undefined") return false;
  return navigator.maxTouchPoints > 0 || window.matchMedia("(pointer: coarse)").matches;
}
