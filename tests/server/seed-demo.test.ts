import sharp from "sharp";
import { asc } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
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
import { seedDemo } from "@/lib/boot/seed-demo";
import { BLOG_POSTS } from "@/lib/boot/seed-data/blog";
import { CASE_STUDIES } from "@/lib/boot/seed-data/case-studies";
import { PAGES } from "@/lib/boot/seed-data/pages";
import { SERVICES } from "@/lib/boot/seed-data/services";
import { BLOG_CATEGORIES, META_DESCRIPTION_MAX, META_TITLE_MAX } from "@/lib/constants";
import { sanitizeRichHtml } from "@/lib/server/html";
import { SLUG_PATTERN } from "@/lib/slug";
import { GET as serveUpload } from "@/app/uploads/[filename]/route";
import { api } from "../support/api";
import { storedUpload, storedUploadNames } from "../support/uploads";

type Rows = {
  services: (typeof services.$inferSelect)[];
  blog: (typeof blogPosts.$inferSelect)[];
  cases: (typeof caseStudies.$inferSelect)[];
  team: (typeof teamMembers.$inferSelect)[];
  categories: (typeof planCategories.$inferSelect)[];
  plans: (typeof plans.$inferSelect)[];
  questions: (typeof marketingQuestions.$inferSelect)[];
  answers: (typeof marketingAnswers.$inferSelect)[];
  pages: (typeof pages.$inferSelect)[];
  submissions: (typeof contactSubmissions.$inferSelect)[];
  settings: (typeof settings.$inferSelect)[];
};

let db: Db;
let rows: Rows;

async function load(): Promise<Rows> {
  return {
    services: await db.select().from(services).orderBy(asc(services.id)),
    blog: await db.select().from(blogPosts).orderBy(asc(blogPosts.id)),
    cases: await db.select().from(caseStudies).orderBy(asc(caseStudies.id)),
    team: await db.select().from(teamMembers).orderBy(asc(teamMembers.sortOrder)),
    categories: await db.select().from(planCategories).orderBy(asc(planCategories.id)),
    plans: await db.select().from(plans).orderBy(asc(plans.sortOrder)),
    questions: await db.select().from(marketingQuestions).orderBy(asc(marketingQuestions.order)),
    answers: await db.select().from(marketingAnswers).orderBy(asc(marketingAnswers.sortOrder)),
    pages: await db.select().from(pages),
    submissions: await db.select().from(contactSubmissions),
    settings: await db.select().from(settings),
  };
}

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  rows = await load();
}, 60_000);

const published = <T extends { status: string }>(list: T[]) => list.filter((r) => r.status === "published");
const filled = (value: string | null | undefined) => typeof value === "string" && value.trim().length > 0;

/** Every rich HTML field stored by the seed, with a name for readable failures. */
function richFields(r: Rows): [string, string][] {
  return [
    ...r.services.flatMap((s): [string, string][] => [
      [`service ${s.slug} content`, s.content],
      ...s.faqs.map((f, i): [string, string] => [`service ${s.slug} faq ${i}`, f.answer]),
    ]),
    ...r.blog.map((b): [string, string] => [`blog ${b.slug}`, b.content]),
    ...r.cases.map((c): [string, string] => [`case ${c.slug}`, c.content]),
    ...r.team.map((t): [string, string] => [`team ${t.name}`, t.description]),
    ...r.plans.map((p): [string, string] => [`plan ${p.name}`, p.description]),
    ...r.pages.flatMap((p): [string, string][] => [
      [`page ${p.slug} upper`, p.upperContent],
      [`page ${p.slug} lower`, p.lowerContent],
    ]),
  ];
}

