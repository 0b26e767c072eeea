import type { MetadataRoute } from "next";
import { unstable_cache } from "next/cache";
import { listBlogPosts } from "@/lib/server/blog";
import { listCaseStudies } from "@/lib/server/case-studies";
import { listPages } from "@/lib/server/pages";
import { TAGS } from "@/lib/server/revalidate";
import type { ServiceSummary } from "@/lib/dto/service";
import { getServiceTree } from "@/lib/server/services";
import { absoluteUrl } from "@/lib/seo/site";

// Read at request time (never at build time, when no database is open), from a cache that every
// content write expires (revalidateContent always adds the sitemap tag): a newly published article
// is listed on the next request, a draft never is.
export const dynamic = "force-dynamic";

const BATCH = 100;

/** Public routes backed by a page of the pages list (its texts, hence its last change). */
const FIXED_ROUTES: Array<{ path: string; slug: string | null; priority: number; changeFrequency: "daily" | "weekly" | "monthly" | "yearly" }> = [
  { path: "/", slug: null, priority: 1, changeFrequency: "weekly" },
  { path: "/tarife", slug: "tarife", priority: 0.9, changeFrequency: "monthly" },
  { path: "/despre-noi", slug: "despre-noi", priority: 0.8, changeFrequency: "monthly" },
  { path: "/contact", slug: "contact", priority: 0.8, changeFrequency: "yearly" },
  { path: "/blog", slug: "blog", priority: 0.8, changeFrequency: "daily" },
  { path: "/studii-de-caz", slug: "studii-de-caz", priority: 0.8, changeFrequency: "weekly" },
  { path: "/echipa", slug: "echipa", priority: 0.6, changeFrequency: "monthly" },
  { path: "/politica-de-confidentialitate", slug: "politica-de-confidentialitate", priority: 0.2, changeFrequency: "yearly" },
  { path: "/termeni-si-conditii", slug: "termeni-si-conditii", priority: 0.2, changeFrequency: "yearly" },
  { path: "/politica-de-utilizare-cookies", slug: "politica-de-utilizare-cookies", priority: 0.2, changeFrequency: "yearly" },
];
const FIXED_SLUGS = new Set(FIXED_ROUTES.map((r) => r.slug).filter(Boolean) as string[]);

type Entry = { path: string; updatedAt: string; image?: string | null };
type SitemapData = {
  pages: Array<Entry & { slug: string }>;
  services: Entry[];
  posts: Entry[];
  caseStudies: Entry[];
};

async function allPages<T>(load: (page: number) => Promise<{ items: T[]; totalPages: number }>): Promise<T[]> {
  const first = await load(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => load(i + 2)));
  return [first, ...rest].flatMap((r) => r.items);
}

function flattenServices(tree: ServiceSummary[]): ServiceSummary[] {
  return tree.flatMap((s) => [s, ...flattenServices(s.sub_services)]);
}

const collect = unstable_cache(
  async (): Promise<SitemapData> => {
    const [pages, tree, posts, caseStudies] = await Promise.all([
      listPages(false),
      getServiceTree(false),
      allPages((page) => listBlogPosts({ page, perPage: BATCH, publishedOnly: true }).then((r) => ({ items: r.blogs, totalPages: r.totalPages }))),
      allPages((page) => listCaseStudies({ page, perPage: BATCH, publishedOnly: true }).then((r) => ({ items: r.caseStudies, totalPages: r.totalPages }))),
    ]);
    return {
      pages: pages.map((p) => ({ slug: p.slug, path: `/${p.slug}`, updatedAt: p.updated_at })),
      services: flattenServices(tree).map((s) => ({ path: `/servicii/${s.slug}`, updatedAt: s.updated_at, image: s.image })),
      posts: posts.map((p) => ({ path: `/blog/${p.slug}`, updatedAt: p.updated_at, image: p.featuredImage })),
      caseStudies: caseStudies.map((c) => ({ path: `/studii-de-caz/${c.slug}`, updatedAt: c.updated_at, image: c.featuredImage })),
    };
  },
  ["sitemap"],
  { tags: [TAGS.sitemap, TAGS.pages, TAGS.blog, TAGS.caseStudies, TAGS.services] },
);

const latest = (...dates: Array<string | null | undefined>): Date | undefined => {
  const times = dates.filter(Boolean).map((d) => new Date(d as string).getTime()).filter(Number.isFinite);
  return times.length ? new Date(Math.max(...times)) : undefined;
};

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const data = await collect();
  const pageUpdated = new Map(data.pages.map((p) => [p.slug, p.updatedAt]));
  const newestPost = data.posts[0]?.updatedAt;
  const newestCase = data.caseStudies[0]?.updatedAt;
  const everything = [...data.pages, ...data.services, ...data.posts, ...data.caseStudies].map((e) => e.updatedAt);

  const fixed: MetadataRoute.Sitemap = FIXED_ROUTES.map((route) => {
    const own = route.slug ? pageUpdated.get(route.slug) : undefined;
    const lastModified =
      route.path === "/"
        ? latest(...everything)
        : route.path === "/blog"
          ? latest(own, newestPost)
          : route.path === "/studii-de-caz"
            ? latest(own, newestCase)
            : latest(own);
    return {
      url: absoluteUrl(route.path),
      ...(lastModified ? { lastModified } : {}),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    };
  });

  const item = (e: Entry, priority: number, changeFrequency: "weekly" | "monthly"): MetadataRoute.Sitemap[number] => ({
    url: absoluteUrl(e.path),
    lastModified: new Date(e.updatedAt),
    changeFrequency,
    priority,
    ...(e.image ? { images: [absoluteUrl(e.image)] } : {}),
  });

  return [
    ...fixed,
    ...data.services.map((e) => item(e, 0.9, "monthly")),
    ...data.pages.filter((p) => !FIXED_SLUGS.has(p.slug)).map((e) => item(e, 0.7, "monthly")),
    ...data.caseStudies.map((e) => item(e, 0.7, "monthly")),
    ...data.posts.map((e) => item(e, 0.6, "monthly")),
  ];
}
