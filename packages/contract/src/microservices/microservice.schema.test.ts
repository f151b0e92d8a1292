import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MICROSERVICE_MESSAGES as M } from './microservice-constants';
import { tiersSchema } from './microservice-parts.schema';
import { microserviceSaveInput, type MicroserviceSaveInput } from './microservice.schema';

const base: MicroserviceSaveInput = {
  name: '  Churn Model ',
  code: 'churn1',
  classCode: 'CLASS_AI',
  fnType: 'FUN_ATOMISTIC',
  urlCode: 'churn-1',
  requestTypes: [
    {
      type: 'sync',
      major: 1,
      minor: 0,
      patch: 0,
      yamlUrl: 'https://x.example/a.yaml',
      docsUrl: 'https://x.example/docs',
    },
  ],
  pricing: [
    {
      endpointType: 'sync',
      standardPrice: null,
      tiers: [
        { lower: 0, upper: 1000, cost: 0 },
        { lower: 1000, upper: null, cost: 0.01 },
      ],
    },
  ],
};

function errors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const res = schema.safeParse(value);
  if (res.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of res.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('microserviceSaveInput', () => {
  it('accepts a minimal microservice, trimming and upper-casing', () => {
    const parsed = microserviceSaveInput.parse(base);
    expect(parsed).toMatchObject({
      id: 0,
      microType: 'OWN',
      name: 'Churn Model',
      code: 'CHURN1',
      tags: [],
      keywords: [],
    });
  });

  it('names every missing basic', () => {
    const e = errors(microserviceSaveInput, {
      ...base,
      name: ' ',
      code: '',
      classCode: '',
      fnType: '',
      urlCode: '',
    });
    expect(e).toMatchObject({
      name: [M.TITLE_REQ],
      code: [M.CODE_REQ],
      classCode: [M.CLASS_REQ],
      fnType: [M.TYPE_REQ],
      urlCode: [M.URL_CODE_REQ],
    });
  });

  it('accepts letters and digits only in the code', () => {
    expect(errors(microserviceSaveInput, { ...base, code: 'AB-1' }).code).toEqual([M.CODE_CHARS]);
  });

  it('needs a request type, unique by type and version', () => {
    expect(errors(microserviceSaveInput, { ...base, requestTypes: [], pricing: [] }).requestTypes).toEqual([
      M.REQUEST_TYPE_REQ,
    ]);
    const twice = { ...base, requestTypes: [base.requestTypes[0]!, { ...base.requestTypes[0]! }] };
    expect(errors(microserviceSaveInput, twice)['requestTypes.1.type']).toEqual([M.TYPE_VERSION_UNIQUE]);
  });

  it('matches pricing entries to request types', () => {
    expect(errors(microserviceSaveInput, { ...base, pricing: [] }).pricing).toEqual([M.PRICING_MISSING]);
    const extra = { ...base, pricing: [...base.pricing!, { endpointType: 'async', standardPrice: 1 }] };
    expect(errors(microserviceSaveInput, extra)['pricing.1.endpointType']).toEqual([
      M.PRICING_NO_REQUEST_TYPE,
    ]);
  });

  it('keeps standard price and tiers apart', () => {
    const both = { ...base, pricing: [{ ...base.pricing![0]!, standardPrice: 2 }] };
    expect(errors(microserviceSaveInput, both)['pricing.0.standardPrice']).toEqual([M.STANDARD_OR_TIERS]);
  });

  it('checks tag keys, limit types and limits', () => {
    const e = errors(microserviceSaveInput, {
      ...base,
      tags: [
        { key: 'a', value: '1' },
        { key: 'A', value: '2' },
      ],
      limitFields: [
        { type: 'ROWS', lowerLimit: 5, upperLimit: 1, field: 'rows' },
        { type: 'ROWS', lowerLimit: 0, upperLimit: 1, field: 'rows' },
      ],
    });
    expect(e['tags.1.key']).toEqual([M.KEY_UNIQUE]);
    expect(e['limitFields.0.upperLimit']).toEqual([M.LIMIT_UPPER]);
    expect(e['limitFields.1.type']).toEqual([M.LIMIT_TYPE_UNIQUE]);
  });

  it('needs the source of a duplicate', () => {
    expect(errors(microserviceSaveInput, { ...base, microType: 'DUP' }).sourceId).toEqual([M.SOURCE_REQ]);
    expect(errors(microserviceSaveInput, { ...base, microType: 'ASSIGN' }).microType).toBeDefined();
  });
});

describe('tiersSchema', () => {
  it('accepts touching tiers in any order with the open one last', () => {
    expect(
      tiersSchema.safeParse([
        { lower: 100, upper: null, cost: 1 },
        { lower: 0, upper: 100, cost: 2 },
      ]).success,
    ).toBe(true);
  });

  it('refuses lower above upper, overlaps and an open tier before another', () => {
    expect(errors(tiersSchema, [{ lower: 5, upper: 1, cost: 1 }])['0.upper']).toEqual([M.TIER_LOWER_UPPER]);
    expect(
      errors(tiersSchema, [
        { lower: 0, upper: 10, cost: 1 },
        { lower: 5, upper: 20, cost: 1 },
      ])['1.lower'],
    ).toEqual([M.TIER_OVERLAP]);
    expect(
      errors(tiersSchema, [
        { lower: 0, upper: null, cost: 1 },
        { lower: 5, upper: 20, cost: 1 },
      ])['0.upper'],
    ).toEqual([M.TIER_OPEN_LAST]);
  });

  it('refuses negative and over-precise prices', () => {
    expect(errors(tiersSchema, [{ lower: -1, upper: 1, cost: 0.1234567 }])).toEqual({
      '0.lower': [M.NON_NEGATIVE],
      '0.cost': [M.MAX_DECIMALS],
    });
  });
});

describe('MIC_SET captions', () => {
  it('carry the same texts as the rules', async () => {
    const { DEFAULT_LABELS } = await import('../screens');
    const l = DEFAULT_LABELS.MIC_SET;
    expect([
      l.MIC_KEVAL,
      l.TYPEVAL,
      l.UP_LIMVAL,
      l.TYPE_VERSION_UNIQUE,
      l.NAME_EXIST,
      l.DUP_CONFLICT,
    ]).toEqual([
      M.KEY_UNIQUE,
      M.LIMIT_TYPE_UNIQUE,
      M.LIMIT_UPPER,
      M.TYPE_VERSION_UNIQUE,
      M.NAME_EXIST,
      M.DUP_CONFLICT,
    ]);
  });
});
