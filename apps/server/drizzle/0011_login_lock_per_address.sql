ALTER TABLE "login_failures" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_client_id_user_name_pk";--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_client_id_user_name_ip_pk" PRIMARY KEY("client_id","user_name","ip");--> statement-breakpoint
-- Rate-limit counters shared by the servers of one database (apps/server/src/http/rate-limit-store.ts).
-- Unlogged: counters need no crash safety, and no write-ahead log keeps each count cheap. Not in the
-- Drizzle schema: only that store reads it, with plain SQL.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
