-- Leads under abuse (issue 38). A flood of leads is stored but marked suspect (QUALITY R7): kept out of
-- the inbox's list, its total, the unread count, the dashboard and e-mail until an admin releases it.
-- The e-mail sender claims lead notifications first and the newest first, so a backlog never delays
-- the e-mail about a new lead. The inbox's search ignores diacritics, with ș/ş and ț/ţ as one.
ALTER TABLE "contact_submissions" ADD COLUMN "suspect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "contact_submissions_unread_idx";--> statement-breakpoint
CREATE INDEX "contact_submissions_unread_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "contact_submissions"."read" = false AND "contact_submissions"."suspect" = false;--> statement-breakpoint
CREATE INDEX "contact_submissions_suspect_idx" ON "contact_submissions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "contact_submissions"."suspect";--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_next_idx" ON "mail_outbox" USING btree (("kind" = 'lead-notification') DESC,"id" DESC NULLS FIRST) WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
-- The text the inbox searches, folded: lower case without diacritics, so that "brasov" finds "Brașov"
-- and "Braşov" (the comma and the cedilla forms of ș and ț alike), "branzareanu" "Brânzăreanu". NFD
-- splits each accented letter into its base and combining marks, which are then dropped (Romanian and
-- every other Latin letter that decomposes, capitals too); translate() maps the few that do not (ł, đ,
-- ø, ı). The bases are ASCII by then, so lower() does not depend on the database's locale. The index
-- below and the query (lib/server/contact-submissions.ts) call this one function, so the planner
-- matches them. One use of $1 keeps it inlinable. Not translate() over a list of every accented letter:
-- it scans the list for each character of the text, several times slower (numbers in the commit).
-- IMMUTABLE: it reads nothing but its argument, as an index expression must. (normalize() needs a UTF8
-- database, which a Romanian site has.)
CREATE FUNCTION lead_search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(translate(regexp_replace(normalize($1, NFD), '[\u0300-\u036f]', '', 'g'), 'łŁđĐøØı', 'lLdDoOi'))
$$;--> statement-breakpoint
DROP INDEX "contact_submissions_search_idx";--> statement-breakpoint
CREATE INDEX "contact_submissions_search_idx" ON "contact_submissions" USING gin (lead_search_fold("nume" || ' ' || "prenume" || ' ' || "email" || ' ' || "telefon" || ' ' || "website") gin_trgm_ops);--> statement-breakpoint
-- row_counts (migration 0002): "contact_submissions" now counts the inbox's rows only, and
-- "contact_submissions:suspect" the suspect ones; a release moves a row from one to the other, so
-- updates are counted too (net changes only: reading a message writes nothing here).
CREATE OR REPLACE FUNCTION row_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'status' THEN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
      INSERT INTO row_counts AS c (name, n)
        SELECT TG_TABLE_NAME || ':' || status, count(*) FROM new_rows GROUP BY status
        ON CONFLICT (name) DO UPDATE SET n = c.n + excluded.n;
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
      INSERT INTO row_counts AS c (name, n)
        SELECT TG_TABLE_NAME || ':' || status, -count(*) FROM old_rows GROUP BY status
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
$$;--> statement-breakpoint
DROP TRIGGER contact_submissions_count_insert ON contact_submissions;--> statement-breakpoint
DROP TRIGGER contact_submissions_count_delete ON contact_submissions;--> statement-breakpoint
CREATE TRIGGER contact_submissions_count_insert AFTER INSERT ON contact_submissions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply('suspect');--> statement-breakpoint
CREATE TRIGGER contact_submissions_count_update AFTER UPDATE ON contact_submissions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply('suspect');--> statement-breakpoint
CREATE TRIGGER contact_submissions_count_delete AFTER DELETE ON contact_submissions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply('suspect');
