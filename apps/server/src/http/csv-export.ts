import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  CALLS,
  CSV_EXPORT_PATH,
  EXPORT_CALL_NAMES,
  csvExportBody,
  type CsvColumn,
  type ExportCallName,
} from '@console/contract';
import { QUOTED_CELLS, cellText, guardCell } from '../crud/csv-cells';
import type { Database, Db } from '../db/client';
import { AppError } from './app-error';
import type { CallContext, HandlerFn } from './context';
import { authorise, checkActingOwner, parseInput, requestFacts, type CallsOptions } from './call-guards';
import { answerValue } from './json-answer';

/** Rows read per query: bounds the memory an export of any size takes. */
export const CSV_BATCH_ROWS = 500;

type Row = Record<string, unknown>;
type ListAnswer = { rows: Row[]; next?: string | null } | { results: Row[] };

/** The fields of a list's rows, from its output schema ({ rows } or { results }). */
function rowFields(name: ExportCallName): Set<string> {
  const shape = (CALLS[name].output as unknown as z.ZodObject).shape;
  const list = (shape.rows ?? shape.results) as z.ZodArray<z.ZodObject>;
  return new Set(Object.keys(list.element.shape));
}

function checkColumns(name: ExportCallName, columns: CsvColumn[]): void {
  const fields = rowFields(name);
  const fieldErrors: Record<string, string[]> = {};
  columns.forEach((c, i) => {
    if (!fields.has(c.field)) fieldErrors[`columns.${i}.field`] = [`${c.field} is not a column of this list`];
  });
  if (Object.keys(fieldErrors).length) throw new AppError('INVALID_INPUT', 'Unknown column', fieldErrors);
}

/**
 * A page of rows; a list that is not paged (`results`) answers all of them at once. A list with keyset
 * paging answers the cursor of the page after (`next`), read instead of the next page number.
 */
const pageOf = (answer: ListAnswer) =>
  'rows' in answer
    ? {
        rows: answer.rows,
        last: answer.rows.length < CSV_BATCH_ROWS,
        next: 'next' in answer && typeof answer.next === 'string' ? answer.next : undefined,
      }
    : { rows: answer.results, last: true, next: undefined };

/** Waits until `stream` takes more; rejects when it is closed first (the client went away). */
async function drained(stream: Writable): Promise<void> {
  const ac = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: ac.signal }),
      once(stream, 'close', { signal: ac.signal }).then(() => {
        throw new Error('the download was closed');
      }),
    ]);
  } finally {
    ac.abort();
  }
}

/**
 * POST /api/csv/<list call>: every row of the list as CSV (contract: common/csv-export.ts). Same session,
 * permission, input and owner scope as the list call, whose handler is run page after page. On
 * PostgreSQL the pages are read in one REPEATABLE READ, READ ONLY transaction (one snapshot); on
 * PGlite, which has a single connection, page by page outside a transaction (decision 0010).
 */
export function registerCsvExport(app: FastifyInstance, opts: CallsOptions): void {
  const { database, env, storage, handlers } = opts;
  const exportable = new Set<string>(EXPORT_CALL_NAMES);
  app.post<{ Params: { name: string } }>(`${CSV_EXPORT_PATH}/:name`, async (request, reply) => {
    const name = request.params.name as ExportCallName;
    if (!exportable.has(name)) throw new AppError('NOT_FOUND', `No CSV export of ${request.params.name}`);
    const call = CALLS[name];
    const user = await authorise(request, opts, call);
    const body = parseInput(csvExportBody, request.body ?? {});
    // The list's own rule for the owner it names (PM staff on a non-PM owner: no platform-only lists).
    await checkActingOwner(call, user, body.input, database);
    const input = parseInput(call.input, body.input, 'input.');
    const { columns } = body;
    checkColumns(name, columns);

    const handler = handlers[name] as unknown as HandlerFn<ExportCallName>;
    const context = (db: Db): CallContext => ({
      call: name,
      user,
      ...requestFacts(request),
      env,
      storage,
      db,
      audit: async () => {
        throw new Error('a CSV export writes nothing');
      },
      readUpload: async () => {
        throw new Error('a CSV export reads no upload');
      },
      afterCommit: () => {
        throw new Error('a CSV export commits nothing');
      },
    });
    const page = async (db: Db, n: number, after?: string) =>
      pageOf(
        answerValue(
          await handler(
            { ...input, page: after ? 0 : n, pageSize: CSV_BATCH_ROWS, ...(after ? { after } : {}) } as never,
            context(db),
          ),
        ) as ListAnswer,
      );

    const csv = stringify({
      bom: true,
      header: true,
      quoted_match: QUOTED_CELLS,
      columns: columns.map((c, i) => ({ key: String(i), header: guardCell(c.caption) })),
    });
    let started: () => void = () => {};
    const ready = new Promise<void>((resolve) => (started = resolve));
    const write = async (db: Db) => {
      let batch = await page(db, 0);
      started();
      for (let n = 1; ; n++) {
        for (const row of batch.rows)
          if (!csv.write(columns.map((c) => cellText(row[c.field])))) await drained(csv);
        if (batch.last) break;
        batch = await page(db, n, batch.next);
      }
      csv.end();
    };
    const work = snapshot(database, write);
    // Anything failing before the first page (a missing owner: 404) answers in the JSON error shape.
    await Promise.race([ready, work]);
    work.catch((err: unknown) => {
      request.log.error({ err, call: name }, 'CSV export failed while streaming');
      csv.destroy(err as Error);
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name.split('.')[0]}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv as Readable);
  });
}

/** Runs `work` on one snapshot where the database has more than one connection (see registerCsvExport). */
function snapshot(database: Database, work: (db: Db) => Promise<void>): Promise<void> {
  if (database.kind === 'pglite') return work(database.db);
  return database.db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
