import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from "drizzle-orm/pg-core";

// Millisecond precision so that updated_at survives a round trip through JSON (optimistic locking, QUALITY D1).
const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();
const updatedAt = () => ts("updated_at").notNull().defaultNow();

/**
 * Index column for "newest first" lists. The queries say ORDER BY x DESC, which PostgreSQL reads as
 * DESC NULLS FIRST; Drizzle's `.desc()` alone emits DESC NULLS LAST, an order the planner cannot use
 * for that ORDER BY, so every list fell back to a full scan and sort (measured: 650 ms at 100,000
 * inbox rows on PGlite). The NULLS placement must match even on NOT NULL columns.
 */
const newestFirst = (column: ExtraConfigColumn) => column.desc().nullsFirst();

/**
 * Scheduled publishing (lib/server/schedule.ts): when a published item's publish_at is still ahead,
 * `scheduled` keeps it from visitors until the schedule job claims it (one UPDATE .. RETURNING, so
 * two instances never both run its publication). The index holds only the rows waiting.
 */
const schedule = () => ({ publishAt: ts("publish_at"), scheduled: boolean("scheduled").notNull().default(false) });
const scheduleIndex = (name: string, t: { publishAt: ExtraConfigColumn }) => index(name).on(t.publishAt).where(sql`scheduled`);

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ["admin", "editor"] }).notNull().default("editor"),
  // Bumped on logout, password change and role change: every token carrying an older value is dead.
  tokenVersion: integer("token_version").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Password checks per (account, client address) and per address across accounts (QUALITY A9, A13):
 * a lock earned from one address never locks the owner out from another. lib/server/auth/lockout.ts.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    // Normalised e-mail; unknown ones are tracked too so that they behave exactly like real ones.
    // '' is the address-wide row (a real e-mail is never empty).
    email: text("email").notNull(),
    // From clientIp() (the connection and TRUSTED_PROXIES), IPv6 by its /64.
    address: text("address").notNull(),
    // Checks started in this window: finished failures plus those still running, so that a burst of
    // parallel requests cannot start more checks than the limit.
    attempts: integer("attempts").notNull().default(0),
    failures: integer("failures").notNull().default(0),
    windowStart: ts("window_start").notNull().defaultNow(),
    lockedUntil: ts("locked_until"),
  },
  // window_start: finished rows are swept by a range scan on it (lockout.ts, sweep()).
  (t) => [primaryKey({ columns: [t.email, t.address] }), index("login_attempts_window_start_idx").on(t.windowStart)],
);

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: ts("window_start").notNull().defaultNow(),
});

export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  metaTitle: text("meta_title").notNull().default(""),
  metaDescription: text("meta_description").notNull().default(""),
  focusKeyphrase: text("focus_keyphrase").notNull().default(""),
  upperContent: text("upper_content").notNull().default(""),
  lowerContent: text("lower_content").notNull().default(""),
  status: text("status", { enum: ["draft", "published"] }).notNull().default("draft"),
  ...schedule(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [scheduleIndex("pages_scheduled_idx", t)]);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    categories: jsonb("categories").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    status: text("status", { enum: ["draft", "published"] }).notNull().default("draft"),
    featuredImage: text("featured_image"),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    focusKeyphrase: text("focus_keyphrase").notNull().default(""),
    ...schedule(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    scheduleIndex("blog_posts_scheduled_idx", t),
    index("blog_posts_status_created_idx").on(t.status, newestFirst(t.createdAt), newestFirst(t.id)),
    index("blog_posts_created_idx").on(newestFirst(t.createdAt), newestFirst(t.id)),
    index("blog_posts_categories_idx").using("gin", t.categories),
  ],
);

export const caseStudies = pgTable(
  "case_studies",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    content: text("content").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    perioada: text("perioada").notNull().default(""),
    industry: text("industry").notNull().default(""),
    services: text("services").notNull().default(""),
    client: text("client").notNull().default(""),
    status: text("status", { enum: ["draft", "published"] }).notNull().default("draft"),
    featuredImage: text("featured_image"),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    focusKeyphrase: text("focus_keyphrase").notNull().default(""),
    date: ts("date"),
    ...schedule(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    scheduleIndex("case_studies_scheduled_idx", t),
    index("case_studies_status_created_idx").on(t.status, newestFirst(t.createdAt), newestFirst(t.id)),
    index("case_studies_created_idx").on(newestFirst(t.createdAt), newestFirst(t.id)),
  ],
);

