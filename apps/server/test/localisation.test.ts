import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS } from '@console/contract';
import { CODE_LISTS } from '../src/db/seed/code-lists';
import { sql } from './helpers/test-app';
import { labelFixtures } from './helpers/label-fixtures';
import { useApi } from './helpers/api';
import { itReadsOnlyOwnOwner } from './helpers/owner-reads';

const t = useApi();
const { platformLabelId } = labelFixtures(t);

/** An override of a platform label in an owner's own labels. */
async function addOwnerLabel(ownerId: number, screen: string, code: string, text: string): Promise<number> {
  const [row] = await t.rows<{ id: number }>(
    sql`insert into labels (owner_id, screen_code, screen_name, label_code, text) values (${ownerId}, ${screen}, ${screen}, ${code}, ${text}) returning id`,
  );
  return Number(row!.id);
}

async function translateLabel(labelId: number, lang: string, text: string): Promise<void> {
  await t.db.execute(
    sql`insert into label_translations (label_id, lang, text) values (${labelId}, ${lang}, ${text})
        on conflict (label_id, lang) do update set text = excluded.text`,
  );
}

describe('labels.byScreen', () => {
  it("answers a screen's English captions", async () => {
    const res = await t.call('labels.byScreen', { scrId: 'LOGIN' }, await t.login('acme'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lang: 'EN', labels: DEFAULT_LABELS.LOGIN });
  });

  it('answers a translated label in the language asked and falls back to English label by label', async () => {
    await translateLabel(await platformLabelId('OWN_LIST', 'HEADING'), 'DE', 'Eigentümer');
    const key = await t.login('teamspace');
    const res = await t.call('labels.byScreen', { scrId: 'own_list', lang: 'de' }, key);
    expect(res.status).toBe(200);
    expect(res.body.lang).toBe('DE');
    expect(res.body.labels).toEqual({ ...DEFAULT_LABELS.OWN_LIST, HEADING: 'Eigentümer' });
    const english = await t.call('labels.byScreen', { scrId: 'OWN_LIST', lang: 'EN' }, key);
    expect(english.body.labels.HEADING).toBe('Owners');
  });

  it("prefers an owner's own label to the platform's, for that owner only", async () => {
    const own = await addOwnerLabel(t.owners.acme, 'MENU', 'LOGOUT', 'Sign out of Acme');
    const acme = await t.call('labels.byScreen', { scrId: 'MENU' }, await t.login('acme'));
    expect(acme.body.labels).toEqual({ ...DEFAULT_LABELS.MENU, LOGOUT: 'Sign out of Acme' });
    const ts = await t.call('labels.byScreen', { scrId: 'MENU' }, await t.login('teamspace'));
    expect(ts.body.labels.LOGOUT).toBe(DEFAULT_LABELS.MENU.LOGOUT);
    // PM staff looking at acme see acme's captions.
    const staff = await t.call(
      'labels.byScreen',
      { scrId: 'MENU', ownerId: t.owners.acme },
      await t.login('platform'),
    );
    expect(staff.body.labels.LOGOUT).toBe('Sign out of Acme');

    // In German (no demo translations): the owner's translation first, then the platform's
    // translation, then the owner's English.
    const key = await t.login('acme');
    const de = async () =>
      (await t.call('labels.byScreen', { scrId: 'MENU', lang: 'DE' }, key)).body.labels.LOGOUT;
    expect(await de()).toBe('Sign out of Acme');
    await translateLabel(await platformLabelId('MENU', 'LOGOUT'), 'DE', 'Abmelden');
    expect(await de()).toBe('Abmelden');
    await translateLabel(own, 'DE', 'Acme verlassen');
    expect(await de()).toBe('Acme verlassen');
  });

  it('answers no labels for a screen that has none', async () => {
    const res = await t.call('labels.byScreen', { scrId: 'NO_SUCH_SCREEN' }, await t.login('acme'));
    expect(res.status).toBe(200);
    expect(res.body.labels).toEqual({});
  });

  it('refuses a malformed screen id or language with 400', async () => {
    const key = await t.login('acme');
    for (const [body, field] of [
      [{ scrId: 'login screen' }, 'scrId'],
      [{}, 'scrId'],
      [{ scrId: 'LOGIN', lang: 'french' }, 'lang'],
      [{ scrId: 'LOGIN', lang: 7 }, 'lang'],
    ] as const) {
      const res = await t.unchanged(() => t.call('labels.byScreen', body, key));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors)).toEqual([field]);
    }
  });

  itReadsOnlyOwnOwner(
    t,
    'labels.byScreen',
    { scrId: 'LOGIN' },
    {
      setup: () => addOwnerLabel(t.owners.teamspace, 'LOGIN', 'TITLE', 'TeamSpace secret title'),
      hidden: 'TeamSpace secret title',
    },
  );
});

