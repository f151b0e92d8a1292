import {
  DEMO_APP_CATEGORY_LIST,
  DEMO_APP_ICON_LIST,
  DEMO_APP_MESSAGES as M,
  type CallParsedInput,
  type DemoAppInfo,
  type DemoAppRow,
} from '@console/contract';
import { editedRow, listCall } from '../../crud/owned-calls';
import { isoDate } from '../../db/sql';
import { AppError, notFound, onUniqueClash } from '../../http/app-error';
import type { CallContext } from '../../http/context';
import { sanitizeMarkdown } from '../../markdown/sanitize-markdown';
import { releaseUploads, requireUploads } from '../files/file-release';
import { codeListValues } from '../localisation/localisation.repository';
import { acting, type Acting } from '../owners/owner-scope';
import {
  changeGallery,
  deleteDemoApps,
  demoAppParts,
  findDemoApp,
  findDemoApps,
  galleryUrls,
  listDemoApps,
  nameOrUrlCodeTaken,
  replaceTagsAndFunctions,
  showableFunctions,
  writeDemoApp,
  urlsInUse,
  type DemoAppParts,
  type DemoAppRecord,
} from './demo-apps.repository';

// Content - Demo Apps (001 section 2.8): the acting owner's demo apps, for platform staff. A save writes
// the app, its tags, functions, logo and gallery in the call's one transaction; images it no longer
// shows leave storage only after that transaction commits (decision 0200).

type SaveInput = CallParsedInput<'demoApps.save'>;

const appNotFound = () => notFound(M.NOT_FOUND);
const clash = () =>
  new AppError('NAME_EXIST', M.NAME_EXISTS, { name: [M.NAME_EXISTS], urlCode: [M.NAME_EXISTS] });
const invalid = (field: string, message: string) =>
  new AppError('INVALID_INPUT', message, { [field]: [message] });

const toRow = (r: Pick<DemoAppRecord, 'id' | 'name' | 'description' | 'updatedAt'>): DemoAppRow => ({
  id: r.id,
  name: r.name,
  description: r.description,
  dateUpdated: isoDate(r.updatedAt),
});

export const listApps = listCall('owner', 'dateUpdated', listDemoApps, toRow);

async function codesOf(ctx: CallContext, ownerId: number, list: string) {
  const rows = await codeListValues(ctx.db, ownerId, list, 'EN');
  return new Map(rows.map((r) => [r.code, r.translated ?? r.value]));
}

function toInfo(r: DemoAppRecord, parts: DemoAppParts, categoryName: string): DemoAppInfo {
  return {
    ...toRow(r),
    category: r.category,
    categoryName,
    urlCode: r.urlCode,
    longDescription: r.longDescription,
    useCase: r.useCase,
    iconCode: r.iconCode,
    logoUrl: r.logoUrl,
    keywords: r.keywords,
    demoLink: r.demoLink,
    codeLink: r.codeLink,
    ...parts,
  };
}

export async function appInfo(ctx: CallContext, input: { id: number; ownerId?: number }) {
  const a = await acting(ctx, input.ownerId);
  const row = await findDemoApp(ctx.db, a.ownerId, input.id);
  if (!row) throw appNotFound();
  const categories = await codesOf(ctx, a.ownerId, DEMO_APP_CATEGORY_LIST);
  return toInfo(row, await demoAppParts(ctx.db, row.id), categories.get(row.category) ?? row.category);
}

/** The microservices (type 102) a demo app of the owner may show (001 section 5). */
export async function functionChoices(ctx: CallContext, input: CallParsedInput<'demoApps.functions'>) {
  const a = await acting(ctx, input.ownerId);
  return { results: await showableFunctions(ctx.db, a, input.search) };
}

