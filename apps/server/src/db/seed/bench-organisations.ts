import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { owners, ownerSettings } from '../schema/index';
import { unusablePasswordHash } from '../../modules/organisations/organisations.service';

/** Benchmark data (issue 8): organisations and users for the demo owner TeamSpace (code teamspace). */
export const BENCH_ORGANISATIONS = 2_000;
export const BENCH_USERS = 50_000;
/** The organisation whose user list is measured holds this many of the users. */
export const BENCH_BIG_ORG_USERS = 10_000;
export const BENCH_BIG_ORG = 'Bench Org 0001';

/**
 * 2,000 organisations and 50,000 users for TeamSpace, made by the database itself (generate_series: a
 * row-by-row insert from here would take minutes), and a user quota large enough for them and for the
 * 500 users the creation benchmark adds. Users have no usable password and no API key (neither is listed).
 */
export async function seedBenchOrganisations(db: Db): Promise<void> {
  const [owner] = await db.select({ id: owners.id }).from(owners).where(eq(owners.code, 'teamspace'));
  if (!owner) throw new Error('the demo owner teamspace is missing: load the demo data first');
  const ownerId = owner.id;
  await db.execute(sql`
    insert into organisations (owner_id, name, client_id, email, description, activation_key, start_date)
    select ${ownerId}, 'Bench Org ' || lpad(n::text, 4, '0'), 'bench-org-' || n, 'bench' || n || '@bench.example',
      'Benchmark organisation ' || n || ' of the ' || (array['retail', 'banking', 'travel', 'media', 'energy'])[1 + n % 5] || ' team',
      md5(n::text) || md5((n * 7)::text), current_date
    from generate_series(1, ${BENCH_ORGANISATIONS}) n`);
  const others = BENCH_USERS - BENCH_BIG_ORG_USERS;
  const passwordHash = await unusablePasswordHash();
  await db.execute(sql`
    insert into users (owner_id, org_id, user_name, email, password_hash, user_type)
    select ${ownerId}, o.id, u.name, u.name, ${passwordHash}, case when u.n % 3 = 0 then 'agent' else 'user' end
    from (
      select n, 'bench.user' || n || '@' || (array['alpha', 'beta', 'gamma', 'delta'])[1 + n % 4] || '.example' as name,
        case when n <= ${BENCH_BIG_ORG_USERS} then 1 else 2 + (n - ${BENCH_BIG_ORG_USERS}) % ${BENCH_ORGANISATIONS - 1} end as org
      from generate_series(1, ${BENCH_BIG_ORG_USERS + others}) n
    ) u
    join organisations o on o.owner_id = ${ownerId} and o.client_id = 'bench-org-' || u.org`);
  await db
    .update(ownerSettings)
    .set({ userQuota: BENCH_USERS * 2 })
    .where(eq(ownerSettings.ownerId, ownerId));
  await db.execute(sql`analyze organisations`);
  await db.execute(sql`analyze users`);
}
