import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { organisations, owners } from '../schema/index';
import { unusablePasswordHash } from '../../modules/organisations/organisations.service';

/** Benchmark data (issue 9): Acme's main organisation with 500 functions and 50 groups. */
export const BENCH_FUNCTIONS = 500;
export const BENCH_GROUPS = 50;
/** Each group holds this many of the functions; the measured user is a member of every group. */
export const BENCH_GROUP_SIZE = 20;
export const BENCH_ACCESS_USER = 'bench.access@acme.example';

/**
 * 500 platform functions (BENCH_FN_001 ...) assigned to Acme's main organisation, 50 groups of 20 of
 * them, and a user in every group with 20 direct functions, made by the database itself (generate_series).
 */
export async function seedBenchGroups(db: Db): Promise<void> {
  const [platform] = await db.select({ id: owners.id }).from(owners).where(eq(owners.platformOwner, true));
  const [org] = await db
    .select({ id: organisations.id, ownerId: organisations.ownerId })
    .from(organisations)
    .innerJoin(owners, eq(owners.id, organisations.ownerId))
    .where(and(eq(owners.code, 'acme'), eq(organisations.isMain, true)));
  if (!platform || !org) throw new Error('the demo owners are missing: load the demo data first');
  await db.execute(sql`
    insert into microservices (owner_id, type_id, name, code, url_code, description, class_code, fn_type)
    select ${platform.id}, 140, 'Bench Function ' || lpad(n::text, 3, '0'), 'BENCH_FN_' || lpad(n::text, 3, '0'),
      'BENCH_FN_' || lpad(n::text, 3, '0'), 'Benchmark function ' || n, 'CLASS_INTERNAL', 'FUN_ATOMISTIC'
    from generate_series(1, ${BENCH_FUNCTIONS}) n`);
  await db.execute(sql`
    insert into organisation_functions (org_id, function_id)
    select ${org.id}, id from microservices where code like 'BENCH\\_FN\\_%' and owner_id = ${platform.id}`);
  await db.execute(sql`
    insert into org_groups (owner_id, org_id, name, description)
    select ${org.ownerId}, ${org.id}, 'Bench Group ' || lpad(n::text, 2, '0'), 'Benchmark group ' || n
    from generate_series(1, ${BENCH_GROUPS}) n`);
  // Group g holds functions (g-1)*10+1 ... (g-1)*10+20: neighbours overlap, the last reaches 510 -> 500.
  await db.execute(sql`
    insert into group_functions (group_id, org_id, function_id)
    select distinct g.id, ${org.id}::int, m.id
    from org_groups g
    cross join generate_series(1, ${BENCH_GROUP_SIZE}::int) k
    join microservices m on m.owner_id = ${platform.id}
      and m.code = 'BENCH_FN_' || lpad(least(${BENCH_FUNCTIONS}::int, (substring(g.name from 13)::int - 1) * 10 + k)::text, 3, '0')
    where g.org_id = ${org.id} and g.name like 'Bench Group %'`);
  const passwordHash = await unusablePasswordHash();
  await db.execute(sql`
    insert into users (owner_id, org_id, user_name, email, password_hash)
    values (${org.ownerId}, ${org.id}, ${BENCH_ACCESS_USER}, ${BENCH_ACCESS_USER}, ${passwordHash})`);
  await db.execute(sql`
    insert into group_members (group_id, user_id)
    select g.id, u.id from org_groups g, users u
    where g.org_id = ${org.id} and g.name like 'Bench Group %' and u.user_name = ${BENCH_ACCESS_USER}`);
  await db.execute(sql`
    insert into user_functions (user_id, org_id, function_id)
    select u.id, ${org.id}, m.id from users u
    join microservices m on m.owner_id = ${platform.id} and m.code like 'BENCH\\_FN\\_4%'
    where u.user_name = ${BENCH_ACCESS_USER}
    order by m.code limit 20`);
}
