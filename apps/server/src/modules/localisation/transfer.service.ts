import {
  LOCALISATION_MESSAGES as M,
  hasPermission,
  ROUTES,
  type ExportKind,
  type FileFormat,
  type ImportPreview,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { languages, owners } from '../../db/schema/index';
import { AppError, forbidden } from '../../http/app-error';
import { requireUser, type CallContext } from '../../http/context';
import { acting, actingOwnerType, type Acting } from '../owners/owner-scope';
import { applyPlan } from './transfer/apply';
import { stateRecords } from './transfer/export';
import { planImport, type ImportPlan } from './transfer/plan';
import { readRecords, writeRecords } from './transfer/records';
import { loadState } from './transfer/state';
import { cleanRecord, type CleanRecord } from './transfer/validate';

const CONTENT_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
};

/**
 * A file may bring labels to every owner PM staff act on, but errors and code lists only where their
 * screens may change them (a PM owner: docs/permissions.md), so an import cannot do what they refuse.
 */
async function checkKinds(ctx: CallContext, ownerId: number | undefined, onlyLabels: boolean) {
  if (onlyLabels) return;
  const user = requireUser(ctx);
  const type = await actingOwnerType(ctx.db, user, ownerId);
  for (const screen of [ROUTES.errors, ROUTES.codes])
    if (!hasPermission(user, screen.calls.write, type))
      throw forbidden('Errors and code lists are kept for platform owners only: choose labels');
}

export async function exportLocalisation(
  ctx: CallContext,
  input: { ownerId?: number; format: FileFormat; kinds: ExportKind[] },
) {
  const a = await acting(ctx, input.ownerId);
  const kinds = new Set(input.kinds);
  const state = await loadState(ctx.db, a, {
    labels: kinds.has('labels'),
    errors: kinds.has('errors'),
    lists: kinds.has('codeLists'),
  });
  const [owner] = await ctx.db.select({ code: owners.code }).from(owners).where(eq(owners.id, a.ownerId));
  const day = new Date().toISOString().slice(0, 10);
  return {
    filename: `localisation-${owner?.code ?? a.ownerId}-${day}.${input.format}`,
    contentType: CONTENT_TYPES[input.format],
    content: writeRecords(input.format, stateRecords(state)),
  };
}

/** Reads, checks and compares a file with the owner's data; writes nothing. */
async function planFile(
  ctx: CallContext,
  a: Acting,
  format: FileFormat,
  content: string,
): Promise<ImportPlan> {
  const { records, errors } = readRecords(format, content);
  const known = new Set((await ctx.db.select({ code: languages.code }).from(languages)).map((l) => l.code));
  const clean: CleanRecord[] = [];
  const readErrors = [...errors];
  for (const r of records) {
    const c = cleanRecord(r, known);
    if (typeof c === 'string') readErrors.push({ row: r.row, message: c });
    else clean.push(c);
  }
  readErrors.sort((x, y) => x.row - y.row);
  const kinds = new Set(clean.map((r) => r.kind));
  await checkKinds(
    ctx,
    a.ownerId,
    [...kinds].every((k) => k === 'label'),
  );
  const state = await loadState(ctx.db, a, {
    labels: kinds.has('label'),
    errors: kinds.has('error'),
    lists: kinds.has('codeList') || kinds.has('codeValue'),
  });
  if (!records.length && !readErrors.length) readErrors.push({ row: 0, message: 'The file has no records' });
  return planImport(state, clean, readErrors);
}

export async function previewImport(
  ctx: CallContext,
  input: { ownerId?: number; format: FileFormat; content: string },
): Promise<ImportPreview> {
  const a = await acting(ctx, input.ownerId);
  return (await planFile(ctx, a, input.format, input.content)).preview;
}

export async function importLocalisation(
  ctx: CallContext,
  input: { ownerId?: number; format: FileFormat; content: string },
) {
  const a = await acting(ctx, input.ownerId);
  const plan = await planFile(ctx, a, input.format, input.content);
  const { added, changed, unchanged, errors } = plan.preview;
  if (errors.length)
    throw new AppError('INVALID_INPUT', 'The file has errors: nothing was imported', {
      content: errors.map((e) => e.message),
    });
  await applyPlan(ctx.db, a, plan);
  await ctx.audit({
    targetType: 'localisation_import',
    targetId: a.ownerId,
    ownerId: a.ownerId,
    after: { format: input.format, added, changed, unchanged },
  });
  return { message: M.IMPORTED, added, changed, unchanged };
}
