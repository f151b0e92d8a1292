-- The gateway's metering in one statement (decision 0230): the same rules as decisions 0181 and 0183,
-- taken from the TypeScript that ran them as about seven statements in a transaction. One call locks
-- the organisation's Spending account (concurrent usages of one organisation take turns), answers a
-- usage key already recorded (idempotent retries), applies the running discount of the microservice,
-- refuses a short balance before writing anything, sweeps the grants past their expiry, records the
-- usage and takes it from the grants in spending order (priority, then the one expiring first, then the
-- oldest), one SPEND entry per grant touched. Read committed: each statement below sees what a usage
-- that held the lock before committed.
-- Outcome: 'ok', 'replayed', 'conflict' (the key was recorded with another amount or microservice),
-- 'insufficient', 'not_found' (no active organisation), 'unknown_user' (the named user is not an active
-- user of the organisation). Amounts are numeric, never floats.
CREATE FUNCTION meter_usage(
  p_org_id integer,
  p_usage_key text,
  p_amount numeric,
  p_microservice_id integer,
  p_today date,
  p_user_id integer DEFAULT NULL
) RETURNS TABLE (outcome text, usage_id integer, charged numeric, balance numeric, discount_id integer)
LANGUAGE plpgsql AS $$
DECLARE
  v_account integer;
  v_discount_id integer;
  v_percent numeric;
  v_charged numeric;
  v_total numeric;
  v_spendable numeric;
  v_past_expiry boolean;
  v_usage integer;
  v_due numeric;
  v_take numeric;
  v_first credit_usages%ROWTYPE;
  g record;
BEGIN
  SELECT a.id INTO v_account FROM credit_accounts a
    WHERE a.org_id = p_org_id AND a.ac_type = 'Spending' FOR UPDATE;
  IF v_account IS NULL THEN
    -- No account: an active organisation has no credit yet; any other is unknown.
    IF EXISTS (SELECT 1 FROM organisations o WHERE o.id = p_org_id AND o.status = 'Active') THEN
      RETURN QUERY SELECT 'insufficient'::text, NULL::integer, NULL::numeric, NULL::numeric, NULL::integer;
    ELSE
      RETURN QUERY SELECT 'not_found'::text, NULL::integer, NULL::numeric, NULL::numeric, NULL::integer;
    END IF;
    RETURN;
  END IF;

  SELECT * INTO v_first FROM credit_usages u WHERE u.org_id = p_org_id AND u.usage_key = p_usage_key;
  IF FOUND THEN
    IF v_first.amount <> p_amount OR v_first.microservice_id IS DISTINCT FROM p_microservice_id THEN
      RETURN QUERY SELECT 'conflict'::text, v_first.id, NULL::numeric, NULL::numeric, NULL::integer;
    ELSE
      RETURN QUERY SELECT 'replayed'::text, v_first.id, v_first.charged,
        (SELECT coalesce(sum(e.amount), 0) FROM credit_entries e JOIN credit_grants cg ON cg.id = e.grant_id
          WHERE e.account_id = v_account AND cg.expiry_date >= p_today),
        v_first.discount_id;
    END IF;
    RETURN;
  END IF;

  -- The user whose key made the call, when the gateway names one, is an active user of the organisation.
  IF p_user_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM users u WHERE u.id = p_user_id AND u.org_id = p_org_id AND u.status = 'Active'
  ) THEN
    RETURN QUERY SELECT 'unknown_user'::text, NULL::integer, NULL::numeric, NULL::numeric, NULL::integer;
    RETURN;
  END IF;

  -- The running discount with the largest percentage on the microservice; one that names no
  -- organisation is for every organisation, one that names no user for every user (decision 0183): a
  -- discount naming users applies to the usages the gateway records for one of them.
  IF p_microservice_id IS NOT NULL THEN
    SELECT d.id, d.discount INTO v_discount_id, v_percent
      FROM discounts d JOIN discount_microservices dm ON dm.discount_id = d.id
      WHERE dm.microservice_id = p_microservice_id
        AND d.start_date <= p_today AND d.end_date >= p_today
        AND (NOT EXISTS (SELECT 1 FROM discount_organisations x WHERE x.discount_id = d.id)
             OR EXISTS (SELECT 1 FROM discount_organisations x WHERE x.discount_id = d.id AND x.org_id = p_org_id))
        AND (NOT EXISTS (SELECT 1 FROM discount_users x WHERE x.discount_id = d.id)
             OR EXISTS (SELECT 1 FROM discount_users x WHERE x.discount_id = d.id AND x.user_id = p_user_id))
      ORDER BY d.discount DESC, d.id LIMIT 1;
  END IF;
  -- Four decimals, half away from zero (Decimal's ROUND_HALF_UP); multiplied, never divided.
  v_charged := CASE WHEN v_discount_id IS NULL THEN p_amount
                    ELSE round(p_amount * (100 - v_percent) * 0.01, 4) END;

  SELECT coalesce(sum(cg.remaining) FILTER (WHERE cg.expiry_date >= p_today), 0),
         coalesce(sum(cg.remaining) FILTER (WHERE cg.expiry_date >= p_today AND cg.start_date <= p_today), 0),
         coalesce(bool_or(cg.expiry_date < p_today), false)
    INTO v_total, v_spendable, v_past_expiry
    FROM credit_grants cg
    WHERE cg.account_id = v_account AND cg.status = 'A' AND cg.remaining > 0;
  IF v_spendable < v_charged THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::integer, NULL::numeric, NULL::numeric, NULL::integer;
    RETURN;
  END IF;

  IF v_past_expiry THEN
    -- As expireDue (ledger.ts): past their expiry, grants move to Expired with what was left unused.
    WITH expired AS (
      UPDATE credit_grants cg SET status = 'E', expired_amount = cg.remaining, remaining = 0
      WHERE cg.status = 'A' AND cg.expiry_date < p_today AND cg.account_id = v_account
      RETURNING cg.id, cg.account_id, cg.expired_amount
    )
    INSERT INTO credit_entries (account_id, grant_id, kind, amount)
      SELECT x.account_id, x.id, 'EXPIRE', -x.expired_amount FROM expired x WHERE x.expired_amount > 0;
  END IF;

  INSERT INTO credit_usages (account_id, org_id, usage_key, amount, charged, microservice_id, discount_id)
    VALUES (v_account, p_org_id, p_usage_key, p_amount, v_charged, p_microservice_id, v_discount_id)
    RETURNING id INTO v_usage;

  v_due := v_charged;
  FOR g IN
    SELECT cg.id, cg.remaining FROM credit_grants cg
    WHERE cg.account_id = v_account AND cg.status = 'A' AND cg.remaining > 0
      AND cg.start_date <= p_today AND cg.expiry_date >= p_today
    ORDER BY cg.priority, cg.expiry_date, cg.id
    FOR UPDATE
  LOOP
    EXIT WHEN v_due <= 0;
    v_take := least(v_due, g.remaining);
    UPDATE credit_grants SET remaining = remaining - v_take WHERE id = g.id;
    INSERT INTO credit_entries (account_id, grant_id, kind, amount, usage_id)
      VALUES (v_account, g.id, 'SPEND', -v_take, v_usage);
    v_due := v_due - v_take;
  END LOOP;

  RETURN QUERY SELECT 'ok'::text, v_usage, v_charged, v_total - v_charged, v_discount_id;
END;
$$;
