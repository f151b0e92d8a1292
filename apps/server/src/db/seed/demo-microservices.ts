import { microserviceFieldsSchema, type MicroserviceFieldsInput } from '@console/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { microservices } from '../schema/index';
import { detailColumns } from '../../modules/microservices/microservice-columns';
import { replaceParts } from '../../modules/microservices/microservice-parts.repository';
import { writePod } from '../../orchestrator/pod-store';
import { insertedId } from '../sql';

const docs = (code: string) => ({
  yamlUrl: `https://docs.modelhub.example/${code.toLowerCase()}/openapi.yaml`,
  docsUrl: `https://docs.modelhub.example/${code.toLowerCase()}`,
});
const sync = (code: string, minor = 0) => ({
  type: 'sync' as const,
  major: 1,
  minor,
  patch: 0,
  ...docs(code),
});
const asyncType = (code: string) => ({ type: 'async' as const, major: 1, minor: 0, patch: 0, ...docs(code) });
const callTiers = (first: number, then: number) => ({
  endpointType: 'sync' as const,
  tiers: [
    { lower: 0, upper: 1000, cost: 0 },
    { lower: 1000, upper: 100000, cost: first },
    { lower: 100000, upper: null, cost: then },
  ],
});

type Demo = Omit<MicroserviceFieldsInput, 'name' | 'code' | 'urlCode'>;

const AI = {
  classCode: 'CLASS_AI',
  fnType: 'FUN_ATOMISTIC',
  producer: 'PLATFORM',
  accessType: 'PUBLIC',
  source: 'INTERNAL',
};
const DATA = { ...AI, classCode: 'CLASS_DATA' };

/** Full details of the catalogue items, by code (names and codes are in demo-data.ts). */
const CATALOGUE_DETAILS: Record<string, Demo> = {
  SENTIMENT: {
    ...AI,
    description2:
      '## Sentiment Analysis\n\nScores each text from **-1** (very negative) to **+1** (very positive).',
    useCase: 'Route unhappy customer e-mails to a senior agent first.',
    requestTypes: [sync('SENTIMENT'), sync('SENTIMENT', 1), asyncType('SENTIMENT')],
    pricing: [callTiers(0.002, 0.001), { endpointType: 'async', standardPrice: 0.05 }],
    keywords: ['nlp', 'sentiment', 'reviews'],
    tags: [
      { key: 'language', value: 'en, fr, de' },
      { key: 'latency', value: '< 100 ms' },
    ],
    limitFields: [{ type: 'CHARACTERS', lowerLimit: 1, upperLimit: 5000, field: 'text' }],
    mandatoryFields: ['text'],
  },
  IMGCLASS: {
    ...AI,
    requestTypes: [sync('IMGCLASS')],
    pricing: [callTiers(0.004, 0.003)],
    keywords: ['vision'],
  },
  STT: {
    ...AI,
    requestTypes: [asyncType('STT'), { type: 'stream', major: 2, minor: 0, patch: 0, ...docs('STT') }],
    pricing: [
      { endpointType: 'async', standardPrice: 0.02 },
      { endpointType: 'stream', standardPrice: 0.012 },
    ],
    limitFields: [{ type: 'DURATION', lowerLimit: 1, upperLimit: 7200, field: 'audio' }],
  },
  DOCOCR: {
    ...AI,
    requestTypes: [sync('DOCOCR'), asyncType('DOCOCR')],
    pricing: [callTiers(0.01, 0.008), { endpointType: 'async', standardPrice: 0.03 }],
  },
  FRAUDDET: {
    ...DATA,
    requestTypes: [sync('FRAUDDET')],
    pricing: [{ endpointType: 'sync', standardPrice: 0.001 }],
    dataSchema: [
      { name: 'card_id', type: 'STRING', dataLength: 32, description: 'Hashed card number' },
      { name: 'amount', type: 'DECIMAL', description: 'Amount in the card currency' },
      { name: 'merchant_category', type: 'STRING', isNull: true, dataLength: 4 },
    ],
    dataCollectMethod: 'Card transactions streamed from the issuer, anonymised',
    tags: [{ key: 'pci', value: 'yes' }],
  },
  FORECAST: {
    ...DATA,
    requestTypes: [sync('FORECAST'), asyncType('FORECAST')],
    pricing: [
      callTiers(0.005, 0.004),
      {
        endpointType: 'async',
        tiers: [
          { lower: 0, upper: 100, cost: 0.1 },
          { lower: 100, upper: null, cost: 0.08 },
        ],
      },
    ],
    dataSchema: [
      { name: 'sku', type: 'STRING', dataLength: 40 },
      { name: 'date', type: 'DATE' },
      { name: 'units_sold', type: 'INTEGER' },
    ],
    source: 'KAGGLE',
    webLink: 'https://www.kaggle.com/competitions/demand-forecasting-kernels-only',
    limitFields: [{ type: 'ROWS', lowerLimit: 30, upperLimit: 1000000, field: 'history' }],
  },
  NER: { ...AI, requestTypes: [sync('NER')], pricing: [callTiers(0.002, 0.0015)] },
  SUMMARY: {
    ...AI,
    fnType: 'FUN_COMPOSITE',
    requestTypes: [sync('SUMMARY'), asyncType('SUMMARY')],
    pricing: [callTiers(0.01, 0.007), { endpointType: 'async', standardPrice: 0.04 }],
  },
};