describe('codeLists.values', () => {
  it('answers the values of a list in order', async () => {
    const key = await t.login('acme');
    for (const code of ['CLOUD_PROVIDER', 'DATA_TYPE', 'PROMO_REFERRAL_ERROR_MSG']) {
      const list = CODE_LISTS.find((l) => l.code === code)!;
      const res = await t.call('codeLists.values', { code }, key);
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual(list.values.map(([c, value]) => ({ code: c, value })));
    }
  });

  it('orders by the numeric order, not as text, and translates values with an English fallback', async () => {
    const [list] = await t.rows<{ id: number }>(
      sql`select id from code_lists where owner_id = ${t.owners.platform} and code = 'ACCESS_TYPE'`,
    );
    await t.db.execute(
      sql`insert into code_values (list_id, code, value, order_by) values (${list!.id}, 'INTERNAL', 'Internal', 10)`,
    );
    const [pub] = await t.rows<{ id: number }>(
      sql`select id from code_values where list_id = ${list!.id} and code = 'PUBLIC'`,
    );
    await t.db.execute(
      sql`insert into code_value_translations (value_id, lang, text) values (${pub!.id}, 'FR', 'Public (FR)')`,
    );
    const key = await t.login('acme');
    const en = await t.call('codeLists.values', { code: 'access_type' }, key);
    expect(en.body.result.map((v: { code: string }) => v.code)).toEqual([
      'PUBLIC',
      'PRIVATE',
      'RESTRICTED',
      'INTERNAL',
    ]);
    const fr = await t.call('codeLists.values', { code: 'ACCESS_TYPE', lang: 'FR' }, key);
    expect(fr.body.result).toEqual([
      { code: 'PUBLIC', value: 'Public (FR)' },
      { code: 'PRIVATE', value: 'Private' },
      { code: 'RESTRICTED', value: 'Restricted' },
      { code: 'INTERNAL', value: 'Internal' },
    ]);
  });

  it("uses an owner's own list instead of the platform's", async () => {
    const [list] = await t.rows<{ id: number }>(
      sql`insert into code_lists (owner_id, code, title) values (${t.owners.acme}, 'CLASS_TYPE', 'Acme classes') returning id`,
    );
    await t.db.execute(
      sql`insert into code_values (list_id, code, value, order_by) values (${list!.id}, 'B', 'Beta', 2), (${list!.id}, 'A', 'Alpha', 1)`,
    );
    const acme = await t.call('codeLists.values', { code: 'CLASS_TYPE' }, await t.login('acme'));
    expect(acme.body.result).toEqual([
      { code: 'A', value: 'Alpha' },
      { code: 'B', value: 'Beta' },
    ]);
    const ts = await t.call('codeLists.values', { code: 'CLASS_TYPE' }, await t.login('teamspace'));
    expect(ts.body.result.map((v: { code: string }) => v.code)).toEqual([
      'CLASS_DATA',
      'CLASS_AI',
      'CLASS_INTERNAL',
    ]);
  });

  it('answers an empty list for an unknown code', async () => {
    const res = await t.call('codeLists.values', { code: 'NO_SUCH_LIST' }, await t.login('acme'));
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([]);
  });

  it('refuses a malformed code with 400', async () => {
    const key = await t.login('acme');
    for (const body of [{ code: '' }, { code: 'cloud provider' }, {}, { code: 12 }]) {
      const res = await t.unchanged(() => t.call('codeLists.values', body, key));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors)).toEqual(['code']);
    }
  });

  itReadsOnlyOwnOwner(t, 'codeLists.values', { code: 'CLOUD_PROVIDER' });
});

describe('languages.ofOwner', () => {
  it("answers the owner's languages, English first", async () => {
    const res = await t.call('languages.ofOwner', {}, await t.login('acme'));
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      { id: expect.any(Number), code: 'EN', language: 'English' },
      { id: expect.any(Number), code: 'FR', language: 'French' },
    ]);
  });

  it('lets PM staff read any owner', async () => {
    const [de] = await t.rows<{ id: number }>(sql`select id from languages where code = 'DE'`);
    await t.db.execute(
      sql`insert into owner_languages (owner_id, language_id) values (${t.owners.teamspace}, ${de!.id})`,
    );
    const res = await t.call('languages.ofOwner', { ownerId: t.owners.teamspace }, await t.login('platform'));
    // English first, then by name: French before German.
    expect(res.body.result.map((l: { code: string }) => l.code)).toEqual(['EN', 'FR', 'DE']);
  });

  it('refuses a malformed owner id with 400', async () => {
    const key = await t.login('acme');
    const res = await t.refused(400, 'languages.ofOwner', { ownerId: 0 }, key);
    expect(res.body.error.fieldErrors.ownerId).toBeDefined();
  });

  itReadsOnlyOwnOwner(t, 'languages.ofOwner', {});
});
