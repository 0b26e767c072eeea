import { isValidElement, type ReactElement } from "react";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { CLIENT_ADDRESS_HEADER } from "@/lib/client-address";
import { READ_FAILED } from "@/lib/server/public-read";
import { describeError } from "@/lib/safe-log";
import { api, tokens } from "../support/api";

// Outside a Next server there is no data cache: unstable_cache runs the read itself every time.
jest.mock("next/cache", () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: jest.fn(),
  revalidatePath: jest.fn(),
}));
// sendContactForm reads the client's address from the request headers (scripts/serve.mjs sets it).
jest.mock("next/headers", () => ({ ...jest.requireActual("next/headers"), headers: async () => new Headers({ "x-client-address": "192.0.2.77" }) }));

// ARCHITECTURE 16 / QUALITY D6: only "no row" is a 404; a read that failed is an outage, never a
// redirect to /404 (which would be cached). QUALITY D9: no log line carries a visitor's data.

const post = {
  title: "Articol pentru pana bazei de date",
  excerpt: "Un rezumat.",
  content: "<p>Conținut</p>",
  categories: ["SEO"],
  status: "published",
  metaTitle: "Articol",
  metaDescription: "Descriere",
};

const visitor = {
  nume: "Vizitatorescu",
  prenume: "Ilinca",
  email: "ilinca.vizitatorescu@exemplu-privat.ro",
  telefon: "+40733111222",
  website: "exemplu-privat.ro",
  mesaj: "Mesaj confidențial despre bugetul nostru de marketing.",
};
const PERSONAL = [visitor.nume, visitor.prenume, visitor.email, visitor.telefon, visitor.mesaj, "40733111222"];

/** Renames a table for the duration of `run`: every statement on it then fails in PGlite with 42P01. */
async function withTableGone<T>(table: string, run: () => Promise<T>): Promise<T> {
  const db = await getDb();
  await db.execute(sql.raw(`ALTER TABLE "${table}" RENAME TO "${table}_away"`));
  try {
    return await run();
  } finally {
    await db.execute(sql.raw(`ALTER TABLE "${table}_away" RENAME TO "${table}"`));
  }
}

/** Everything console.error printed while `run` ran, as one string. */
async function captureErrors(run: () => Promise<unknown>): Promise<string> {
  const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    await run();
    const { inspect } = await import("node:util");
    return spy.mock.calls.map((args) => args.map((a) => (typeof a === "string" ? a : inspect(a, { depth: 5 }))).join(" ")).join("\n");
  } finally {
    spy.mockRestore();
  }
}

let admin: string;
let slug: string;
beforeAll(async () => {
  ({ admin } = await tokens());
  const created = await api<{ slug: string }>("POST", "/api/blog", { token: admin, body: post });
  expect(created.status).toBe(201);
  slug = created.body.slug;
});

describe("a public read that fails", () => {
  it("is READ_FAILED for the article's loader, while a missing article stays null and a present one loads", async () => {
    const { loadPost } = await import("@/app/(public)/blog/[slug]/load");
    expect(await loadPost(slug)).toMatchObject({ slug, title: post.title });
    expect(await loadPost("nu-exista-un-astfel-de-articol")).toBeNull();

    const logged = await captureErrors(async () => {
      await withTableGone("blog_posts", async () => {
        expect(await loadPost(slug)).toBe(READ_FAILED);
      });
    });
    // The failure is logged with its SQLSTATE and statement, without the statement's parameters.
    expect(logged).toContain("[public] article could not be read");
    expect(logged).toContain("code=42P01");
    expect(logged).not.toContain("params");
    expect(logged).not.toContain(slug);

    // Back again: the very next read shows the article (nothing of the failure was kept).
    expect(await loadPost(slug)).toMatchObject({ slug });
  });

  it("makes the article page show the outage notice with a retry link to itself, not a redirect to /404", async () => {
    const { default: BlogPostPage } = await import("@/app/(public)/blog/[slug]/page");
    const { OutageNotice } = await import("@/components/public/content/outage");
    let element: unknown;
    await captureErrors(() =>
      withTableGone("blog_posts", async () => {
        element = await BlogPostPage({ params: Promise.resolve({ slug }) });
      }),
    );
    expect(isValidElement(element)).toBe(true);
    const notice = element as ReactElement<{ retryHref: string }>;
    expect(notice.type).toBe(OutageNotice);
    expect(notice.props.retryHref).toBe(`/blog/${slug}`);
  });

  it("lets a missing article still redirect to /404 (only 'no row' is a 404)", async () => {
    const { default: BlogPostPage } = await import("@/app/(public)/blog/[slug]/page");
    await expect(BlogPostPage({ params: Promise.resolve({ slug: "nu-exista-un-astfel-de-articol" }) })).rejects.toMatchObject({
      digest: expect.stringContaining("NEXT_REDIRECT"),
    });
  });
});

describe("logs of a failed write (QUALITY D9)", () => {
  it("carry the SQLSTATE and the statement but none of the visitor's data, through the API", async () => {
    let status = 0;
    const logged = await captureErrors(() =>
      withTableGone("contact_submissions", async () => {
        const res = await api("POST", "/api/contact-submissions", { body: visitor, headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.76" } });
        status = res.status;
      }),
    );
    expect(status).toBe(500);
    expect(logged).toContain("[api] unexpected error");
    expect(logged).toMatch(/code=42P01/);
    expect(logged).toMatch(/sql="select "id" from "contact_submissions"/);
    for (const value of PERSONAL) expect(logged).not.toContain(value);
  });

  it("carry none of the visitor's data through the contact form's Server Action either", async () => {
    const { sendContactForm } = await import("@/lib/server/contact-form");
    const form = new FormData();
    for (const [name, value] of Object.entries(visitor)) form.set(name, value);
    let failure: string | null = null;
    const logged = await captureErrors(() =>
      withTableGone("contact_submissions", async () => {
        failure = (await sendContactForm(form)).failure;
      }),
    );
    expect(failure).toBe("A apărut o eroare la trimiterea mesajului. Vă rugăm să încercați din nou.");
    expect(logged).toContain("[contact] a message could not be stored");
    expect(logged).toMatch(/code=42P01/);
    for (const value of PERSONAL) expect(logged).not.toContain(value);
  });
});

describe("describeError", () => {
  it("leaves out Drizzle's params, PostgreSQL's message and detail, and keeps codes, constraint and SQL", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      name: "error",
      code: "23505",
      constraint: "users_email_unique",
      detail: "Key (email)=(ana@firma.ro) already exists.",
    });
    const error = Object.assign(new Error('Failed query: insert into "users" ("email") values ($1)\nparams: ana@firma.ro'), {
      name: "DrizzleQueryError",
      query: 'insert into "users" ("email") values ($1)',
      params: ["ana@firma.ro"],
      cause,
    });
    const line = describeError(error);
    expect(line).toContain("kind=DrizzleQueryError");
    expect(line).toContain('sql="insert into "users" ("email") values ($1)"');
    expect(line).toContain("code=23505");
    expect(line).toContain("constraint=users_email_unique");
    expect(line).not.toContain("ana@firma.ro");
    expect(line).not.toContain("params");
    expect(describeError("text thrown as is, maybe ana@firma.ro")).toBe("kind=string");
  });
});