export const teamMembers = pgTable("team_members", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  keyword: text("keyword").notNull().default(""),
  image: text("image").notNull().default(""),
  description: text("description").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type Faq = { question: string; answer: string };

export const services = pgTable(
  "services",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    heroText: text("hero_text").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    heading: text("heading").notNull().default(""),
    content: text("content").notNull().default(""),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    focusKeyphrase: text("focus_keyphrase").notNull().default(""),
    status: text("status", { enum: ["draft", "published"] }).notNull().default("draft"),
    parentId: integer("parent_id").references((): AnyPgColumn => services.id, { onDelete: "restrict" }),
    faqs: jsonb("faqs").$type<Faq[]>().notNull().default(sql`'[]'::jsonb`),
    image: text("image"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("services_parent_idx").on(t.parentId)],
);

export const planCategories = pgTable("plan_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("plan_categories_name_lower_idx").on(sql`lower(${t.name})`)]);

export const plans = pgTable(
  "plans",
  {
    uuid: uuid("uuid").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    price: text("price").notNull(),
    description: text("description").notNull().default(""),
    planType: text("plan_type", { enum: ["featured", "recommended", "none"] }).notNull().default("none"),
    categoryId: integer("category_id").references(() => planCategories.id, { onDelete: "restrict" }),
    status: text("status", { enum: ["draft", "published"] }).notNull().default("draft"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("plans_created_idx").on(newestFirst(t.createdAt), newestFirst(t.uuid)),
    index("plans_category_idx").on(t.categoryId),
  ],
);

export const marketingQuestions = pgTable("marketing_questions", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  type: text("type", { enum: ["radio", "checkbox"] }).notNull().default("radio"),
  order: integer("order").notNull().default(0),
  subtitle: text("subtitle").notNull().default(""),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const marketingAnswers = pgTable(
  "marketing_answers",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => marketingQuestions.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    label: text("label").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("marketing_answers_question_idx").on(t.questionId)],
);

export type SubmissionAnswer = { question: string; label: string };

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: serial("id").primaryKey(),
    nume: text("nume").notNull(),
    prenume: text("prenume").notNull(),
    email: text("email").notNull(),
    telefon: text("telefon").notNull(),
    website: text("website").notNull(),
    mesaj: text("mesaj").notNull(),
    selectedPackage: text("selected_package"),
    answers: jsonb("answers").$type<SubmissionAnswer[]>().notNull().default(sql`'[]'::jsonb`),
    read: boolean("read").notNull().default(false),
    // Stored while leads arrived faster than LEADS_SUSPECT_LIMIT allows (a flood, QUALITY R7): kept out
    // of the inbox, the counts and e-mail until an admin releases it (lib/server/contact-submissions.ts).
    suspect: boolean("suspect").notNull().default(false),
    // Follow-up (lib/server/contact-submissions.ts SUBMISSION_STATUSES) and the admins' own note.
    status: text("status", { enum: ["nou", "contactat", "oferta_trimisa", "castigat", "pierdut"] }).notNull().default("nou"),
    note: text("note").notNull().default(""),
    // Where the lead came from (lib/validation/attribution.ts): the page it was sent from, the referrer
    // and the landing page's campaign parameters. Bounded, may be missing.
    sourcePage: text("source_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    gclid: text("gclid"),
    fbclid: text("fbclid"),
    createdAt: createdAt(),
    // The follow-up's version (QUALITY D1): changed with the status or the note, not by reading.
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contact_submissions_created_idx").on(newestFirst(t.createdAt), newestFirst(t.id)),
    index("contact_submissions_unread_idx")
      .on(newestFirst(t.createdAt), newestFirst(t.id))
      .where(sql`${t.read} = false AND ${t.suspect} = false`),
    // The inbox's "Suspecte" view and its count: the few rows a flood left, newest first.
    index("contact_submissions_suspect_idx").on(newestFirst(t.createdAt), newestFirst(t.id)).where(sql`${t.suspect}`),
    // The inbox's filters (QUALITY P3 at 100,000 rows): by status, by package, one data subject's e-mail,
    // and the search by name, e-mail, phone or company through trigrams (pg_trgm) of the same text the
    // query folds (lead_search_fold, migration 0007: lower case, without diacritics).
    index("contact_submissions_status_idx").on(t.status, newestFirst(t.createdAt), newestFirst(t.id)),
    index("contact_submissions_package_idx").on(t.selectedPackage, newestFirst(t.createdAt), newestFirst(t.id)),
    index("contact_submissions_email_idx").on(sql`lower(${t.email})`),
    index("contact_submissions_search_idx").using(
      "gin",
      sql`lead_search_fold(${t.nume} || ' ' || ${t.prenume} || ' ' || ${t.email} || ' ' || ${t.telefon} || ' ' || ${t.website}) gin_trgm_ops`,
    ),
  ],
);

/**
 * Old public paths and where they lead now: recorded when a published item's slug changes, or written by
 * an admin ("Redirecționări", a CSV from the old site). `to` is a path or an absolute URL, empty for 410.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    from: text("from_path").notNull().unique(),
    to: text("to_path").notNull().default(""),
    code: integer("code").notNull().default(301),
    hits: integer("hits").notNull().default(0),
    lastHitAt: ts("last_hit_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("redirects_to_idx").on(t.to), index("redirects_created_idx").on(newestFirst(t.createdAt), newestFirst(t.id))],
);

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Row counts of the big lists, kept exact by triggers (migration 0002_row_count_triggers): the lists'
 * totalPages would otherwise cost a count(*) over the whole table on every page (QUALITY P3).
 * Keys: "<table>" for contact_submissions, "<table>:<status>" for blog_posts and case_studies.
 */
export const rowCounts = pgTable("row_counts", {
  name: text("name").primaryKey(),
  n: integer("n").notNull().default(0),
});

/** PostgreSQL bytea as a Buffer: node-postgres returns a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Uploaded images when the app runs on PostgreSQL (lib/server/upload-storage/database.ts): every
 * instance reads the same rows, and a pg_dump carries them. PGlite keeps them as files in DATA_DIR/uploads.
 */
export const uploads = pgTable("uploads", {
  // Server-generated UUID name with the extension of the detected type, as served at /uploads/<filename>.
  filename: text("filename").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

/**
 * E-mails about leads (lib/server/mail): a row is written in the same transaction as its contact
 * submission, so a stored lead always has its e-mail queued and a lead that was not stored has none.
 * The sender claims a due row for a lease (claim_token, locked_until) with FOR UPDATE SKIP LOCKED, so
 * each row is sent by one worker even when several app instances share one PostgreSQL; a worker that
 * dies mid-send leaves a lease that expires, and the row is sent again by the next one.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["lead-notification", "lead-auto-reply"] }).notNull(),
    // The message is built from the lead at send time, so its personal data lives in one table only,
    // and deleting the lead deletes its pending e-mails.
    submissionId: integer("submission_id")
      .notNull()
      .references(() => contactSubmissions.id, { onDelete: "cascade" }),
    // pending: waiting or retrying; sent; failed: gave up after MAIL_MAX_ATTEMPTS (lib/server/mail/outbox.ts).
    status: text("status", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    lockedUntil: ts("locked_until"),
    claimToken: uuid("claim_token"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
  },
  (t) => [
    // The sender's claim: pending rows only, lead notifications first, newest first (a backlog never
    // delays the e-mail about a new lead), however many sent rows pile up.
    index("mail_outbox_next_idx")
      .on(sql`(${t.kind} = 'lead-notification') DESC`, newestFirst(t.id))
      .where(sql`${t.status} = 'pending'`),
    index("mail_outbox_submission_idx").on(t.submissionId),
    // The admins' list of e-mails that failed or are retrying: sending clears last_error, so it stays small.
    index("mail_outbox_problems_idx").on(t.id).where(sql`${t.lastError} IS NOT NULL`),
  ],
);

/**
 * "Previzualizează pe site": the form's values as the editor had them, unsaved, rendered on the real
 * public route in their draft mode (lib/server/preview.ts). Kept a day; the user's alone.
 */
export const previewCopies = pgTable(
  "preview_copies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("preview_copies_created_idx").on(t.createdAt)],
);

/**
 * Every save of an article, case study, service, page or plan (lib/server/revisions.ts): the item as
 * saved, by whom, published or not. The last 50 per item are kept, pruned in the save's transaction;
 * an autosave is one row per user and item, replaced by the next.
 */
export const revisions = pgTable(
  "revisions",
  {
    id: serial("id").primaryKey(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    published: boolean("published").notNull(),
    autosave: boolean("autosave").notNull().default(false),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("revisions_item_idx").on(t.entity, t.entityId, newestFirst(t.createdAt), newestFirst(t.id))],
);

/**
 * "Jurnal de activitate": one append-only row per staff action, written in the transaction of the change
 * it describes (lib/server/audit). Never a lead's personal data: a lead is named by its id.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    createdAt: createdAt(),
    userId: integer("user_id"),
    userEmail: text("user_email").notNull().default(""),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull().default(""),
    summary: text("summary").notNull().default(""),
    fields: jsonb("fields").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    address: text("address").notNull().default(""),
  },
  (t) => [
    index("audit_log_created_idx").on(newestFirst(t.createdAt), newestFirst(t.id)),
    index("audit_log_user_idx").on(t.userId, newestFirst(t.createdAt)),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
  ],
);

/** "Coș": a deleted item as it was, restorable for 30 days with its id, URL, revisions and redirects. */
export const trash = pgTable(
  "trash",
  {
    id: serial("id").primaryKey(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    title: text("title").notNull().default(""),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    deletedById: integer("deleted_by_id").references(() => users.id, { onDelete: "set null" }),
    deletedByEmail: text("deleted_by_email").notNull().default(""),
    deletedAt: ts("deleted_at").notNull().defaultNow(),
  },
  (t) => [index("trash_deleted_idx").on(newestFirst(t.deletedAt)), uniqueIndex("trash_item_idx").on(t.entity, t.entityId)],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The site search (/cautare) and the portal lists' `?q=`: one row per article, case study, service and
 * page, written by triggers on those tables in the transaction of each save (migration 0012), with the
 * Romanian text-search configuration `agentie_ro` (snowball stemming; accents and ș/ş, ț/ţ folded by
 * unaccent). `live`: what visitors may find (published and not waiting for its time).
 */
export const searchIndex = pgTable(
  "search_index",
  {
    kind: text("kind").notNull(),
    itemId: integer("item_id").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    live: boolean("live").notNull(),
    createdAt: ts("created_at").notNull(),
    doc: tsvector("doc").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), index("search_index_doc_idx").using("gin", t.doc)],
);

/**
 * The media library: one row per uploaded image (its file is in `uploads` or DATA_DIR/uploads under
 * the same name), with what the library shows and searches. Written by the upload, backfilled at start.
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    filename: text("filename").notNull().unique(),
    originalName: text("original_name").notNull().default(""),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    alt: text("alt").notNull().default(""),
    uploadedById: integer("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    uploadedByEmail: text("uploaded_by_email").notNull().default(""),
    createdAt: createdAt(),
    /** Since when nothing uses it (null while used): 30 days of that make it an orphan, listed for deletion. */
    unusedSince: ts("unused_since").defaultNow(),
  },
  (t) => [index("media_created_idx").on(newestFirst(t.createdAt), newestFirst(t.id))],
);

/**
 * Where each image is used: kept by triggers on the tables that hold images (migration 0014), in the
 * transaction of each save, from every "/uploads/<name>" in the listed columns (images and rich text).
 */
export const mediaUsage = pgTable(
  "media_usage",
  {
    filename: text("filename").notNull(),
    kind: text("kind").notNull(),
    itemId: text("item_id").notNull(),
    field: text("field").notNull(),
  },
  (t) => [primaryKey({ columns: [t.filename, t.kind, t.itemId, t.field] }), index("media_usage_item_idx").on(t.kind, t.itemId)],
);
