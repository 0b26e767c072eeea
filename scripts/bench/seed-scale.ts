// Bulk rows for `npm run bench:scale`, written through the Drizzle schema into a database the server
// has already migrated and seeded, while no server has it open (PGlite: one process per directory).
// Tops each table up to a target count: SCALE_BLOG, SCALE_CASE_STUDIES, SCALE_SUBMISSIONS.
// Run with tsx: DATA_DIR=... (or DATABASE_URL=...) SCALE_BLOG=10000 tsx scripts/bench/seed-scale.ts
import path from "node:path";
import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { acquireDataDirLock } from "@/lib/db/lock";
import { pgliteExtensions } from "@/lib/db/pglite-extensions";
import { blogPosts, caseStudies, contactSubmissions } from "@/lib/db/schema";
import { BLOG_CATEGORIES } from "@/lib/constants";

const BATCH = 1000;
const DAY = 86_400_000;
const SPAN_DAYS = 3 * 365;

// Deterministic, so two runs compare the same data.
let state = 42;
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const someDaysAgo = () => new Date(Date.now() - Math.floor(random() * SPAN_DAYS * DAY));

// A few kB of HTML, like a real article, so the table's size (and any scan of it) is realistic.
const PARAGRAPH =
  "<p>Un site rapid și o strategie clară de conținut aduc mai mulți clienți decât un buget mare de reclame. " +
  "Măsurați conversiile, testați mesajele și optimizați paginile care contează.</p>";
const ARTICLE = `<h2>De ce contează</h2>${PARAGRAPH.repeat(16)}`;

function blogRow(n: number) {
  const date = someDaysAgo();
  return {
    title: `Articol de test ${n}: ghid de marketing online`,
    slug: `articol-test-${n}`,
    excerpt: "Un rezumat scurt al articolului, afișat în listă și în rezultatele căutării.",
    content: ARTICLE,
    categories: [pick(BLOG_CATEGORIES)],
    status: random() < 0.9 ? ("published" as const) : ("draft" as const),
    metaTitle: `Articol de test ${n}`,
    metaDescription: "Descriere pentru motoarele de căutare.",
    createdAt: date,
    updatedAt: date,
  };
}

function caseStudyRow(n: number) {
  const date = someDaysAgo();
  return {
    title: `Studiu de caz de test ${n}`,
    slug: `studiu-test-${n}`,
    content: ARTICLE,
    excerpt: "Cum am dublat cererile de ofertă în șase luni.",
    perioada: "6 luni",
    industry: pick(["Retail", "Sănătate", "Imobiliare", "Turism"]),
    services: "SEO, Google Ads",
    client: `Client ${n}`,
    status: random() < 0.9 ? ("published" as const) : ("draft" as const),
    metaTitle: `Studiu de caz ${n}`,
    metaDescription: "Descriere pentru motoarele de căutare.",
    date,
    createdAt: date,
    updatedAt: date,
  };
}

function submissionRow(n: number) {
  return {
    nume: "Popescu",
    prenume: `Ana ${n}`,
    email: `ana.${n}@example.com`,
    telefon: "+40722000000",
    website: "Firma Exemplu SRL",
    mesaj: "Bună ziua, aș dori o ofertă pentru promovarea online a firmei noastre. Mulțumesc!",
    selectedPackage: random() < 0.3 ? `Pachet ${1 + Math.floor(random() * 6)}` : null,
    answers: [{ question: "Ce obiectiv aveți?", label: "Mai mulți clienți" }],
    // Most leads are never followed up in the portal; a few move on (the inbox's status filter).
    status: (random() < 0.9 ? "nou" : random() < 0.5 ? "contactat" : "castigat") as "nou" | "contactat" | "castigat",
    // Most of an old inbox is read; the unread ones are what the dashboard shows.
    read: random() < 0.8,
    createdAt: someDaysAgo(),
  };
}

type Target<T extends PgTable> = { name: string; table: T; want: number; row: (n: number) => T["$inferInsert"] };

async function topUp<T extends PgTable>(db: Db, target: Target<T>): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(target.table as PgTable);
  const started = Date.now();
  for (let done = n; done < target.want; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, target.want - done) }, (_, i) => target.row(done + i + 1));
    await db.insert(target.table).values(rows);
  }
  console.log(`[seed-scale] ${target.name}: ${n} -> ${Math.max(n, target.want)} rows (${Date.now() - started} ms)`);
}

async function open(): Promise<{ db: Db; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: url, max: 1 });
    return { db: drizzle({ client: pool }) as unknown as Db, close: () => pool.end() };
  }
  const dir = path.resolve(process.env.DATA_DIR || "data");
  const release = acquireDataDirLock(dir);
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  // The search indexes (the inbox's, the site's) need their extensions to take new rows.
  const client = new PGlite(path.join(dir, "pglite"), { extensions: await pgliteExtensions() });
  await client.waitReady;
  return {
    db: drizzle({ client }) as unknown as Db,
    close: async () => {
      await client.close();
      release();
    },
  };
}

const want = (name: string) => Number(process.env[name] || 0);

// A function, not top-level await: without "type": "module" tsx runs this file as CommonJS.
async function main(): Promise<void> {
  const { db, close } = await open();
  try {
    await topUp(db, { name: "blog_posts", table: blogPosts, want: want("SCALE_BLOG"), row: blogRow });
    await topUp(db, { name: "case_studies", table: caseStudies, want: want("SCALE_CASE_STUDIES"), row: caseStudyRow });
    await topUp(db, { name: "contact_submissions", table: contactSubmissions, want: want("SCALE_SUBMISSIONS"), row: submissionRow });
    // PostgreSQL's autovacuum would gather planner statistics after a bulk load; PGlite runs no
    // autovacuum, so SCALE_ANALYZE=0 shows what a never-analysed embedded database does.
    if (process.env.SCALE_ANALYZE !== "0") await db.execute(sql`ANALYZE`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