/** The rules a save checks against stored data: code lists, functions and uploads. */
async function checkReferences(ctx: CallContext, a: Acting, input: SaveInput) {
  if (!(await codesOf(ctx, a.ownerId, DEMO_APP_CATEGORY_LIST)).has(input.category))
    throw invalid('category', M.UNKNOWN_CATEGORY);
  if (input.iconCode && !(await codesOf(ctx, a.ownerId, DEMO_APP_ICON_LIST)).has(input.iconCode))
    throw invalid('iconCode', M.UNKNOWN_ICON);
  const shown = await showableFunctions(ctx.db, a, '', input.functionIds);
  if (shown.length !== input.functionIds.length) throw invalid('functionIds', M.NOT_A_MICROSERVICE);
  const urls = [
    { field: 'logoUrl', url: input.logoUrl },
    ...input.images.map((img, i) => ({ field: `images.${i}.url`, url: img.url })),
  ];
  await requireUploads(ctx.db, urls, [a.ownerId, a.user.owner], M.IMAGE_UNKNOWN);
}

/** The app's own columns from the input, markdown cleaned. */
async function columnsOf(input: SaveInput) {
  return {
    name: input.name,
    urlCode: input.urlCode,
    category: input.category,
    description: input.description,
    longDescription: await sanitizeMarkdown(input.longDescription, 'longDescription'),
    useCase: await sanitizeMarkdown(input.useCase, 'useCase'),
    iconCode: input.iconCode,
    logoUrl: input.logoUrl,
    keywords: input.keywords,
    demoLink: input.demoLink,
    codeLink: input.codeLink,
  };
}

/** demo app save: id 0 adds, else updates; tags, functions and gallery become those sent. */
export async function saveApp(ctx: CallContext, input: SaveInput) {
  const a = await acting(ctx, input.ownerId);
  const before = await editedRow(ctx.db, a.ownerId, input.id, findDemoApp, appNotFound);
  const partsBefore = before ? await demoAppParts(ctx.db, before.id) : null;
  await checkReferences(ctx, a, input);
  const values = await columnsOf(input);
  if (await nameOrUrlCodeTaken(ctx.db, a.ownerId, values, before?.id ?? 0)) throw clash();
  const id = await onUniqueClash(() => writeDemoApp(ctx.db, a.ownerId, before?.id, values, a.user.id), {
    demo_apps_owner_name_unique: clash,
    demo_apps_owner_url_code_unique: clash,
  });
  await replaceTagsAndFunctions(ctx.db, id, input.tags, input.functionIds);
  const kept = new Set(input.images.flatMap((img) => (img.id ? [img.id] : [])));
  const stored = partsBefore?.images ?? [];
  const removed = stored.filter((img) => !kept.has(img.id));
  const storedIds = new Set(stored.map((img) => img.id));
  const added = input.images.filter((img) => !img.id || !storedIds.has(img.id)).map((img) => img.url);
  await changeGallery(
    ctx.db,
    id,
    removed.map((img) => img.id),
    added,
  );
  const dropped = [
    ...removed.map((img) => img.url),
    ...(before && before.logoUrl !== values.logoUrl ? [before.logoUrl] : []),
  ];
  const released = await releaseUploads(ctx, dropped, (urls) => urlsInUse(ctx.db, urls));
  const after = await demoAppParts(ctx.db, id);
  await ctx.audit({
    targetType: 'demo_app',
    targetId: id,
    ownerId: a.ownerId,
    before: before && { ...before, ...partsBefore },
    after: { ...values, ...after, releasedFiles: released },
  });
  return { message: before ? M.UPDATED : M.CREATED, id };
}

/** demo app delete: every selected app of the owner, all or none; their uploads after the commit. */
export async function deleteApps(ctx: CallContext, input: { ids: number[]; ownerId?: number }) {
  const a = await acting(ctx, input.ownerId);
  const rows = await findDemoApps(ctx.db, a.ownerId, input.ids);
  if (rows.length !== input.ids.length) throw appNotFound();
  const urls = [...(await galleryUrls(ctx.db, input.ids)), ...rows.map((r) => r.logoUrl)];
  await deleteDemoApps(ctx.db, input.ids);
  const released = await releaseUploads(ctx, urls, (u) => urlsInUse(ctx.db, u));
  await ctx.audit({
    targetType: 'demo_app',
    targetId: input.ids.join(','),
    ownerId: a.ownerId,
    before: rows.map(toRow),
    after: { releasedFiles: released },
  });
  return { message: M.DELETED, deleted: rows.length };
}