describe("seedDemo", () => {
  it("builds six published main services, each with 2-4 published sub-services and complete fields", () => {
    const mains = rows.services.filter((s) => s.parentId === null);
    expect(mains.map((s) => s.title)).toEqual([
      "Optimizare SEO",
      "Publicitate PPC și Google Ads",
      "Branding",
      "Social Media Marketing",
      "Content marketing",
      "Creare website",
    ]);
    expect(mains.map((s) => s.sortOrder)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const main of mains) {
      const subs = rows.services.filter((s) => s.parentId === main.id);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.length).toBeLessThanOrEqual(4);
      expect(subs.map((s) => s.sortOrder)).toEqual(subs.map((_, i) => i));
    }
    for (const s of rows.services) {
      expect(s.status).toBe("published");
      for (const field of [s.title, s.heroText, s.excerpt, s.heading, s.metaTitle, s.metaDescription, s.image]) {
        expect(filled(field)).toBe(true);
      }
      expect(s.content).toMatch(/<h[23]>/);
      expect(s.content).toContain("<ul>");
      expect((s.content.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(2);
      expect(s.faqs.length).toBeGreaterThanOrEqual(3);
      expect(s.faqs.length).toBeLessThanOrEqual(5);
      for (const faq of s.faqs) {
        expect(faq.question.trim()).toMatch(/\?$/);
        expect(faq.answer).toMatch(/^<p>.+<\/p>$/);
      }
    }
  });

  it("publishes at least 12 articles covering all nine blog categories, plus a draft", () => {
    const live = published(rows.blog);
    expect(live.length).toBeGreaterThanOrEqual(12);
    expect(rows.blog.filter((b) => b.status === "draft").length).toBeGreaterThanOrEqual(1);
    for (const category of BLOG_CATEGORIES) {
      expect({ category, covered: live.some((b) => b.categories.includes(category)) }).toEqual({ category, covered: true });
    }
    for (const b of rows.blog) {
      for (const c of b.categories) expect(BLOG_CATEGORIES).toContain(c);
    }
    expect(live.filter((b) => b.categories.length === 2).length).toBeGreaterThanOrEqual(3);
    for (const b of live) {
      expect(filled(b.excerpt) && filled(b.featuredImage)).toBe(true);
      expect((b.content.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(4);
      expect((b.content.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(2);
      expect(b.content).toMatch(/<(ul|ol)>/);
    }
    expect(live.some((b) => b.content.includes("<table>"))).toBe(true);
    // Spread over the last months, one date per article.
    const times = live.map((b) => b.createdAt.getTime());
    expect(new Set(times).size).toBe(live.length);
    const spreadDays = (Math.max(...times) - Math.min(...times)) / 86_400_000;
    expect(spreadDays).toBeGreaterThan(90);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
  });

  it("publishes at least 4 case studies with results, plus a draft", () => {
    const live = published(rows.cases);
    expect(live.length).toBeGreaterThanOrEqual(4);
    expect(rows.cases.filter((c) => c.status === "draft").length).toBeGreaterThanOrEqual(1);
    expect(new Set(live.map((c) => c.industry))).toEqual(new Set(["Medical", "E-commerce", "Imobiliare", "HoReCa"]));
    for (const c of live) {
      for (const field of [c.client, c.industry, c.services, c.perioada, c.excerpt, c.featuredImage]) {
        expect(filled(field)).toBe(true);
      }
      expect(c.perioada).toMatch(/^[A-ZȘȚÎĂÂ][a-zșțîăâ]+ \d{4} - ([A-ZȘȚÎĂÂ][a-zșțîăâ]+ \d{4}|Prezent)$/);
      expect(c.services.split(",").length).toBeGreaterThanOrEqual(2);
      expect(c.content).toMatch(/\d+(%| de| €)/);
      expect(c.date).toBeInstanceOf(Date);
    }
  });

  it("creates at least six team members with portraits and descriptions", () => {
    expect(rows.team.length).toBeGreaterThanOrEqual(6);
    for (const t of rows.team) {
      for (const field of [t.name, t.title, t.keyword, t.image]) expect(filled(field)).toBe(true);
      expect(t.description).toMatch(/^<p>.+<\/p>$/);
    }
  });

  it("uses exactly the Tarife categories and fills each with published plans, plus complete packages and a draft", () => {
    expect(rows.categories.map((c) => c.name)).toEqual([
      "Development",
      "PPC",
      "SEO",
      "Social Media",
      "Strategic",
      "Branding",
      "Email",
    ]);
    const live = published(rows.plans);
    const categorised = live.filter((p) => p.categoryId !== null);
    expect(categorised.length).toBeGreaterThanOrEqual(12);
    for (const category of rows.categories) {
      expect(categorised.some((p) => p.categoryId === category.id)).toBe(true);
    }
    expect(live.filter((p) => p.categoryId === null).length).toBeGreaterThanOrEqual(3);
    expect(rows.plans.filter((p) => p.status === "draft").length).toBeGreaterThanOrEqual(1);
    expect(live.some((p) => p.planType === "featured")).toBe(true);
    expect(live.some((p) => p.planType === "recommended")).toBe(true);
    for (const p of rows.plans) {
      expect(p.price).toMatch(/€/);
      expect(p.description).toMatch(/^<p>.+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>$/);
    }
    expect(live.some((p) => p.price === "de la 800 €")).toBe(true);
  });

  it("orders at least five questionnaire questions, radio and checkbox, with 3-6 answers each", () => {
    expect(rows.questions.length).toBeGreaterThanOrEqual(5);
    expect(rows.questions.map((q) => q.order)).toEqual(rows.questions.map((_, i) => i + 1));
    expect(new Set(rows.questions.map((q) => q.type))).toEqual(new Set(["radio", "checkbox"]));
    const values = new Set<string>();
    for (const q of rows.questions) {
      const answers = rows.answers.filter((a) => a.questionId === q.id);
      expect(answers.length).toBeGreaterThanOrEqual(3);
      expect(answers.length).toBeLessThanOrEqual(6);
      for (const a of answers) {
        expect(a.value).toMatch(SLUG_PATTERN);
        expect(values.has(a.value)).toBe(false);
        values.add(a.value);
        expect(filled(a.label)).toBe(true);
      }
    }
    expect(values).toContain("buget-1000-3000");
  });

  it("publishes the pages of the fixed routes, the legal pages and a landing page", () => {
    const slugs = [
      "despre-noi",
      "contact",
      "blog",
      "studii-de-caz",
      "echipa",
      "tarife",
      "politica-de-confidentialitate",
      "termeni-si-conditii",
      "politica-de-utilizare-cookies",
      "marketing-medical",
    ];
    const bySlug = new Map(rows.pages.map((p) => [p.slug, p]));
    for (const slug of slugs) {
      const page = bySlug.get(slug);
      expect(page?.status).toBe("published");
      for (const field of [page?.name, page?.metaTitle, page?.metaDescription, page?.upperContent, page?.lowerContent]) {
        expect(filled(field)).toBe(true);
      }
    }
    for (const slug of slugs.slice(6, 9)) {
      const legal = bySlug.get(slug)?.lowerContent ?? "";
      // The operator's details come from "Setări" (the "Date de identificare" box), never copied into the text.
      expect(legal).toContain("„Date de identificare”");
      expect(legal).not.toMatch(/\bSRL\b|\bCUI\b|RO0{8}/);
      expect(legal).toContain("Text demonstrativ");
      expect((legal.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(5);
    }
    expect(bySlug.get("politica-de-confidentialitate")?.lowerContent).toContain("Regulamentul (UE) 2016/679");
    // What the retention job does (LEADS_RETENTION_MONTHS unset: 24), and where a lead's attribution comes from.
    expect(bySlug.get("politica-de-confidentialitate")?.lowerContent).toContain("sunt șterse automat după 24 de luni de la primire.");
    expect(bySlug.get("politica-de-confidentialitate")?.lowerContent).toContain("doar dacă ai acceptat cookie-urile de analiză");
    expect(bySlug.get("politica-de-utilizare-cookies")?.lowerContent).toContain("Legea nr. 506/2004");
  });

  it("fills the inbox with an unread questionnaire lead and a read package request", () => {
    expect(rows.submissions.length).toBeGreaterThanOrEqual(2);
    const lead = rows.submissions.find((s) => !s.read && s.answers.length > 0);
    expect(lead?.answers).toEqual(
      expect.arrayContaining([{ question: "Ce buget lunar ai pentru marketing?", label: "1000 - 3000 €" }]),
    );
    const questionTexts = new Set(rows.questions.map((q) => q.question));
    for (const a of lead?.answers ?? []) expect(questionTexts.has(a.question)).toBe(true);
    const order = rows.submissions.find((s) => s.read && s.selectedPackage);
    expect(published(rows.plans).map((p) => p.name)).toContain(order?.selectedPackage);
    for (const s of rows.submissions) {
      expect(s.mesaj.length).toBeGreaterThanOrEqual(10);
      expect(s.mesaj.length).toBeLessThanOrEqual(255);
      expect(s.telefon).toMatch(/^\+?\d{10,15}$/);
    }
  });

  it("saves the brand colours for the editor", () => {
    const colors = rows.settings.find((s) => s.key === "customColors")?.value;
    expect(Array.isArray(colors)).toBe(true);
    expect((colors as string[]).length).toBeGreaterThanOrEqual(3);
    for (const c of colors as string[]) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("keeps meta fields within the limits and slugs valid and unique", () => {
    const items = [...rows.services, ...rows.blog, ...rows.cases, ...rows.pages];
    for (const item of items) {
      expect({ slug: item.slug, metaTitle: item.metaTitle.length <= META_TITLE_MAX }).toEqual({ slug: item.slug, metaTitle: true });
      expect({ slug: item.slug, metaDescription: item.metaDescription.length <= META_DESCRIPTION_MAX }).toEqual({
        slug: item.slug,
        metaDescription: true,
      });
      expect(filled(item.metaTitle) && filled(item.metaDescription)).toBe(true);
      expect(item.slug).toMatch(SLUG_PATTERN);
    }
    for (const list of [rows.services, rows.blog, rows.cases, rows.pages]) {
      expect(new Set(list.map((r) => r.slug)).size).toBe(list.length);
    }
  });

  it("stores HTML exactly as written, unchanged by the sanitizer", () => {
    for (const [name, value] of richFields(rows)) {
      expect({ name, html: sanitizeRichHtml(value) }).toEqual({ name, html: value });
      expect(value).not.toMatch(/\n|>\s+</);
    }
    // The sanitizer did not have to alter anything on the way in.
    expect(rows.blog.map((b) => b.content)).toEqual(BLOG_POSTS.map((b) => b.content));
    expect(rows.cases.map((c) => c.content)).toEqual(CASE_STUDIES.map((c) => c.content));
    const writtenServices = SERVICES.flatMap((s) => [s, ...(s.children ?? [])]);
    const storedServices = new Map(rows.services.map((s) => [s.slug, s]));
    for (const s of writtenServices) {
      expect(storedServices.get(s.slug)?.content).toBe(s.content);
      expect(storedServices.get(s.slug)?.faqs).toEqual(s.faqs);
    }
    const storedPages = new Map(rows.pages.map((p) => [p.slug, p]));
    for (const p of PAGES) expect(storedPages.get(p.slug)?.lowerContent).toBe(p.lowerContent);
  });

  it("writes Romanian with comma-below diacritics only", () => {
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/[şţŞŢ]/);
    for (const letter of ["ă", "â", "î", "ș", "ț", "Ș", "Ț", "Î"]) expect(text).toContain(letter);
  });

  it("references only real JPEG images of the expected sizes in the uploads storage", async () => {
    const covers = [
      ...rows.services.map((s) => s.image),
      ...rows.blog.map((b) => b.featuredImage),
      ...rows.cases.map((c) => c.featuredImage),
    ];
    const portraits = rows.team.map((t) => t.image);
    const check = async (url: string | null, width: number, height: number) => {
      expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
      const bytes = await storedUpload((url as string).slice("/uploads/".length));
      if (!bytes) throw new Error(`${url} is not stored`);
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(bytes.length).toBeLessThan(150 * 1024);
      const meta = await sharp(bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "jpeg", width, height });
    };
    for (const url of covers) await check(url, 1600, 900);
    for (const url of portraits) await check(url, 800, 800);
    // The stored file is what the public uploads route serves.
    const filename = (covers[0] as string).slice("/uploads/".length);
    const served = await serveUpload(new Request(`http://localhost/uploads/${filename}`), {
      params: Promise.resolve({ filename }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
  });

  it("is served by the public blog API, newest first and without the draft", async () => {
    const res = await api<{ blogs: { slug: string; status: string; created_at: string }[]; totalPages: number }>(
      "GET",
      "/api/blog?page=1",
    );
    expect(res.status).toBe(200);
    const live = published(rows.blog).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(res.body.blogs.map((b) => b.slug)).toEqual(live.slice(0, res.body.blogs.length).map((b) => b.slug));
    expect(res.body.blogs.length).toBeGreaterThan(1);
    expect(res.body.blogs.every((b) => b.status === "published")).toBe(true);
    expect(res.body.totalPages).toBe(Math.ceil(live.length / res.body.blogs.length));
    for (const category of BLOG_CATEGORIES) {
      const filtered = await api<{ blogs: unknown[] }>("GET", `/api/blog?category=${encodeURIComponent(category)}`);
      expect({ category, found: filtered.body.blogs.length > 0 }).toEqual({ category, found: true });
    }
  });

  it("never runs twice over existing content", async () => {
    const filesBefore = (await storedUploadNames()).length;
    await seedDemo(db);
    const after = await load();
    expect(after.blog.length).toBe(rows.blog.length);
    expect(after.services.length).toBe(rows.services.length);
    expect((await storedUploadNames()).length).toBe(filesBefore);
  });
});
