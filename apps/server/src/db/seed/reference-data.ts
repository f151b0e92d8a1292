import { DEFAULT_LABELS, SCREEN_NAMES, type ScreenId } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { createHash } from 'node:crypto';
import { appMeta, codeLists, codeValues, labels, languages, owners } from '../schema/index';
import { CODE_LISTS } from './code-lists';
import { FRENCH_LABELS } from './french-labels';
import { LANGUAGES } from './languages';

export async function loadLanguages(db: Db): Promise<void> {
  await db
    .insert(languages)
    .values(LANGUAGES.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
}

const REFERENCE_VERSION = createHash('sha256')
  .update(JSON.stringify([LANGUAGES, DEFAULT_LABELS, SCREEN_NAMES, CODE_LISTS, FRENCH_LABELS]))
  .digest('hex');

/** Loads the reference data unless this exact version was already loaded (keeps start-up fast). */
export async function ensurePlatformReference(db: Db, platformOwnerId: number): Promise<void> {
  const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, 'reference_version'));
  if (meta?.value === REFERENCE_VERSION) return;
  await loadLanguages(db);
  await loadPlatformReference(db, platformOwnerId);
  await db
    .insert(appMeta)
    .values({ key: 'reference_version', value: REFERENCE_VERSION })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: REFERENCE_VERSION, updatedAt: sql`now()` } });
}

/** The platform's English captions and code lists; adds what is missing, never overwrites edits. */
export async function loadPlatformReference(db: Db, platformOwnerId: number): Promise<void> {
  const rows = (Object.keys(DEFAULT_LABELS) as ScreenId[]).flatMap((screen) =>
    Object.entries(DEFAULT_LABELS[screen]).map(([labelCode, text], i) => ({
      ownerId: platformOwnerId,
      screenCode: screen,
      screenName: SCREEN_NAMES[screen],
      labelCode,
      orderNumber: String(i + 1),
      text,
    })),
  );
  await db.insert(labels).values(rows).onConflictDoNothing();
  await loadFrenchLabels(db, platformOwnerId);
  for (const list of CODE_LISTS) {
    await db
      .insert(codeLists)
      .values({ ownerId: platformOwnerId, code: list.code, title: list.title })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: codeLists.id })
      .from(codeLists)
      .where(sql`${codeLists.ownerId} = ${platformOwnerId} and ${codeLists.code} = ${list.code}`);
    await db
      .insert(codeValues)
      .values(
        list.values.map(([code, value], i) => ({ listId: row!.id, code, value, orderBy: String(i + 1) })),
      )
      .onConflictDoNothing();
  }
}

export async function findPlatformOwnerId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: owners.id })
    .from(owners)
    .where(eq(owners.platformOwner, true))
    .limit(1);
  return row?.id ?? null;
}

/** The platform labels' French translations; a translation someone has edited is left as it is. */
async function loadFrenchLabels(db: Db, platformOwnerId: number): Promise<void> {
  const rows = Object.entries(FRENCH_LABELS).flatMap(([screen, texts]) =>
    Object.entries(texts).map(([code, text]) => sql`(${screen}, ${code}, ${text})`),
  );
  if (!rows.length) return;
  await db.execute(sql`insert into label_translations (label_id, lang, text)
    select l.id, 'FR', v.text from labels l
    join (values ${sql.join(rows, sql`, `)}) as v(screen, code, text) on l.screen_code = v.screen and l.label_code = v.code
    where l.owner_id = ${platformOwnerId}
    on conflict do nothing`);
}
