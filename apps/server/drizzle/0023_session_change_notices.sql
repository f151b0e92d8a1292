-- Servers keep signed-in sessions in memory between calls (decision 0300). The database tells them when
-- what the session lookup reads changes, whoever changes it (a call on any server, a job, psql): a
-- NOTIFY on console_session_changes, sent at commit, once per transaction. Statement triggers: one
-- notice for a statement however many rows it changes; updates only of the columns the lookup reads
-- (a sign-in's last activity is not one of them).
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('console_session_changes', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_change_notice AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_change_notice
  AFTER UPDATE OF user_name, super_user, root_user, access_flags, org_id, owner_id, status OR DELETE OR TRUNCATE
  ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER organisations_change_notice AFTER UPDATE OF name, is_main, status OR DELETE OR TRUNCATE
  ON organisations FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER owners_change_notice
  AFTER UPDATE OF name, code, type, platform_owner, redis_cloud, installation_type, status OR DELETE OR TRUNCATE
  ON owners FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
