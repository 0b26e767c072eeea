ALTER TABLE "blog_posts" ADD COLUMN "focus_keyphrase" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "focus_keyphrase" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "focus_keyphrase" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "focus_keyphrase" text DEFAULT '' NOT NULL;