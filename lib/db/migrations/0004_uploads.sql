-- Uploaded images in the database, so that every app instance on one PostgreSQL serves them
-- (QUALITY P5). Created on PGlite too, where it stays empty: PGlite keeps files in DATA_DIR/uploads.
CREATE TABLE "uploads" (
	"filename" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
