-- labels.byScreen keeps answers in memory per server process and checks this generation on every call
-- (in the same query), so a change made through any process or directly in SQL is seen at once.
-- Hand-written: drizzle-kit does not model triggers.
INSERT INTO "localisation_state" ("id", "generation") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION localisation_bump_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE localisation_state SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER labels_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON labels
  FOR EACH STATEMENT EXECUTE FUNCTION localisation_bump_generation();
--> statement-breakpoint
CREATE TRIGGER label_translations_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON label_translations
  FOR EACH STATEMENT EXECUTE FUNCTION localisation_bump_generation();
