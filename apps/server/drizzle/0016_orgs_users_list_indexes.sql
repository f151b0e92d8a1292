DROP INDEX "organisations_owner_status_idx";--> statement-breakpoint
DROP INDEX "users_org_status_idx";--> statement-breakpoint
CREATE INDEX "organisations_owner_list_idx" ON "organisations" USING btree ("owner_id","status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "users_org_list_idx" ON "users" USING btree ("org_id","status",lower("user_name"),"id","user_name");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model extensions): a trigram index for the organisation list's
-- search (searchLower: lower(name) LIKE lower(pattern)) where pg_trgm can be installed (see 0006); elsewhere the search
-- filters the owner's organisations. Writes go into the index directly (fastupdate off, as 0012): a
-- search never scans a pending list.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: the organisation search filters without an index';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS organisations_name_trgm ON organisations USING gin (lower(name) gin_trgm_ops)
      WITH (fastupdate = off);
  END IF;
END $$;
