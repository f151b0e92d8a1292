-- One name per concept: the catalogue of error and success messages is `errors`, as its calls, screens
-- and contract name it (it was `error_messages`). Hand-written as renames, so rows, constraints and
-- indexes stay in place (drizzle-kit would drop and re-create the constraints and the index).
ALTER TABLE "error_messages" RENAME TO "errors";--> statement-breakpoint
ALTER TABLE "errors" RENAME CONSTRAINT "error_messages_pkey" TO "errors_pkey";--> statement-breakpoint
ALTER SEQUENCE "error_messages_id_seq" RENAME TO "errors_id_seq";--> statement-breakpoint
ALTER TABLE "errors" RENAME CONSTRAINT "error_messages_owner_id_owners_id_fk" TO "errors_owner_id_owners_id_fk";--> statement-breakpoint
ALTER TABLE "error_translations" RENAME CONSTRAINT "error_translations_error_id_error_messages_id_fk" TO "error_translations_error_id_errors_id_fk";--> statement-breakpoint
ALTER INDEX "error_messages_owner_screen_code_unique" RENAME TO "errors_owner_screen_code_unique";--> statement-breakpoint
ALTER INDEX IF EXISTS "error_messages_search_trgm" RENAME TO "errors_search_trgm";
