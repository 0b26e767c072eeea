import { count } from "drizzle-orm";
import { sanitizeRichHtml } from "@/lib/server/html";
import type { Db } from "@/lib/db/client";
import {
  blogPosts,
  caseStudies,
  contactSubmissions,
  marketingAnswers,
  marketingQuestions,
  pages,
  planCategories,
  plans,
  services,
  settings,
  teamMembers,
} from "@/lib/db/schema";
import { BLOG_POSTS } from "./seed-data/blog";
import { CASE_STUDIES } from "./seed-data/case-studies";
import { generateImages, type ImageRequest } from "./seed-data/images";
import { CUSTOM_COLORS, CUSTOM_COLORS_KEY, SUBMISSIONS } from "./seed-data/inbox";
import { PAGES } from "./seed-data/pages";
import { PLAN_CATEGORIES, PLANS } from "./seed-data/plans";
import { QUESTIONS } from "./seed-data/questions";
import { SERVICES } from "./seed-data/services";
import { TEAM } from "./seed-data/team";
import type { ServiceSeed } from "./seed-data/types";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type FlatService = { seed: ServiceSeed; parent: ServiceSeed | null; sortOrder: number };

function flattenServices(list: ServiceSeed[]): FlatService[] {
  return list.flatMap((main, i) => [
    { seed: main, parent: null, sortOrder: i },
    ...(main.children ?? []).map((child, j) => ({ seed: child, parent: main, sortOrder: j })),
  ]);
}

/** Every rich field goes through the same sanitizer as an editor's save, so demo rows look like real ones. */
const clean = (value: string): string => sanitizeRichHtml(value);

/** Cuts `urls` into consecutive slices of the given lengths (images are generated in one batch). */
function slices(urls: string[], lengths: number[]): string[][] {
  let start = 0;
  return lengths.map((n) => urls.slice(start, (start += n)));
}

/**
 * Demo content for a fresh install (seed.ts calls it once, after the admin and editor accounts):
 * services with sub-services and FAQs, articles in every blog category, case studies, the team,
 * pricing plans and packages, the questionnaire, the pages behind the fixed routes and the legal
 * pages, a few inbox messages and the editor's brand colours. Pictures are drawn locally.
 */
