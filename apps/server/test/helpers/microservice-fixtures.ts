import type { MicroserviceSaveInput } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { requestType } from './request-types';
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
      requestType('sync', '1.0.0', 'a'),
      requestType('sync', '1.2.0', 'b'),
      requestType('async', '2.0.1', 'c'),
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

/** The pod fields of a scalePod or podStatus answer: status, replicas, and whether a change is under way. */
export function podState(podStatus: string, podReplica: number, desiredReplica: number, changing: boolean) {
  return { podStatus, podReplica, desiredReplica, changing };
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
