CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_by_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"unused_since" timestamp (3) with time zone DEFAULT now(),
	CONSTRAINT "media_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "media_usage" (
	"filename" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"field" text NOT NULL,
	CONSTRAINT "media_usage_filename_kind_item_id_field_pk" PRIMARY KEY("filename","kind","item_id","field")
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_usage_item_idx" ON "media_usage" USING btree ("kind","item_id");--> statement-breakpoint
-- media_usage from each write of a table that holds images: every "/uploads/<name>" in the columns
-- named after the item's kind and id column (TG_ARGV: kind, id column, then the columns), read through
-- to_jsonb(NEW) so one function serves every table. Then each image it touched is marked used
-- (unused_since null) or, when nothing uses it any more, unused from now on.
CREATE FUNCTION media_usage_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_json jsonb;
  item text;
  col text;
  touched text[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    WITH gone AS (
      DELETE FROM media_usage u WHERE u.kind = TG_ARGV[0] AND u.item_id = to_jsonb(OLD) ->> TG_ARGV[1] RETURNING u.filename
    )
    SELECT coalesce(array_agg(filename), '{}') INTO touched FROM gone;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    row_json := to_jsonb(NEW);
    item := row_json ->> TG_ARGV[1];
    FOREACH col IN ARRAY TG_ARGV[2:] LOOP
      INSERT INTO media_usage (filename, kind, item_id, field)
      SELECT DISTINCT m[1], TG_ARGV[0], item, col
      FROM regexp_matches(coalesce(row_json ->> col, ''), '/uploads/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif))', 'g') AS m
      ON CONFLICT DO NOTHING;
    END LOOP;
    touched := touched || ARRAY(SELECT u.filename FROM media_usage u WHERE u.kind = TG_ARGV[0] AND u.item_id = item);
  END IF;
  UPDATE media m SET unused_since = CASE
      WHEN EXISTS (SELECT 1 FROM media_usage u WHERE u.filename = m.filename) THEN NULL
      ELSE coalesce(m.unused_since, now()) END
    WHERE m.filename = ANY (touched);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new image is unused until an item takes it, unless an item already names it (a backfilled upload).
CREATE FUNCTION media_usage_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM media_usage u WHERE u.filename = NEW.filename) THEN
    NEW.unused_since := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER media_new BEFORE INSERT ON media FOR EACH ROW EXECUTE FUNCTION media_usage_new();--> statement-breakpoint
CREATE TRIGGER blog_posts_media AFTER INSERT OR UPDATE OR DELETE ON blog_posts FOR EACH ROW EXECUTE FUNCTION media_usage_sync('blog', 'id', 'featured_image', 'content');--> statement-breakpoint
CREATE TRIGGER case_studies_media AFTER INSERT OR UPDATE OR DELETE ON case_studies FOR EACH ROW EXECUTE FUNCTION media_usage_sync('caseStudy', 'id', 'featured_image', 'content');--> statement-breakpoint
CREATE TRIGGER services_media AFTER INSERT OR UPDATE OR DELETE ON services FOR EACH ROW EXECUTE FUNCTION media_usage_sync('service', 'id', 'image', 'content', 'faqs');--> statement-breakpoint
CREATE TRIGGER pages_media AFTER INSERT OR UPDATE OR DELETE ON pages FOR EACH ROW EXECUTE FUNCTION media_usage_sync('page', 'id', 'upper_content', 'lower_content');--> statement-breakpoint
CREATE TRIGGER team_members_media AFTER INSERT OR UPDATE OR DELETE ON team_members FOR EACH ROW EXECUTE FUNCTION media_usage_sync('team', 'id', 'image', 'description');--> statement-breakpoint
CREATE TRIGGER plans_media AFTER INSERT OR UPDATE OR DELETE ON plans FOR EACH ROW EXECUTE FUNCTION media_usage_sync('plan', 'uuid', 'description');--> statement-breakpoint
UPDATE blog_posts SET id = id;--> statement-breakpoint
UPDATE case_studies SET id = id;--> statement-breakpoint
UPDATE services SET id = id;--> statement-breakpoint
UPDATE pages SET id = id;--> statement-breakpoint
UPDATE team_members SET id = id;--> statement-breakpoint
UPDATE plans SET uuid = uuid;
