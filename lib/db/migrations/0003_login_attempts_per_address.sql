-- Login attempts are counted per (account, client address) and per address (QUALITY A9, A13).
-- The old per-account counters cannot be split by address, and they are at most ten minutes of
-- state, so they are dropped rather than converted. The old primary key (on email alone) has
-- PostgreSQL's default name from 0000_init.
DELETE FROM "login_attempts";--> statement-breakpoint
ALTER TABLE "login_attempts" DROP CONSTRAINT "login_attempts_pkey";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "address" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "window_start" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" DROP COLUMN "last_failure_at";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_email_address_pk" PRIMARY KEY("email","address");--> statement-breakpoint
CREATE INDEX "login_attempts_window_start_idx" ON "login_attempts" USING btree ("window_start");
