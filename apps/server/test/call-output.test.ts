import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALLS, type CallDef } from '@console/contract';
import { outputJsonSchema, outputSender } from '../src/http/call-output';
import { JsonText } from '../src/db/json-text';
import { answerValue, jsonAnswer } from '../src/http/json-answer';

// Decision 0230: answers are written by a serializer compiled from the call's output schema; the zod
// check of every answer runs in development and tests, not in production.

const call = {
  name: 'test.answer',
  output: z.object({
    id: z.number().int(),
    name: z.string().min(3),
    tags: z.array(z.object({ code: z.string() })),
    note: z.string().nullable().optional(),
  }),
} as unknown as CallDef;

async function answer(check: boolean, value: unknown) {
  const app = Fastify({ logger: false });
  const send = outputSender(call, check);
  app.post('/answer', async (_request, reply) => send(reply, value));
  const res = await app.inject({ method: 'POST', url: '/answer', payload: {} });
  await app.close();
  return res;
}

const secret = { id: 1, name: 'Alice', tags: [{ code: 'a', hash: 'x' }], passwordHash: 'argon2...' };

describe('call answers', () => {
  it('in development and tests, refuses an answer outside the contract with a 500', async () => {
    const res = await answer(true, { id: 1, name: 'Al', tags: [] });
    expect(res.statusCode).toBe(500);
  });

  it('in production, does not check values but still writes only the contract’s fields', async () => {
    const loose = await answer(false, { id: 1, name: 'Al', tags: [] });
    expect(loose.statusCode).toBe(200);
    expect(loose.json()).toEqual({ id: 1, name: 'Al', tags: [] });
    for (const check of [true, false]) {
      const res = await answer(check, secret);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe('{"id":1,"name":"Alice","tags":[{"code":"a"}]}');
    }
    expect((await answer(false, { ...secret, note: null })).json().note).toBeNull();
  });

  it('compiles a serializer for the output of every call of the catalogue', async () => {
    const app = Fastify({ logger: false });
    for (const c of Object.values(CALLS))
      app.post(`/api/${c.name}`, { schema: { response: { 200: outputJsonSchema(c) } } }, async () => ({}));
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  describe('an answer the database wrote (decision 0330)', () => {
    const rows = (text: string) =>
      jsonAnswer<{ id: number; name: string; tags: unknown[] }>({
        id: 7,
        name: 'Alice',
        tags: JsonText.of(text, '[]'),
      });

    it('is sent as its text: the fields as written, the database part as it is', async () => {
      for (const check of [true, false]) {
        const res = await answer(check, rows('[{"code": "a"}, \n {"code": "b"}]'));
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.body).toBe('{"id":7,"name":"Alice","tags":[{"code": "a"}, \n {"code": "b"}]}');
        expect(res.json()).toEqual({ id: 7, name: 'Alice', tags: [{ code: 'a' }, { code: 'b' }] });
      }
    });

    it('in development and tests, a field the contract lacks or a wrong value is a 500', async () => {
      // Sent as it is, such a field would reach the client: the check is what keeps it out.
      expect((await answer(true, rows('[{"code": "a", "hash": "x"}]'))).statusCode).toBe(500);
      expect((await answer(true, rows('[{"code": 1}]'))).statusCode).toBe(500);
      expect(
        (await answer(true, jsonAnswer({ id: 7, name: 'Al', tags: JsonText.of(null, '[]') }))).statusCode,
      ).toBe(500);
    });

    it('writes a driver-parsed value again, SQL null as the empty value, and leaves out undefined fields', () => {
      const answer = jsonAnswer<{ id: number; note?: string; tags: unknown[] }>({
        id: 1,
        note: undefined,
        tags: JsonText.of([{ code: 'a' }], '[]'),
      });
      expect(answerValue(answer)).toEqual({ id: 1, tags: [{ code: 'a' }] });
      expect(answerValue(jsonAnswer({ tags: JsonText.of(null, '[]') }))).toEqual({ tags: [] });
      expect(answerValue({ plain: true })).toEqual({ plain: true });
    });
  });
});
