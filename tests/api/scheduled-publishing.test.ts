import type { BlogList, BlogPost } from "@/lib/dto/blog";
import type { CaseStudy } from "@/lib/dto/case-study";
import type { DashboardData } from "@/lib/dto/dashboard";
import type { PageDto } from "@/lib/dto/page";
import type { UrlAnswer } from "@/lib/dto/url-answer";
import { publishDueContent } from "@/lib/server/schedule";
import { MSG } from "@/lib/validation/common";
import { api, tokens } from "../support/api";

type ErrorBody = { message: string; errors?: Record<string, string> };

let admin: string;
let editor: string;
beforeAll(async () => ({ admin, editor } = await tokens()));

const HOUR = 3_600_000;
/** An instant as the portal sends it: Romanian wall clock with its offset. */
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString().replace("Z", "+00:00");

const article = (slug: string, publish_at: string | null) => ({
  title: `Articol ${slug}`,
  slug,
  status: "published",
  publish_at,
  excerpt: "Rezumat.",
  content: "<p>Text</p>",
  categories: ["SEO"],
  metaTitle: "Titlu",
  metaDescription: "Descriere.",
});

const resolve = async (path: string) => (await api<UrlAnswer>("GET", `/api/resolve?path=${encodeURIComponent(path)}`)).body.kind;
const publicSlugs = async () => (await api<BlogList>("GET", "/api/blog?perPage=100")).body.blogs.map((b) => b.slug);

describe("scheduled publishing", () => {
  it("keeps a published article with a future publish_at from visitors until the schedule claims it, once", async () => {
    const at = inHours(2);
    const created = await api<BlogPost>("POST", "/api/blog", { token: editor, body: article("articol-programat", at) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "published", scheduled: true, publish_at: new Date(at).toISOString() });
    const totalBefore = (await api<BlogList>("GET", "/api/blog")).body.total;

    // Invisible: not in the public list or its total, its URL missing, its page 404; staff see it.
    expect(await publicSlugs()).not.toContain("articol-programat");
    expect((await api("GET", "/api/blog/articol-programat")).status).toBe(404);
    expect((await api("GET", "/api/blog/articol-programat", { token: editor })).status).toBe(200);
    expect(await resolve("/blog/articol-programat")).toBe("missing");
    const dashboard = await api<DashboardData>("GET", "/api/dashboard", { token: editor });
    expect(dashboard.body.scheduled).toContainEqual({ kind: "blog", id: created.body.id, title: "Articol articol-programat", publish_at: new Date(at).toISOString() });

    // Not due yet: nothing happens.
    expect(await publishDueContent()).toEqual([]);

    // Due: two claims at once publish it once.
    const later = new Date(Date.now() + 3 * HOUR);
    const [a, b] = await Promise.all([publishDueContent(later), publishDueContent(later)]);
    expect([...a, ...b]).toEqual([{ kind: "blog", id: created.body.id, slug: "articol-programat" }]);
    expect(await publishDueContent(later)).toEqual([]);

    expect((await publicSlugs())[0]).toBe("articol-programat");
    expect((await api<BlogList>("GET", "/api/blog")).body.total).toBe((totalBefore ?? 0) + 1);
    const live = await api<BlogPost>("GET", "/api/blog/articol-programat");
    expect(live.status).toBe(200);
    // It takes its publication time as its date (listed as the newest), keeping its version for open editors.
    expect(live.body).toMatchObject({ scheduled: false, created_at: new Date(at).toISOString(), updated_at: created.body.updated_at });
    expect(await resolve("/blog/articol-programat")).toBe("live");
    expect((await api<DashboardData>("GET", "/api/dashboard", { token: editor })).body.scheduled).toEqual([]);
  });

  it("publishes at the save when publish_at is empty or past, and a future time takes a live article off until then", async () => {
    const past = await api<BlogPost>("POST", "/api/blog", { token: editor, body: article("articol-din-trecut", inHours(-5)) });
    expect(past.body.scheduled).toBe(false);
    expect((await api("GET", "/api/blog/articol-din-trecut")).status).toBe(200);

    const moved = await api<BlogPost>("PUT", `/api/blog/${past.body.id}`, {
      token: editor,
      body: { ...article("articol-din-trecut", inHours(4)), updated_at: past.body.updated_at },
    });
    expect(moved.body.scheduled).toBe(true);
    expect((await api("GET", "/api/blog/articol-din-trecut")).status).toBe(404);

    const draft = await api<BlogPost>("POST", "/api/blog", { token: editor, body: { ...article("ciorna-cu-data", inHours(1)), status: "draft" } });
    expect(draft.body).toMatchObject({ status: "draft", scheduled: false });
  });

  it("schedules case studies and pages the same way", async () => {
    const at = inHours(1);
    const study = await api<CaseStudy>("POST", "/api/case-studies", {
      token: editor,
      body: { title: "Studiu programat", slug: "studiu-programat", status: "published", publish_at: at, excerpt: "Rezumat.", content: "<p>Text</p>", client: "Client", industry: "Retail", services: "SEO", perioada: "2026" },
    });
    expect(study.body.scheduled).toBe(true);
    const page = await api<PageDto>("POST", "/api/pages", {
      token: admin,
      body: { name: "Pagina programata", slug: "pagina-programata", status: "published", publish_at: at, metaTitle: "Titlu", metaDescription: "Descriere.", upperContent: "<p>Sus</p>", lowerContent: "" },
    });
    expect(page.status).toBe(201);
    expect((await api("GET", "/api/case-studies/studiu-programat")).status).toBe(404);
    expect((await api("GET", "/api/pages/pagina-programata")).status).toBe(404);
    expect(await resolve("/pagina-programata")).toBe("missing");

    const published = await publishDueContent(new Date(Date.now() + 2 * HOUR));
    expect(published.map((p) => p.kind).sort()).toEqual(["caseStudy", "page"]);
    expect((await api("GET", "/api/case-studies/studiu-programat")).status).toBe(200);
    expect((await api<PageDto>("GET", "/api/pages/pagina-programata")).body.scheduled).toBe(false);
    expect(await resolve("/pagina-programata")).toBe("live");
  });

  it("refuses a time without its offset, in Romanian, on the field", async () => {
    const res = await api<ErrorBody>("POST", "/api/blog", { token: editor, body: article("fara-fus-orar", "2026-12-01T09:00") });
    expect(res.status).toBe(422);
    expect(res.body.errors?.publish_at).toBe(MSG.publishAt);
  });

  it("answers its route only to the job's key", async () => {
    expect((await api("POST", "/api/schedule")).status).toBe(401);
    expect((await api("POST", "/api/schedule", { token: admin })).status).toBe(401);
  });
});