async function store(db: Db, id: number, demo: MicroserviceFieldsInput): Promise<void> {
  const f = microserviceFieldsSchema.parse(demo);
  await db.update(microservices).set(detailColumns(f)).where(eq(microservices.id, id));
  await replaceParts(db, id, f, null);
}

/** Details of the catalogue, and a few microservices owned by TeamSpace and Acme (one of them stopped). */
export async function seedDemoMicroservices(
  db: Db,
  ids: { catalogue: number[]; teamspace: number; acme: number },
) {
  // One query, then one store after another: statements on one transaction run in sequence anyway.
  const rows = await db
    .select()
    .from(microservices)
    .where(inArray(microservices.id, ids.catalogue))
    .orderBy(asc(microservices.id));
  for (const row of rows) {
    const details = CATALOGUE_DETAILS[row.code];
    if (details)
      await store(db, row.id, {
        ...details,
        name: row.name,
        code: row.code,
        urlCode: row.urlCode,
        description1: row.description,
      });
  }
  const own = async (
    ownerId: number,
    name: string,
    code: string,
    description: string,
    details: Demo,
    extra: Partial<typeof microservices.$inferInsert> = {},
  ) => {
    const id = await insertedId(db, microservices, {
      ownerId,
      name,
      code,
      urlCode: code.toLowerCase(),
      description,
      ...extra,
    });
    await store(db, id, {
      ...details,
      name,
      code,
      urlCode: code.toLowerCase(),
      description1: description,
    });
    return id;
  };
  const forecast = ids.catalogue[5]!;
  await own(ids.teamspace, 'Ticket Router', 'TICKETROUTER', 'Sends support tickets to the right team.', {
    ...AI,
    producer: 'COMMUNITY',
    requestTypes: [sync('TICKETROUTER')],
    pricing: [{ endpointType: 'sync', standardPrice: 0 }],
  });
  const churn = await own(
    ids.teamspace,
    'Churn Risk Scores',
    'CHURNRISK',
    'Weekly churn risk per subscriber.',
    {
      ...DATA,
      requestTypes: [asyncType('CHURNRISK')],
      pricing: [{ endpointType: 'async', standardPrice: 0.02 }],
      dataSchema: [
        { name: 'subscriber_id', type: 'STRING', dataLength: 36 },
        { name: 'risk', type: 'DECIMAL' },
      ],
    },
  );
  await own(ids.acme, 'Basket Affinity', 'BASKETAFF', 'Products bought together, per store.', {
    ...DATA,
    accessType: 'PRIVATE',
    requestTypes: [sync('BASKETAFF')],
    pricing: [callTiers(0.003, 0.002)],
    dataSchema: [
      { name: 'basket_id', type: 'STRING' },
      { name: 'sku', type: 'STRING' },
    ],
  });
  await own(
    ids.acme,
    'Store Demand Forecast',
    'STOREFORECAST',
    'Demand Forecast tuned on Acme stores.',
    { ...CATALOGUE_DETAILS.FORECAST!, accessType: 'PRIVATE' },
    { microType: 'DUP', sourceId: forecast },
  );
  await writePod(db, churn, { replicas: 0, desired: 0, readyInMs: 0 });
}
