CREATE TABLE "row_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "blog_posts_status_created_idx";--> statement-breakpoint
DROP INDEX "blog_posts_created_idx";--> statement-breakpoint
DROP INDEX "case_studies_status_created_idx";--> statement-breakpoint
DROP INDEX "case_studies_created_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_created_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_unread_idx";--> statement-breakpoint
DROP INDEX "plans_created_idx";--> statement-breakpoint
CREATE INDEX "blog_posts_status_created_idx" ON "blog_posts" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_posts_created_idx" ON "blog_posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_studies_status_created_idx" ON "case_studies" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_studies_created_idx" ON "case_studies" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_submissions_created_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_submissions_unread_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "contact_submissions"."read" = false;--> statement-breakpoint
CREATE INDEX "plans_created_idx" ON "plans" USING btree ("created_at" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);