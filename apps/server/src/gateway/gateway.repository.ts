import type { Db } from '../db/client';
import { preparedText } from '../db/prepared';
import { replicasNowText } from '../orchestrator/pod-store';

// The gateway's reads (decision 0350): one prepared statement each, on primary keys or unique indexes,
// since every customer call makes them.

/** The holder of an API key (by its SHA-256), with what decides whether the key and its holder may call. */
export interface KeyHolder {
  userId: number;
  orgId: number;
  ownerId: number;
  userActive: boolean;
  orgActive: boolean;
  ownerActive: boolean;
  keyCreatedAt: Date | null;
  keyMaxDays: number | null;
  /** The owner's plan's rate limit, calls per second (Plan Details, 'm/s'); null: no limit. */
  rateLimit: string | null;
}

const KEY_HOLDER = `select u.id as "userId", u.org_id as "orgId", u.owner_id as "ownerId",
    u.status = 'Active' as "userActive", o.status = 'Active' as "orgActive", w.status = 'Active' as "ownerActive",
    u.api_key_created_at as "keyCreatedAt", s.api_key_max_days as "keyMaxDays", p.rate_limit::text as "rateLimit"
  from users u
  join organisations o on o.id = u.org_id
  join owners w on w.id = u.owner_id
  left join owner_settings s on s.owner_id = u.owner_id
  left join owner_plans p on p.owner_id = u.owner_id
  where u.api_key_hash = $1`;

export async function findKeyHolder(db: Db, keyHash: string): Promise<KeyHolder | null> {
  const [row] = await preparedText<KeyHolder>(db, 'gateway_key_holder', KEY_HOLDER, [keyHash]);
  if (!row) return null;
  return {
    ...row,
    userId: Number(row.userId),
    orgId: Number(row.orgId),
    ownerId: Number(row.ownerId),
    keyCreatedAt: row.keyCreatedAt ? new Date(row.keyCreatedAt) : null,
    keyMaxDays: row.keyMaxDays === null ? null : Number(row.keyMaxDays),
  };
}

/** A microservice as an endpoint path names it, with its price of a sync call and its pod. */
export interface EndpointRow {
  id: number;
  ownerId: number;
  code: string;
  name: string;
  /** It serves this major version: a sync request type, or the approved registration of this endpoint. */
  hasVersion: boolean;
  /** The sync pricing: a standard price (null or 0 with tiers: tiered), as decimal text. */
  standardPrice: string | null;
  priced: boolean;
  tiers: Array<{ lower: string; upper: string | null; cost: string }>;
  /** The approved registration's model port (its Kubernetes Service's port), else null. */
  port: number | null;
  replicas: number;
}

// The owner by its code without regard to case (the endpoint is written in lower case; owners are few),
// then the microservice by the unique index (owner_id, lower(url_code)). Platform functions (type 140)
// are not microservices and have no endpoint.
const ENDPOINT = `select m.id, m.owner_id as "ownerId", m.code, m.name,
    (exists (select 1 from microservice_request_types rt
              where rt.microservice_id = m.id and rt.type = 'sync' and rt.major = $3)
      or exists (select 1 from microservice_registrations r
              where r.microservice_id = m.id and r.status = 'approved' and r.major = $3 and r.result_type = $4))
      as "hasVersion",
    pr.standard_price::text as "standardPrice", pr.id is not null as priced,
    coalesce((select json_agg(json_build_object('lower', t.lower::text, 'upper', t.upper::text, 'cost', t.cost::text)
                order by t.lower)
              from microservice_pricing_tiers t where t.pricing_id = pr.id), '[]'::json) as tiers,
    (select r.model_image_port from microservice_registrations r
      where r.microservice_id = m.id and r.status = 'approved' order by r.id desc limit 1) as port,
    ${replicasNowText()} as replicas
  from owners w
  join microservices m on m.owner_id = w.id and lower(m.url_code) = $2 and m.type_id = 102
  left join microservice_pricing pr on pr.microservice_id = m.id and pr.endpoint_type = 'sync'
  left join microservice_pods p on p.microservice_id = m.id
  where lower(w.code) = $1`;

export async function findEndpoint(
  db: Db,
  path: { owner: string; urlCode: string; major: number; endpoint: string },
): Promise<EndpointRow | null> {
  const [row] = await preparedText<EndpointRow>(db, 'gateway_endpoint', ENDPOINT, [
    path.owner,
    path.urlCode,
    path.major,
    path.endpoint,
  ]);
  if (!row) return null;
  const tiers = typeof row.tiers === 'string' ? (JSON.parse(row.tiers) as EndpointRow['tiers']) : row.tiers;
  return {
    ...row,
    id: Number(row.id),
    ownerId: Number(row.ownerId),
    tiers,
    port: row.port === null ? null : Number(row.port),
    replicas: Number(row.replicas),
  };
}

/** The outage in force on the microservice now (Active, started, not ended), latest end last. */
export interface OutageRow {
  outage: string;
  endAt: Date | null;
}

const OUTAGE = `select o.outage, o.end_at as "endAt"
  from outage_microservices om join outages o on o.id = om.outage_id
  where om.microservice_id = $1 and o.status = 'Active'
    and (o.start_at is null or o.start_at <= now()) and (o.end_at is null or o.end_at > now())
  order by o.end_at desc nulls first limit 1`;

export async function findOutageNow(db: Db, microserviceId: number): Promise<OutageRow | null> {
  const [row] = await preparedText<OutageRow>(db, 'gateway_outage', OUTAGE, [microserviceId]);
  return row ? { outage: row.outage, endAt: row.endAt ? new Date(row.endAt) : null } : null;
}

/**
 * What the organisation may spend today (grants Active, started, not expired: the spending rule of
 * decision 0180), and how many calls of the microservice it made this month (UTC), for tiered prices;
 * `hasAccount` false when it never had credit.
 */
const SPENDABLE = `select a.id is not null as "hasAccount",
    coalesce((select sum(g.remaining) from credit_grants g
      where g.account_id = a.id and g.status = 'A' and g.start_date <= $2::date and g.expiry_date >= $2::date), 0)::text
      as spendable
  from (select 1) one left join credit_accounts a on a.org_id = $1 and a.ac_type = 'Spending'`;

export async function spendableOf(db: Db, orgId: number, today: string) {
  const [row] = await preparedText<{ hasAccount: boolean; spendable: string }>(
    db,
    'gateway_spendable',
    SPENDABLE,
    [orgId, today],
  );
  return { hasAccount: Boolean(row?.hasAccount), spendable: row?.spendable ?? '0' };
}

const CALLS_THIS_MONTH = `select count(*)::int as n from credit_usages
  where org_id = $1 and microservice_id = $2 and created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;

export async function callsThisMonth(db: Db, orgId: number, microserviceId: number): Promise<number> {
  const [row] = await preparedText<{ n: number }>(db, 'gateway_calls_month', CALLS_THIS_MONTH, [
    orgId,
    microserviceId,
  ]);
  return Number(row?.n ?? 0);
}
