import type { MicroserviceSaveInput } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, queryRows, sql, type ActingKey } from './test-app';
import type { Db } from '../../src/db/client';

let counter = 0;

/** A valid CLASS_DATA microservice with every part, unique per call. */
export function newMicroservice(overrides: Partial<MicroserviceSaveInput> = {}): MicroserviceSaveInput {
  counter += 1;
  return {
    name: `Churn Model ${counter}`,
    code: `CHURN${counter}`,
    classCode: 'CLASS_DATA',
    fnType: 'FUN_ATOMISTIC',
    urlCode: `churn-${counter}`,
    producer: 'PLATFORM',
    iconUrl: '/files/icon.png',
    description1: 'Churn risk',
    description2: '# Churn\n\nScores **subscribers**.',
    globalDesc: 'Gradient boosting',
    useCase: 'Retention campaigns',
    requestTypes: [
      {
        type: 'sync',
        major: 1,
        minor: 0,
        patch: 0,
        yamlUrl: 'https://x.example/a.yaml',
        docsUrl: 'https://x.example/a',
      },
      {
        type: 'sync',
        major: 1,
        minor: 2,
        patch: 0,
        yamlUrl: 'https://x.example/b.yaml',
        docsUrl: 'https://x.example/b',
      },
      {
        type: 'async',
        major: 2,
        minor: 0,
        patch: 1,
        yamlUrl: 'https://x.example/c.yaml',
        docsUrl: 'https://x.example/c',
      },
    ],
    pricing: [
      {
        endpointType: 'sync',
        standardPrice: null,
        tiers: [
          { lower: 1000, upper: null, cost: 0.01 },
          { lower: 0, upper: 1000, cost: 0 },
        ],
      },
      { endpointType: 'async', standardPrice: 0.25, tiers: [] },
    ],
    dataSchema: [{ name: 'subscriber_id', type: 'STRING', isNull: false, dataLength: 36, description: 'Id' }],
    dataCollectMethod: 'CRM export',
    source: 'INTERNAL',
    webLink: 'https://data.example/churn',
    keywords: ['churn', 'retention'],
    tags: [{ key: 'team', value: 'growth' }],
    accessType: 'PRIVATE',
    modelExport: 'https://models.example/churn.onnx',
    mandatoryFields: ['subscriber_id'],
    limitFields: [{ type: 'ROWS', lowerLimit: 1, upperLimit: 1000, field: 'subscribers' }],
    images: ['/files/shot.png'],
    ...overrides,
  };
}

/** Saves a new microservice and answers its id. */
export async function create(
  app: FastifyInstance,
  key: string | ActingKey,
  overrides: Partial<MicroserviceSaveInput> = {},
): Promise<number> {
  const res = await call(app, 'microservices.save', newMicroservice(overrides), key);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}

/** Microservice ids of an owner by code. */
export async function idByCode(db: Db, code: string, ownerId?: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    ownerId === undefined
      ? sql`select id from microservices where code = ${code} order by id limit 1`
      : sql`select id from microservices where code = ${code} and owner_id = ${ownerId}`,
  );
  if (!rows[0]) throw new Error(`no microservice ${code}`);
  return Number(rows[0].id);
}

export async function count(db: Db, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`));
  return Number(row!.n);
}