export async function seedDemo(db: Db): Promise<void> {
  // Never mix demo rows into a database that already has content of its own.
  const [{ n }] = await db.select({ n: count() }).from(services);
  if (n > 0) return;

  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);
  const flat = flattenServices(SERVICES);

  // Files first (they cannot take part in the transaction); a failed insert leaves only unused uploads.
  const requests: ImageRequest[] = [
    ...flat.map(({ seed, parent }): ImageRequest => ({ kind: "cover", title: seed.title, label: parent?.title ?? "Servicii" })),
    ...BLOG_POSTS.map((p): ImageRequest => ({ kind: "cover", title: p.title, label: p.categories[0] ?? "Blog" })),
    ...CASE_STUDIES.map((c): ImageRequest => ({ kind: "cover", title: c.title, label: `Studiu de caz · ${c.industry}` })),
    ...TEAM.map((t): ImageRequest => ({ kind: "portrait", name: t.name, role: t.keyword })),
  ];
  const [serviceImages, blogImages, caseImages, teamImages] = slices(await generateImages(requests, db), [
    flat.length,
    BLOG_POSTS.length,
    CASE_STUDIES.length,
    TEAM.length,
  ]);

  await db.transaction(async (tx) => {
    const serviceRow = (item: FlatService, index: number, parentId: number | null) => ({
      title: item.seed.title,
      slug: item.seed.slug,
      heroText: item.seed.heroText,
      excerpt: item.seed.excerpt,
      heading: item.seed.heading,
      content: clean(item.seed.content),
      metaTitle: item.seed.metaTitle,
      metaDescription: item.seed.metaDescription,
      status: item.seed.status ?? "published",
      parentId,
      faqs: item.seed.faqs.map((f) => ({ question: f.question, answer: clean(f.answer) })),
      image: serviceImages[index],
      sortOrder: item.sortOrder,
    });
    const indexed = flat.map((item, index) => ({ item, index }));
    const mains = await tx
      .insert(services)
      .values(indexed.filter(({ item }) => !item.parent).map(({ item, index }) => serviceRow(item, index, null)))
      .returning({ id: services.id, slug: services.slug });
    const parentIds = new Map(mains.map((m) => [m.slug, m.id]));
    await tx
      .insert(services)
      .values(
        indexed
          .filter(({ item }) => item.parent)
          .map(({ item, index }) => serviceRow(item, index, parentIds.get((item.parent as ServiceSeed).slug) ?? null)),
      );

    await tx.insert(blogPosts).values(
      BLOG_POSTS.map((p, i) => ({
        title: p.title,
        slug: p.slug,
        excerpt: p.excerpt,
        content: clean(p.content),
        categories: p.categories,
        status: p.status,
        featuredImage: blogImages[i],
        metaTitle: p.metaTitle,
        metaDescription: p.metaDescription,
        createdAt: ago(p.daysAgo * DAY),
        updatedAt: ago(p.daysAgo * DAY),
      })),
    );

    await tx.insert(caseStudies).values(
      CASE_STUDIES.map((c, i) => ({
        title: c.title,
        slug: c.slug,
        content: clean(c.content),
        excerpt: c.excerpt,
        perioada: c.perioada,
        industry: c.industry,
        services: c.services,
        client: c.client,
        status: c.status,
        featuredImage: caseImages[i],
        metaTitle: c.metaTitle,
        metaDescription: c.metaDescription,
        date: ago(c.daysAgo * DAY),
        createdAt: ago(c.daysAgo * DAY),
        updatedAt: ago(c.daysAgo * DAY),
      })),
    );

    await tx.insert(teamMembers).values(
      TEAM.map((t, i) => ({
        name: t.name,
        title: t.title,
        keyword: t.keyword,
        image: teamImages[i],
        description: clean(t.description),
        sortOrder: i,
      })),
    );

    const categories = await tx
      .insert(planCategories)
      .values(PLAN_CATEGORIES.map((name, i) => ({ name, createdAt: ago((PLAN_CATEGORIES.length - i) * 1000) })))
      .returning({ id: planCategories.id, name: planCategories.name });
    const categoryIds = new Map(categories.map((c) => [c.name, c.id]));
    await tx.insert(plans).values(
      PLANS.map((p, i) => ({
        name: p.name,
        price: p.price,
        description: clean(p.description),
        planType: p.planType,
        categoryId: p.category ? (categoryIds.get(p.category) ?? null) : null,
        status: p.status,
        sortOrder: i,
        // Newest-first admin lists then show the plans in the order written here.
        createdAt: ago(i * 60_000),
        updatedAt: ago(i * 60_000),
      })),
    );

    for (const [order, q] of QUESTIONS.entries()) {
      const [question] = await tx
        .insert(marketingQuestions)
        .values({ question: q.question, type: q.type, order: order + 1, subtitle: q.subtitle })
        .returning({ id: marketingQuestions.id });
      await tx.insert(marketingAnswers).values(
        q.answers.map((a, i) => ({
          questionId: question.id,
          value: a.value,
          label: a.label,
          subtitle: a.subtitle ?? "",
          sortOrder: i,
        })),
      );
    }

    await tx.insert(pages).values(
      PAGES.map((p) => ({
        name: p.name,
        slug: p.slug,
        metaTitle: p.metaTitle,
        metaDescription: p.metaDescription,
        upperContent: clean(p.upperContent),
        lowerContent: clean(p.lowerContent),
        status: "published" as const,
      })),
    );

    await tx.insert(contactSubmissions).values(
      SUBMISSIONS.map((s) => ({
        nume: s.nume,
        prenume: s.prenume,
        email: s.email,
        telefon: s.telefon,
        website: s.website,
        mesaj: s.mesaj,
        selectedPackage: s.selectedPackage,
        answers: s.answers,
        read: s.read,
        createdAt: ago(s.hoursAgo * HOUR),
      })),
    );

    await tx.insert(settings).values({ key: CUSTOM_COLORS_KEY, value: CUSTOM_COLORS }).onConflictDoNothing();
  });
}
