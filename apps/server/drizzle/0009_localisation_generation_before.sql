-- The generation row is locked by a transaction's first statement on labels or label translations,
-- before it locks any of their rows (a BEFORE trigger): two transactions changing labels queue on it
-- instead of deadlocking on each other's rows.
DROP TRIGGER IF EXISTS labels_bump_generation ON labels;
--> statement-breakpoint
DROP TRIGGER IF EXISTS label_translations_bump_generation ON label_translations;
--> statement-breakpoint
CREATE TRIGGER labels_bump_generation BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON labels
  FOR EACH STATEMENT EXECUTE FUNCTION localisation_bump_generation();
--> statement-breakpoint
CREATE TRIGGER label_translations_bump_generation BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON label_translations
  FOR EACH STATEMENT EXECUTE FUNCTION localisation_bump_generation();
