import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** The 20 languages every benchmarked owner offers (English included). */
export const BENCH_LANGUAGES = [
  'EN',
  'FR',
  'DE',
  'ES',
  'IT',
  'PT',
  'NL',
  'SV',
  'DA',
  'NO',
  'FI',
  'PL',
  'CS',
  'RO',
  'HU',
  'EL',
  'TR',
  'RU',
  'JA',
  'ZH',
] as const;
export const BENCH_LABELS_PER_OWNER = 5000;
/** 50 screens BENCH_00 .. BENCH_49 of 100 labels each. */
export const BENCH_LABELS_PER_SCREEN = 100;

const langList = sql.join(
  BENCH_LANGUAGES.map((code) => sql`${code}`),
  sql`, `,
);
const firstOwners = sql`(select id, code, platform_owner from owners order by id limit 3)`;

/**
 * Benchmark data for `npm run bench`: 20 languages and 5,000 labels, each translated into the 19 other
 * languages, for the first three owners. The platform owns L000..L099 on every screen; the other owners
 * override every second one and have as many codes of their own. Set-based inserts (one statement per
 * table), so it loads in seconds; run it on a seeded database, once.
 */
export async function seedBenchLocalisation(db: Db): Promise<void> {
  await db.execute(sql`insert into owner_languages (owner_id, language_id)
    select o.id, l.id from ${firstOwners} o cross join languages l where l.code in (${langList})
    on conflict do nothing`);
  await db.execute(sql`insert into labels (owner_id, screen_code, screen_name, label_code, order_number, text, description)
    select o.id,
      'BENCH_' || lpad((i / ${BENCH_LABELS_PER_SCREEN})::text, 2, '0'),
      'Benchmark screen ' || (i / ${BENCH_LABELS_PER_SCREEN}),
      case when o.platform_owner or i % 2 = 0 then 'L' else 'O' || o.id || '_L' end
        || lpad((i % ${BENCH_LABELS_PER_SCREEN})::text, 3, '0'),
      ((i % ${BENCH_LABELS_PER_SCREEN}) + 1)::text,
      'Benchmark label ' || i || ' of ' || o.code,
      ''
    from ${firstOwners} o cross join generate_series(0, ${BENCH_LABELS_PER_OWNER - 1}) as i
    on conflict do nothing`);
  await db.execute(sql`insert into label_translations (label_id, lang, text)
    select l.id, g.code, l.text || ' (' || g.code || ')'
    from labels l cross join (select code from languages where code in (${langList}) and code <> 'EN') g
    where l.screen_code like 'BENCH\\_%' and l.owner_id in (select id from ${firstOwners} o)
    on conflict do nothing`);
  await db.execute(sql`analyze labels`);
  await db.execute(sql`analyze label_translations`);
}
