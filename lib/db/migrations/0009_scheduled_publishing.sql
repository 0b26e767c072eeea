ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "scheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "publish_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "scheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "scheduled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "blog_posts_scheduled_idx" ON "blog_posts" USING btree ("publish_at") WHERE scheduled;--> statement-breakpoint
CREATE INDEX "case_studies_scheduled_idx" ON "case_studies" USING btree ("publish_at") WHERE scheduled;--> statement-breakpoint
CREATE INDEX "pages_scheduled_idx" ON "pages" USING btree ("publish_at") WHERE scheduled;--> statement-breakpoint
-- row_counts (migrations 0002, 0007): a published item waiting for its publish_at counts under
-- "<table>:scheduled", not "<table>:published", so the public lists' totals leave it out until it goes live.
CREATE OR REPLACE FUNCTION row_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'status' THEN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO row_counts AS c (name, n)
        SELECT TG_TABLE_NAME || ':' || CASE WHEN scheduled THEN 'scheduled' ELSE status END, count(*) FROM new_rows GROUP BY 1
        ON CONFLICT (name) DO UPDATE SET n = c.n + excluded.n;
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      INSERT INTO row_counts AS c (name, n)
        SELECT TG_TABLE_NAME || ':' || CASE WHEN scheduled THEN 'scheduled' ELSE status END, -count(*) FROM old_rows GROUP BY 1
        ON CONFLICT (name) DO UPDATE SET n = c.n + excluded.n;
    END IF;
  ELSIF TG_ARGV[0] = 'suspect' THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO row_counts AS c (name, n)
        SELECT TG_TABLE_NAME || CASE WHEN suspect THEN ':suspect' ELSE '' END, count(*) FROM new_rows GROUP BY suspect
        ON CONFLICT (name) DO UPDATE SET n = c.n + excluded.n;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO row_counts AS c (name, n)
        SELECT TG_TABLE_NAME || CASE WHEN suspect THEN ':suspect' ELSE '' END, -count(*) FROM old_rows GROUP BY suspect
        ON CONFLICT (name) DO UPDATE SET n = c.n + excluded.n;
    ELSE
      INSERT INTO row_counts AS c (name, n)
        SELECT TG_TABLE_NAME || CASE WHEN suspect THEN ':suspect' ELSE '' END, sum(d) FROM (
          SELECT suspect, 1 AS d FROM new_rows UNION ALL SELECT suspect, -1 FROM old_rows
        ) moved GROUP BY suspect HAVING sum(d) <> 0
        ON CONFLICT (name) DO UPDATE SET n = c.n + excluded.n;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts AS c (name, n)
      SELECT TG_TABLE_NAME, count(*) FROM new_rows HAVING count(*) > 0
      ON CONFLICT (name) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts AS c (name, n)
      SELECT TG_TABLE_NAME, -count(*) FROM old_rows HAVING count(*) > 0
      ON CONFLICT (name) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
