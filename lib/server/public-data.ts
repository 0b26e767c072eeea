import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { BLOG_PAGE_SIZE, CASE_STUDY_PAGE_SIZE } from "@/lib/constants";
import { FEED_SIZE } from "@/lib/blog-feed";
import { ApiError } from "@/lib/server/http/api-error";
import { getBlogPost, listBlogPosts } from "./blog";
import { getCaseStudy, listCaseStudies, listCaseStudyHeader } from "./case-studies";
import { listCategories } from "./categories";
import { listPublicQuestions } from "./marketing-questions";
import { getPage, listPages } from "./pages";
import { listPublicPlans } from "./plans";
import { TAGS } from "./revalidate";
import { getService, getServiceTree, listFooterServices } from "./services";
import { listTeamMembers } from "./team";
import { buildSiteConfig, type SiteConfig } from "@/lib/site-config";
import { READ_FAILED, readOrFailed } from "./public-read";
import { previewCopyAt, previewing } from "./preview";
import { CONTENT_PATH, type ContentKind } from "@/lib/public-paths";
import { getSiteSettings } from "./site-settings";

/**
 * What the public pages read: published content only, cached across requests under the tags the
 * portal's writes expire (lib/server/revalidate.ts), so a read costs no database query until
 * something changes (QUALITY P2), and deduplicated within one render by React's cache() so a page
 * and its generateMetadata share one call (ARCHITECTURE 10). Missing items are null, not errors; a failed
 * read throws, and unstable_cache stores nothing for a function that threw.
 */

/** A missing item is null (and cached as such, until a write expires its tags); any other failure throws. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

function cached<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>, tags: (...args: A) => string[]) {
  return cache((...args: A) => unstable_cache(() => fn(...args), [name, JSON.stringify(args)], { tags: tags(...args) })());
}

/**
 * An item's page in the portal's preview (draft mode, where Next bypasses the data cache): the unsaved
 * copy on show at its address, else the saved item, draft or not (lib/server/preview.ts).
 */
function withPreview<T>(kind: ContentKind, published: (slug: string) => Promise<T | null>, saved: (slug: string) => Promise<T>) {
  return cache(async (slug: string): Promise<T | null> => {
    if (!(await previewing())) return published(slug);
    const copy = await previewCopyAt(CONTENT_PATH[kind](slug));
    return copy ? (copy as T) : orNull(() => saved(slug));
  });
}

export const getPublishedPage = withPreview(
  "page",
  cached("page", (slug: string) => orNull(() => getPage(slug, false)), (slug) => [TAGS.pages, TAGS.page(slug)]),
  (slug) => getPage(slug, true),
);
export const listPublishedPages = cached("pages", () => listPages(false), () => [TAGS.pages]);

export const getPublishedServiceTree = cached("service-tree", () => getServiceTree(false), () => [TAGS.services]);
export const getPublishedService = withPreview(
  "service",
  cached("service", (slug: string) => orNull(() => getService(slug, false)), (slug) => [TAGS.services, TAGS.service(slug)]),
  (slug) => getService(slug, true),
);
export const getFooterServices = cached("footer-services", () => listFooterServices(), () => [TAGS.services]);

export const listPublishedPosts = cached(
  "blog-list",
  (page: number, category: string | null) => listBlogPosts({ page, category, publishedOnly: true, perPage: BLOG_PAGE_SIZE }),
  () => [TAGS.blog],
);
/** The newest published articles for the RSS feed (all, or one category's). */
export const listFeedPosts = cached(
  "blog-feed",
  (category: string | null) => listBlogPosts({ page: 1, category, publishedOnly: true, perPage: FEED_SIZE }).then((r) => r.blogs),
  () => [TAGS.blog],
);
export const getPublishedPost = withPreview(
  "blog",
  cached("blog-post", (slug: string) => orNull(() => getBlogPost(slug, false)), (slug) => [TAGS.blog, TAGS.blogPost(slug)]),
  (slug) => getBlogPost(slug, true),
);

export const listPublishedCaseStudies = cached(
  "case-study-list",
  (page: number, perPage: number = CASE_STUDY_PAGE_SIZE) => listCaseStudies({ page, perPage, publishedOnly: true }),
  () => [TAGS.caseStudies],
);
export const getCaseStudyMenu = cached("case-study-header", () => listCaseStudyHeader(), () => [TAGS.caseStudies]);
export const getPublishedCaseStudy = withPreview(
  "caseStudy",
  cached("case-study", (slug: string) => orNull(() => getCaseStudy(slug, false)), (slug) => [TAGS.caseStudies, TAGS.caseStudy(slug)]),
  (slug) => getCaseStudy(slug, true),
);

export const listPublishedTeam = cached("team", () => listTeamMembers(), () => [TAGS.team]);
export const listPublishedPlans = cached("plans", () => listPublicPlans(), () => [TAGS.plans]);
export const listPlanCategories = cached("plan-categories", () => listCategories(), () => [TAGS.plans]);
export const listQuestionnaire = cached("questionnaire", () => listPublicQuestions(), () => [TAGS.questions]);

/** The agency's identity as saved in "Setări" (the demo values where blank), expired by a save. */
const cachedSiteConfig = cached("site-config", async () => buildSiteConfig((await getSiteSettings()).settings), () => [TAGS.settings]);

/** One read per render, shared by the shell, header, footer and widgets; never throws (see getSiteConfig). */
const loadSiteConfig = cache(async () => readOrFailed("site settings", () => cachedSiteConfig()));

/**
 * The identity every public page's chrome shows. When the settings cannot be read the page still
 * renders around its content with the demo identity, and the shell marks the render failed
 * (siteConfigFailed), so that page is neither cached nor answered with a success status.
 */
export async function getSiteConfig(): Promise<SiteConfig> {
  const config = await loadSiteConfig();
  return config === READ_FAILED ? buildSiteConfig({}) : config;
}

export async function siteConfigFailed(): Promise<boolean> {
  return (await loadSiteConfig()) === READ_FAILED;
}
