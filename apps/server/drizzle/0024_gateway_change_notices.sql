-- The gateway keeps API key holders and function access answers in memory between calls (decision
-- 0350). The database tells every gateway when what those lookups read changes, whoever changes it (the
-- console, a job, psql): a NOTIFY on gateway_changes, sent at commit, once per transaction. Statement
-- triggers, as in migration 0023: one notice per statement, updates only of the columns the lookups read.
CREATE FUNCTION notify_gateway_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gateway_changes', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_gateway_notice
  AFTER UPDATE OF api_key_hash, api_key_created_at, status, org_id, owner_id OR DELETE OR TRUNCATE
  ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_gateway_change();
--> statement-breakpoint
CREATE TRIGGER organisations_gateway_notice AFTER UPDATE OF status, owner_id OR DELETE OR TRUNCATE
  ON organisations FOR EACH STATEMENT EXECUTE FUNCTION notify_gateway_change();
--> statement-breakpoint
CREATE TRIGGER owners_gateway_notice AFTER UPDATE OF status OR DELETE OR TRUNCATE
  ON owners FOR EACH STATEMENT EXECUTE FUNCTION notify_gateway_change();
--> statement-breakpoint
CREATE TRIGGER owner_settings_gateway_notice AFTER INSERT OR UPDATE OF api_key_max_days OR DELETE OR TRUNCATE
  ON owner_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_gateway_change();
--> statement-breakpoint
CREATE TRIGGER owner_plans_gateway_notice AFTER INSERT OR UPDATE OF rate_limit OR DELETE OR TRUNCATE
  ON owner_plans FOR EACH STATEMENT EXECUTE FUNCTION notify_gateway_change();
--> statement-breakpoint
CREATE TRIGGER user_functions_gateway_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON user_functions FOR EACH STATEMENT EXECUTE FUNCTION notify_gateway_change();
--> statement-breakpoint
CREATE TRIGGER group_functions_gateway_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON group_functions FOR EACH STATEMENT EXECUTE FUNCTION notify_gateway_change();
--> statement-breakpoint
CREATE TRIGGER group_members_gateway_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON group_members FOR EACH STATEMENT EXECUTE FUNCTION notify_gateway_change();
