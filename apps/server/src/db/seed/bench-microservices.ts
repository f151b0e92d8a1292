import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  microservicePricing,
  microservicePricingTiers,
  microserviceRequestTypes,
  microservices,
  microserviceTags,
  owners,
} from '../schema/index';

/** Benchmark data (issue 3): this many microservices for the demo owner Acme (code acme). */
export const BENCH_MICROSERVICES = 10_000;
const BATCH = 1000;

const DOMAINS = [
  'Retail',
  'Banking',
  'Insurance',
  'Telecom',
  'Energy',
  'Health',
  'Travel',
  'Media',
  'Logistics',
  'Public',
  'Gaming',
  'Automotive',
  'Education',
  'Farming',
  'Legal',
  'Property',
  'Security',
  'Sports',
  'Food',
  'Fashion',
];
const TASKS = [
  'Forecast',
  'Classifier',
  'Summariser',
  'Translator',
  'Detector',
  'Recommender',
  'Scorer',
  'Extractor',
  'Segmenter',
  'Ranker',
  'Matcher',
  'Parser',
  'Tagger',
  'Planner',
  'Estimator',
  'Router',
  'Monitor',
  'Optimiser',
  'Validator',
  'Clusterer',
  'Transcriber',
  'Captioner',
  'Anonymiser',
  'Profiler',
  'Simulator',
];

const docs = (i: number) => ({
  yamlUrl: `https://docs.bench.example/${i}.yaml`,
  docsUrl: `https://docs.bench.example/${i}`,
});

/**
 * Bulk inserts (multi-row, 1,000 at a time) of BENCH_MICROSERVICES microservices for Acme, each with
 * one or two request types, their pricing (tiers for sync, a standard price for async) and a tag.
 * Names read "<domain> <task> <n>": a task word matches 1 in 25 of them.
 */
export async function seedBenchMicroservices(db: Db): Promise<void> {
  const [owner] = await db.select({ id: owners.id }).from(owners).where(eq(owners.code, 'acme'));
  if (!owner) throw new Error('Load the demo data first: the owner acme is missing');
  for (let start = 0; start < BENCH_MICROSERVICES; start += BATCH) {
    const numbers = Array.from(
      { length: Math.min(BATCH, BENCH_MICROSERVICES - start) },
      (_, k) => start + k + 1,
    );
    const rows = await db
      .insert(microservices)
      .values(
        numbers.map((i) => ({
          ownerId: owner.id,
          name: `${DOMAINS[i % DOMAINS.length]} ${TASKS[Math.floor(i / DOMAINS.length) % TASKS.length]} ${i}`,
          code: `BENCH${i}`,
          urlCode: `bench-${i}`,
          description: `Benchmark microservice number ${i}`,
          classCode: i % 3 === 0 ? 'CLASS_DATA' : 'CLASS_AI',
          fnType: 'FUN_ATOMISTIC',
          accessType: i % 2 ? 'PUBLIC' : 'PRIVATE',
          keywords: ['bench'],
        })),
      )
      .returning({ id: microservices.id });
    const ids = rows.map((r) => r.id);
    await db.insert(microserviceRequestTypes).values(
      ids.flatMap((id, k) => [
        {
          microserviceId: id,
          type: 'sync' as const,
          major: 1,
          minor: 0,
          patch: 0,
          position: 0,
          ...docs(k),
        },
        ...(k % 2
          ? [
              {
                microserviceId: id,
                type: 'async' as const,
                major: 1,
                minor: 1,
                patch: 0,
                position: 1,
                ...docs(k),
              },
            ]
          : []),
      ]),
    );
    const pricing = await db
      .insert(microservicePricing)
      .values(
        ids.flatMap((id, k) => [
          { microserviceId: id, endpointType: 'sync' as const, standardPrice: null, position: 0 },
          ...(k % 2
            ? [{ microserviceId: id, endpointType: 'async' as const, standardPrice: 0.05, position: 1 }]
            : []),
        ]),
      )
      .returning({ id: microservicePricing.id, endpointType: microservicePricing.endpointType });
    await db.insert(microservicePricingTiers).values(
      pricing
        .filter((p) => p.endpointType === 'sync')
        .flatMap((p) => [
          { pricingId: p.id, lower: 0, upper: 1000, cost: 0, position: 0 },
          { pricingId: p.id, lower: 1000, upper: null, cost: 0.002, position: 1 },
        ]),
    );
    await db
      .insert(microserviceTags)
      .values(ids.map((id) => ({ microserviceId: id, key: 'suite', value: 'bench' })));
  }
  // Fresh statistics, so the first queries are planned for 10,000 rows rather than a handful.
  for (const table of [
    'microservices',
    'microservice_request_types',
    'microservice_pricing',
    'microservice_pricing_tiers',
  ])
    await db.execute(sql.raw(`analyze ${table}`));
}
