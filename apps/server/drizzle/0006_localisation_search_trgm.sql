-- Trigram indexes for the label and error list searches (ILIKE '%term%'), where the pg_trgm extension
-- can be installed (PostgreSQL servers); elsewhere (PGlite, no rights) the search scans, which is fine
-- for small databases. Hand-written: drizzle-kit does not model extensions.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: localisation searches scan without an index';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS labels_search_trgm ON labels USING gin (search_text gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS error_messages_search_trgm ON error_messages USING gin (search_text gin_trgm_ops);
  END IF;
END $$;
