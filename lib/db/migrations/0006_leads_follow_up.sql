-- Leads that reach people: each message's follow-up status (existing rows start as 'nou') and internal
-- note with their version (updated_at, QUALITY D1), where it came from (page, referrer, campaign
-- parameters), and the indexes of the inbox's
-- filters. The search by name, e-mail, phone or company is a LIKE '%term%' over trigrams (pg_trgm,
-- a trusted extension since PostgreSQL 13: the database's owner may create it; PGlite loads it in lib/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "status" text DEFAULT 'nou' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_term" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "utm_content" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "gclid" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "fbclid" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_submissions_status_idx" ON "contact_submissions" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_submissions_package_idx" ON "contact_submissions" USING btree ("selected_package","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_submissions_email_idx" ON "contact_submissions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_submissions_search_idx" ON "contact_submissions" USING gin (lower("nume" || ' ' || "prenume" || ' ' || "email" || ' ' || "telefon" || ' ' || "website") gin_trgm_ops);
