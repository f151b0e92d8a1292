import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CallDef } from '@console/contract';
import { JsonAnswer, sameAsWritten } from './json-answer';

// How a call's answer leaves the server (decision 0230). Every answer is written by a serializer
// compiled from the call's output schema (Fastify's fast-json-stringify): it writes the contract's
// fields and nothing else, as the zod parse stripped them before. The zod parse itself, which checks
// every value against the contract (about 20 µs for a large answer such as labels.byScreen), runs in
// development and in tests, where an answer outside the contract is a 500 that fails the test; a
// production server trusts the handlers the tests checked and only serializes.

type Serialize = (data: unknown) => string;

type JsonSchema = { [key: string]: unknown };
const PRIMITIVES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** Whether `schema` only admits strings, numbers, booleans or null (nothing with fields of its own). */
function primitiveOnly(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const s = schema as JsonSchema;
  if (Array.isArray(s.anyOf)) return s.anyOf.every(primitiveOnly);
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.length > 0 && types.every((t) => typeof t === 'string' && PRIMITIVES.has(t));
}

/**
 * A map of primitive values (labels by code ...) is written by JSON.stringify: it has no fields to
 * drop, and fast-json-stringify writes such a map key by key at twice JSON.stringify's cost.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const s = node as JsonSchema;
  const isMap =
    s.type === 'object' && !s.properties && s.additionalProperties && primitiveOnly(s.additionalProperties);
  if (isMap) return {};
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, simplify(v)]));
}

/** The output schema of `call` as JSON Schema for the serializer (draft 7, as fast-json-stringify reads). */
export const outputJsonSchema = (call: CallDef) =>
  simplify(
    z.toJSONSchema(call.output, { io: 'output', unrepresentable: 'any', target: 'draft-7' }),
  ) as JsonSchema;

/** `answer` checked against the call's output (zod), or a 500 with the issues in the log. */
export function checkedOutput(call: CallDef, answer: unknown, log: FastifyBaseLogger): unknown {
  const checked = call.output.safeParse(answer);
  if (checked.success) return checked.data;
  log.error({ call: call.name, issues: checked.error.issues }, 'response does not match the contract');
  throw new Error(`${call.name} answered outside its contract`);
}

/**
 * An answer the database wrote (JsonAnswer) checked against the call's output: the contract's parse of
 * it must succeed and leave it as it is (no field the contract lacks, none of another type), or a 500
 * with the difference in the log.
 */
export function checkedJsonAnswer(call: CallDef, answer: JsonAnswer, log: FastifyBaseLogger): void {
  const written: unknown = JSON.parse(answer.text);
  const checked = checkedOutput(call, written, log);
  if (sameAsWritten(written, checked)) return;
  log.error({ call: call.name, written, checked }, 'the answer the database wrote is not the contract');
  throw new Error(`${call.name} answered fields outside its contract`);
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a call's answers: `check` (development, tests) parses each answer with zod first; every answer
 * is written by the call's compiled serializer, compiled on its first answer (not at start: about 150
 * calls). A schema the serializer cannot compile falls back to the zod parse and JSON.stringify, always.
 * An answer the database already wrote (JsonAnswer, decision 0330) is sent as its text.
 */
export function outputSender(call: CallDef, check: boolean) {
  let serialize: Serialize | null | undefined;
  return (reply: FastifyReply, answer: unknown) => {
    if (answer instanceof JsonAnswer) {
      if (check) checkedJsonAnswer(call, answer, reply.log);
      return reply.type(JSON_TYPE).send(answer.text);
    }
    if (serialize === undefined) {
      try {
        serialize = reply.compileSerializationSchema(outputJsonSchema(call)) as Serialize;
      } catch (err) {
        reply.log.warn({ call: call.name, err }, 'no compiled serializer for this call: answers are parsed');
        serialize = null;
      }
    }
    if (serialize === null) return reply.send(checkedOutput(call, answer, reply.log));
    const data = check ? checkedOutput(call, answer, reply.log) : answer;
    return reply.type(JSON_TYPE).serializer(serialize).send(data);
  };
}
