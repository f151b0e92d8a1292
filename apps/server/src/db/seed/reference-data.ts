import { DEFAULT_ERRORS, DEFAULT_LABELS, SCREEN_NAMES, type ScreenId } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { createHash } from 'node:crypto';
import { appMeta, codeLists, codeValues, errors, labels, languages, owners } from '../schema/index';
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
  .update(
    JSON.stringify([LANGUAGES, DEFAULT_LABELS, DEFAULT_ERRORS, SCREEN_NAMES, CODE_LISTS, FRENCH_LABELS]),
  )
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

type Texts = Record<ScreenId, Readonly<Record<string, string>>>;

/** Rows of a screen-text table for the platform: one per screen and code, in the catalogue's order. */
function screenRows(texts: Texts, platformOwnerId: number) {
  return (Object.keys(texts) as ScreenId[]).flatMap((screen) =>
    Object.entries(texts[screen]).map(([code, text], i) => ({
      ownerId: platformOwnerId,
      screenCode: screen,
      screenName: SCREEN_NAMES[screen],
      code,
      orderNumber: String(i + 1),
      text,
    })),
  );
}

/**
 * French of each error message: the French of the screen's label with the same English text (the
 * captions already carry most messages), where there is one.
 */
function frenchErrors(): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  for (const screen of Object.keys(DEFAULT_ERRORS) as ScreenId[]) {
    const captions = Object.entries(DEFAULT_LABELS[screen] as Record<string, string>);
    for (const [code, text] of Object.entries(DEFAULT_ERRORS[screen] as Record<string, string>)) {
      const label = captions.find(([, english]) => english === text)?.[0];
      const french = label && FRENCH_LABELS[screen]?.[label];
      if (french) out.push([screen, code, french]);
    }
  }
  return out;
}

/**
 * The platform's English captions (labels), error and success messages (errors) and code lists, and
 * their French; adds what is missing, never overwrites edits.
 */
export async function loadPlatformReference(db: Db, platformOwnerId: number): Promise<void> {
  const captions = screenRows(DEFAULT_LABELS, platformOwnerId).map(({ code, ...r }) => ({
    ...r,
    labelCode: code,
  }));
  await db.insert(labels).values(captions).onConflictDoNothing();
  const messages = screenRows(DEFAULT_ERRORS, platformOwnerId).map(({ code, ...r }) => ({
    ...r,
    errorCode: code,
  }));
  await db.insert(errors).values(messages).onConflictDoNothing();
  const frenchLabels = Object.entries(FRENCH_LABELS).flatMap(([screen, texts]) =>
    Object.entries(texts).map(([code, text]): [string, string, string] => [screen, code, text]),
  );
  await loadFrench(db, platformOwnerId, 'labels', frenchLabels);
  await loadFrench(db, platformOwnerId, 'errors', frenchErrors());
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
    await loadFrenchValues(db, row!.id, list.values);
  }
}

/** French of a code list's values where the seed gives it; a translation someone has edited is kept. */
async function loadFrenchValues(db: Db, listId: number, values: (typeof CODE_LISTS)[number]['values']) {
  const rows = values.flatMap(([code, , french]) => (french ? [sql`(${code}, ${french})`] : []));
  if (!rows.length) return;
  await db.execute(sql`insert into code_value_translations (value_id, lang, text)
    select v.id, 'FR', f.text from code_values v
    join (values ${sql.join(rows, sql`, `)}) as f(code, text) on v.code = f.code
    where v.list_id = ${listId}
    on conflict do nothing`);
}

export async function findPlatformOwnerId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: owners.id })
    .from(owners)
    .where(eq(owners.platformOwner, true))
    .limit(1);
  return row?.id ?? null;
}

const FRENCH_TARGETS = {
  labels: {
    table: sql.raw('labels'),
    translations: sql.raw('label_translations'),
    fk: sql.raw('label_id'),
    code: sql.raw('label_code'),
  },
  errors: {
    table: sql.raw('errors'),
    translations: sql.raw('error_translations'),
    fk: sql.raw('error_id'),
    code: sql.raw('error_code'),
  },
};

/** French translations of the platform's labels or errors; a translation someone has edited is kept. */
async function loadFrench(
  db: Db,
  platformOwnerId: number,
  kind: keyof typeof FRENCH_TARGETS,
  texts: Array<[string, string, string]>,
): Promise<void> {
  if (!texts.length) return;
  const t = FRENCH_TARGETS[kind];
  const rows = texts.map(([screen, code, text]) => sql`(${screen}, ${code}, ${text})`);
  // One statement for all of them: a join on (screen, code) finds each row's id.
  await db.execute(sql`insert into ${t.translations} (${t.fk}, lang, text)
    select x.id, 'FR', v.text from ${t.table} x
    join (values ${sql.join(rows, sql`, `)}) as v(screen, code, text) on x.screen_code = v.screen and x.${t.code} = v.code
    where x.owner_id = ${platformOwnerId}
    on conflict do nothing`);
}
