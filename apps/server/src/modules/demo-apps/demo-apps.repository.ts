import { FUNCTION_CHOICES_MAX } from '@console/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ListPaging } from '../../crud/paging';
import { ownedPage, searchAny } from '../../crud/paging';
import { linkedRows, ownedRow, ownedRowTaken, ownedRowWriter } from '../../crud/rows';
import type { Db } from '../../db/client';
import { demoAppFunctions, demoAppImages, demoApps, demoAppTags, microservices } from '../../db/schema/index';
import { findRow, sameText } from '../../db/sql';
import { byName, usableBy } from '../groups/functions.repository';

const SORTS = { name: sql`lower(${demoApps.name})`, dateUpdated: demoApps.updatedAt };
export type DemoAppSort = keyof typeof SORTS;

export function listDemoApps(db: Db, ownerId: number, q: ListPaging<DemoAppSort>) {
  return ownedPage(db, demoApps, ownerId, q, {
    columns: {
      id: demoApps.id,
      name: demoApps.name,
      description: demoApps.description,
      updatedAt: demoApps.updatedAt,
    },
    sorts: SORTS,
    searched: [demoApps.name, demoApps.description],
    fallback: [SORTS.name, demoApps.id],
  });
}

export type DemoAppRecord = typeof demoApps.$inferSelect;

export function findDemoApp(db: Db, ownerId: number, id: number): Promise<DemoAppRecord | null> {
  return findRow(db, demoApps, ownedRow(demoApps, ownerId, id));
}

export function findDemoApps(db: Db, ownerId: number, ids: number[]) {
  return db
    .select()
    .from(demoApps)
    .where(and(eq(demoApps.ownerId, ownerId), inArray(demoApps.id, ids)));
}

const functionName = { id: microservices.id, name: microservices.name };

/** A demo app's tags, functions (by name) and gallery (in the order added). */
export async function demoAppParts(db: Db, id: number) {
  const [tags, functions, images] = await Promise.all([
    db
      .select({ id: demoAppTags.id, key: demoAppTags.key, value: demoAppTags.value })
      .from(demoAppTags)
      .where(eq(demoAppTags.demoAppId, id))
      .orderBy(asc(demoAppTags.id)),
    linkedRows(db, functionName, demoAppFunctions.functionId, microservices)
      .where(eq(demoAppFunctions.demoAppId, id))
      .orderBy(...byName()),
    db
      .select({ id: demoAppImages.id, url: demoAppImages.url })
      .from(demoAppImages)
      .where(eq(demoAppImages.demoAppId, id))
      .orderBy(asc(demoAppImages.id)),
  ]);
  return { tags, functions, images };
}
export type DemoAppParts = Awaited<ReturnType<typeof demoAppParts>>;

/** Updates app `id`, or without an id adds it to the owner's apps; answers its id. */
export const writeDemoApp = ownedRowWriter(demoApps);

/** The app's tags and functions become exactly these. */
export async function replaceTagsAndFunctions(
  db: Db,
  id: number,
  tags: Array<{ key: string; value: string }>,
  functionIds: number[],
) {
  await db.delete(demoAppTags).where(eq(demoAppTags.demoAppId, id));
  await db.delete(demoAppFunctions).where(eq(demoAppFunctions.demoAppId, id));
  if (tags.length) await db.insert(demoAppTags).values(tags.map((t) => ({ demoAppId: id, ...t })));
  if (functionIds.length)
    await db
      .insert(demoAppFunctions)
      .values(functionIds.map((functionId) => ({ demoAppId: id, functionId })));
}

/** Removes gallery images `ids` and adds `urls` to the app's gallery. */
export async function changeGallery(db: Db, id: number, removed: number[], added: string[]) {
  if (removed.length)
    await db
      .delete(demoAppImages)
      .where(and(eq(demoAppImages.demoAppId, id), inArray(demoAppImages.id, removed)));
  if (added.length) await db.insert(demoAppImages).values(added.map((url) => ({ demoAppId: id, url })));
}

export async function deleteDemoApps(db: Db, ids: number[]) {
  await db.delete(demoApps).where(inArray(demoApps.id, ids));
}

/** The gallery URLs of demo apps `ids`. */
export async function galleryUrls(db: Db, ids: number[]) {
  const rows = await db
    .select({ url: demoAppImages.url })
    .from(demoAppImages)
    .where(inArray(demoAppImages.demoAppId, ids));
  return rows.map((r) => r.url);
}

/** Of `urls`, those a demo app or a microservice still shows (as its logo, icon or an image). */
export async function urlsInUse(db: Db, urls: string[]): Promise<Set<string>> {
  if (!urls.length) return new Set();
  const rows = await db
    .select({ url: sql<string>`u.url` })
    .from(sql`unnest(${sql.param(urls)}::text[]) as u(url)`)
    .where(
      or(
        sql`exists (select 1 from ${demoAppImages} where ${demoAppImages.url} = u.url)`,
        sql`exists (select 1 from ${demoApps} where ${demoApps.logoUrl} = u.url)`,
        sql`exists (select 1 from ${microservices}
          where ${microservices.iconUrl} = u.url or u.url = any(${microservices.images}))`,
      ),
    );
  return new Set(rows.map((r) => r.url));
}

/** The microservices (type 102) the owner may show, by name: its own and those assigned to it (`ids`: of these). */
export function showableFunctions(
  db: Db,
  a: { ownerId: number; platformId: number },
  search: string,
  ids?: number[],
) {
  return db
    .select({ id: microservices.id, name: microservices.name })
    .from(microservices)
    .where(
      and(
        eq(microservices.typeId, 102),
        usableBy(a.ownerId, a.platformId),
        ids ? inArray(microservices.id, ids.length ? ids : [0]) : undefined,
        searchAny(search, [microservices.name, microservices.code]),
      ),
    )
    .orderBy(...byName())
    .limit(ids ? ids.length + 1 : FUNCTION_CHOICES_MAX);
}

/** Whether another demo app of the owner has this name or URL code (without case). */
export const nameOrUrlCodeTaken = ownedRowTaken(demoApps, (v: { name: string; urlCode: string }) => [
  sameText(demoApps.name, v.name),
  sameText(demoApps.urlCode, v.urlCode),
]);
