CREATE TABLE "search_index" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"live" boolean NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"doc" "tsvector" NOT NULL,
	CONSTRAINT "search_index_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE INDEX "search_index_doc_idx" ON "search_index" USING gin ("doc");--> statement-breakpoint
-- Romanian full-text search: snowball's Romanian stemmer after unaccent, so "brasov", "Brașov" and
-- "Braşov" (comma or cedilla) and the forms of a word ("campanie", "campaniile") find the same items.
-- unaccent is a trusted extension (a database owner may create it); PGlite ships it as a contrib module.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION agentie_ro (COPY = romanian);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION agentie_ro ALTER MAPPING FOR hword, hword_part, word WITH unaccent, romanian_stem;--> statement-breakpoint
-- The readable text of a rich-text field: tags out, the entities the editor writes decoded, spaces folded.
CREATE FUNCTION search_plain_text(html text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '\s+', ' ', 'g'))
$$;--> statement-breakpoint
-- One row per item in search_index, in the transaction of its write. Weights: A the title, B the lead
-- texts (excerpt, hero, industry, client, categories), C the body. plpgsql compiles this function once per
-- table and plans a statement when it first runs, so a branch naming another table's columns never runs here.
CREATE FUNCTION search_index_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item_title text;
  item_lead text;
  item_body text;
  item_live boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_index s WHERE s.kind = TG_ARGV[0] AND s.item_id = OLD.id;
    RETURN NULL;
  END IF;
  IF TG_ARGV[0] = 'blog' THEN
    item_title := NEW.title;
    item_lead := concat_ws(' ', NEW.excerpt, (SELECT string_agg(c, ' ') FROM jsonb_array_elements_text(NEW.categories) c));
    item_body := search_plain_text(NEW.content);
    item_live := NEW.status = 'published' AND NOT NEW.scheduled;
  ELSIF TG_ARGV[0] = 'caseStudy' THEN
    item_title := NEW.title;
    item_lead := concat_ws(' ', NEW.excerpt, NEW.industry, NEW.client, NEW.services);
    item_body := search_plain_text(NEW.content);
    item_live := NEW.status = 'published' AND NOT NEW.scheduled;
  ELSIF TG_ARGV[0] = 'service' THEN
    item_title := NEW.title;
    item_lead := concat_ws(' ', NEW.hero_text, NEW.excerpt, NEW.heading);
    item_body := concat_ws(' ', search_plain_text(NEW.content),
      (SELECT string_agg(concat_ws(' ', f->>'question', search_plain_text(f->>'answer')), ' ') FROM jsonb_array_elements(NEW.faqs) f));
    item_live := NEW.status = 'published';
  ELSE
    item_title := NEW.name;
    item_lead := '';
    item_body := concat_ws(' ', search_plain_text(NEW.upper_content), search_plain_text(NEW.lower_content));
    item_live := NEW.status = 'published' AND NOT NEW.scheduled;
  END IF;
  INSERT INTO search_index AS s (kind, item_id, slug, title, body, live, created_at, doc)
  VALUES (TG_ARGV[0], NEW.id, NEW.slug, item_title, concat_ws(' ', item_lead, item_body), item_live, NEW.created_at,
    setweight(to_tsvector('agentie_ro', coalesce(item_title, '')), 'A')
      || setweight(to_tsvector('agentie_ro', coalesce(item_lead, '')), 'B')
      || setweight(to_tsvector('agentie_ro', coalesce(item_body, '')), 'C'))
  ON CONFLICT (kind, item_id) DO UPDATE SET slug = excluded.slug, title = excluded.title, body = excluded.body,
    live = excluded.live, created_at = excluded.created_at, doc = excluded.doc;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER blog_posts_search AFTER INSERT OR UPDATE OR DELETE ON blog_posts FOR EACH ROW EXECUTE FUNCTION search_index_sync('blog');--> statement-breakpoint
CREATE TRIGGER case_studies_search AFTER INSERT OR UPDATE OR DELETE ON case_studies FOR EACH ROW EXECUTE FUNCTION search_index_sync('caseStudy');--> statement-breakpoint
CREATE TRIGGER services_search AFTER INSERT OR UPDATE OR DELETE ON services FOR EACH ROW EXECUTE FUNCTION search_index_sync('service');--> statement-breakpoint
CREATE TRIGGER pages_search AFTER INSERT OR UPDATE OR DELETE ON pages FOR EACH ROW EXECUTE FUNCTION search_index_sync('page');--> statement-breakpoint
-- The items already there: an update that changes nothing runs the triggers once each.
UPDATE blog_posts SET id = id;--> statement-breakpoint
UPDATE case_studies SET id = id;--> statement-breakpoint
UPDATE services SET id = id;--> statement-breakpoint
UPDATE pages SET id = id;
