import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS } from '@console/contract';
import { countRows, ok } from './helpers/localisation-fixtures';
import { auditRowsAfter, call, expectUnchanged, lastAuditId, useTestApp } from './helpers/test-app';
import { useLogins } from './helpers/use-logins';
import { labelFixtures } from './helpers/label-fixtures';

const t = useTestApp();
const { label, platformLabelId, byScreen } = labelFixtures(t);
const keys = useLogins(t, 'platform', 'acme', 'teamspace');

describe('labels.list', () => {
  it("shows an owner its own labels and the platform's it inherits, with their source", async () => {
    const own = await ok(
      t.app,
      'labels.save',
      { ...label({ screenCode: 'LOGIN', labelCode: 'ACME_ONLY' }), ownerId: t.owners.acme },
      keys.platform,
    );
    const res = await ok(
      t.app,
      'labels.list',
      { ownerId: t.owners.acme, screenCode: 'LOGIN', pageSize: 100 },
      keys.platform,
    );
    expect(res.total).toBe(Object.keys(DEFAULT_LABELS.LOGIN).length + 1);
    const mine = res.rows.find((r: { id: number }) => r.id === own.id);
    expect(mine).toMatchObject({
      source: 'owner',
      screenCode: 'LOGIN',
      labelCode: 'ACME_ONLY',
      screenName: 'Test screen',
    });
    const title = res.rows.find((r: { labelCode: string }) => r.labelCode === 'TITLE');
    expect(title).toMatchObject({
      source: 'platform',
      text: DEFAULT_LABELS.LOGIN.TITLE,
      screenName: 'Login',
    });
    expect(typeof title.dateUpdated).toBe('string');
    // The platform itself sees only its own rows; teamspace does not see acme's.
    const own2 = await ok(t.app, 'labels.list', { screenCode: 'LOGIN', pageSize: 100 }, keys.platform);
    expect(own2.rows.every((r: { source: string }) => r.source === 'owner')).toBe(true);
    expect(own2.total).toBe(Object.keys(DEFAULT_LABELS.LOGIN).length);
    const ts = await ok(
      t.app,
      'labels.list',
      { ownerId: t.owners.teamspace, search: 'ACME_ONLY' },
      keys.platform,
    );
    expect(ts.total).toBe(0);
  });

  it('pages, searches codes, names and text, and sorts on the server', async () => {
    const page = await ok(
      t.app,
      'labels.list',
      { page: 1, pageSize: 5, sortField: 'labelCode', sortDirection: 'desc' },
      keys.platform,
    );
    expect(page.rows).toHaveLength(5);
    const all = await ok(
      t.app,
      'labels.list',
      { pageSize: 100, sortField: 'labelCode', sortDirection: 'desc' },
      keys.platform,
    );
    expect(page.total).toBe(all.total);
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual(
      all.rows.slice(5, 10).map((r: { id: number }) => r.id),
    );
    const codes = all.rows.map((r: { labelCode: string }) => r.labelCode);
    expect(codes).toEqual([...codes].sort().reverse());

    const byText = await ok(t.app, 'labels.list', { search: 'sign in to the', pageSize: 100 }, keys.platform);
    expect(byText.rows.map((r: { labelCode: string }) => r.labelCode)).toEqual(['TITLE']);
    const byName = await ok(t.app, 'labels.list', { search: 'owner listing', pageSize: 100 }, keys.platform);
    expect(byName.total).toBe(Object.keys(DEFAULT_LABELS.OWN_LIST).length);
    // Wildcards are searched for as themselves.
    expect((await ok(t.app, 'labels.list', { search: '%' }, keys.platform)).total).toBe(0);
    const past = await ok(t.app, 'labels.list', { page: 999, pageSize: 50 }, keys.platform);
    expect(past).toEqual({ rows: [], total: all.total > 100 ? expect.any(Number) : all.total });
  });

  it('orders by the numeric order number by default within a screen', async () => {
    const res = await ok(t.app, 'labels.list', { screenCode: 'LOGIN', pageSize: 100 }, keys.platform);
    expect(res.rows.map((r: { labelCode: string }) => r.labelCode)).toEqual(
      Object.keys(DEFAULT_LABELS.LOGIN),
    );
  });

  it('refuses bad paging and sorting with 400 and field errors', async () => {
    for (const [body, field] of [
      [{ pageSize: 101 }, 'pageSize'],
      [{ page: -1 }, 'page'],
      [{ sortField: 'password' }, 'sortField'],
      [{ sortDirection: 'up' }, 'sortDirection'],
      [{ search: 7 }, 'search'],
      [{ ownerId: 'x' }, 'ownerId'],
    ] as const) {
      const res = await call(t.app, 'labels.list', body, keys.platform);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors)).toEqual([field]);
    }
  });

  it('answers 400, never 500, for ids beyond the database integer range and NUL characters', async () => {
    for (const [name, body, field] of [
      ['labels.list', { ownerId: 3_000_000_000 }, 'ownerId'],
      ['labels.byScreen', { scrId: 'LOGIN', ownerId: 3_000_000_000 }, 'ownerId'],
      ['labels.info', { id: 3_000_000_000 }, 'id'],
      ['labels.delete', { ids: [3_000_000_000] }, 'ids.0'],
      // PostgreSQL text cannot hold NUL: refused as input.
      ['labels.list', { search: 'a\u0000b' }, 'search'],
      ['labels.save', { ...label(), description: 'a\u0000' }, 'description'],
    ] as const) {
      const res = await call(t.app, name, body, keys.platform);
      expect(res.status, name).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors), name).toEqual([field]);
    }
  });

  it('is for PM staff: owner administrators get 403, an unknown owner 404', async () => {
    expect((await call(t.app, 'labels.list', {}, keys.acme)).status).toBe(403);
    expect((await call(t.app, 'labels.list', {}, keys.teamspace)).status).toBe(403);
    expect((await call(t.app, 'labels.list', { ownerId: 999999 }, keys.platform)).status).toBe(404);
  });
});

describe('labels.info', () => {
  it('answers a label with its translations, and a platform label from an owner with source platform', async () => {
    const { id } = await ok(
      t.app,
      'labels.save',
      label({
        translations: [
          { lang: 'de', text: 'Hallo' },
          { lang: 'FR', text: 'Salut' },
        ],
      }),
      keys.platform,
    );
    const info = await ok(t.app, 'labels.info', { id }, keys.platform);
    expect(info).toMatchObject({
      id,
      source: 'owner',
      ownerId: t.owners.platform,
      screenCode: 'TEST_SCREEN',
    });
    expect(info.translations).toEqual([
      { lang: 'DE', text: 'Hallo' },
      { lang: 'FR', text: 'Salut' },
    ]);
    const fromAcme = await ok(t.app, 'labels.info', { id, ownerId: t.owners.acme }, keys.platform);
    expect(fromAcme.source).toBe('platform');
  });

  it("answers 404 for another tenant's label and for an unknown id", async () => {
    const { id } = await ok(t.app, 'labels.save', { ...label(), ownerId: t.owners.teamspace }, keys.platform);
    expect((await call(t.app, 'labels.info', { id, ownerId: t.owners.acme }, keys.platform)).status).toBe(
      404,
    );
    expect((await call(t.app, 'labels.info', { id: 2_000_000_000 }, keys.platform)).status).toBe(404);
    const bad = await call(t.app, 'labels.info', { id: 0 }, keys.platform);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors.id).toBeDefined();
    expect((await call(t.app, 'labels.info', { id }, keys.acme)).status).toBe(403);
  });
});

describe('labels.delete', () => {
  it('deletes labels with their translations', async () => {
    const one = await ok(
      t.app,
      'labels.save',
      label({ translations: [{ lang: 'FR', text: 'x' }] }),
      keys.platform,
    );
    const two = await ok(t.app, 'labels.save', label(), keys.platform);
    const before = await lastAuditId(t.db);
    const res = await ok(t.app, 'labels.delete', { ids: [one.id, two.id, one.id] }, keys.platform);
    expect(res).toEqual({ message: 'Successfully Deleted', deleted: 2 });
    expect(await countRows(t, 'labels', `id in (${one.id}, ${two.id})`)).toBe(0);
    expect(await countRows(t, 'label_translations', `label_id = ${one.id}`)).toBe(0);
    expect((await auditRowsAfter(t.db, before)).length).toBe(1);
  });

  it("deleting an owner's override brings back the platform's label", async () => {
    const platformId = await platformLabelId('MENU', 'HELP');
    const copy = await ok(
      t.app,
      'labels.save',
      {
        ...label({ screenCode: 'MENU', labelCode: 'HELP', text: 'Acme help' }),
        id: platformId,
        ownerId: t.owners.acme,
      },
      keys.platform,
    );
    expect((await byScreen(keys.acme, 'MENU')).HELP).toBe('Acme help');
    await ok(t.app, 'labels.delete', { ids: [copy.id], ownerId: t.owners.acme }, keys.platform);
    expect((await byScreen(keys.acme, 'MENU')).HELP).toBe(DEFAULT_LABELS.MENU.HELP);
  });

  it("answers 404 for a platform label from another owner, another tenant's label or an unknown id, deleting nothing", async () => {
    const mine = await ok(t.app, 'labels.save', { ...label(), ownerId: t.owners.acme }, keys.platform);
    const theirs = await ok(t.app, 'labels.save', { ...label(), ownerId: t.owners.teamspace }, keys.platform);
    const platformId = await platformLabelId('LOGIN', 'TITLE');
    for (const ids of [[platformId], [mine.id, theirs.id], [mine.id, 2_000_000_000]]) {
      const res = await expectUnchanged(t.db, () =>
        call(t.app, 'labels.delete', { ids, ownerId: t.owners.acme }, keys.platform),
      );
      expect(res.status, JSON.stringify(ids)).toBe(404);
    }
  });

  it('refuses an empty or malformed list (400) and owner administrators (403)', async () => {
    for (const ids of [[], ['1'], [0], null]) {
      const res = await expectUnchanged(t.db, () => call(t.app, 'labels.delete', { ids }, keys.platform));
      expect(res.status).toBe(400);
      expect(res.body.error.fieldErrors).toHaveProperty(Array.isArray(ids) && ids.length ? 'ids.0' : 'ids');
    }
    expect((await call(t.app, 'labels.delete', { ids: [1] }, keys.acme)).status).toBe(403);
  });
});

describe('labels by screen after saves', () => {
  it('falls back per label: owner language, platform language, owner English, platform English', async () => {
    const save = (body: object) => ok(t.app, 'labels.save', body, keys.platform);
    await save(
      label({
        screenCode: 'FALLBACK',
        labelCode: 'A',
        text: 'A platform',
        translations: [{ lang: 'DE', text: 'A Plattform' }],
      }),
    );
    await save(
      label({
        screenCode: 'FALLBACK',
        labelCode: 'B',
        text: 'B platform',
        translations: [{ lang: 'DE', text: 'B Plattform' }],
      }),
    );
    await save(label({ screenCode: 'FALLBACK', labelCode: 'C', text: 'C platform' }));
    await save(label({ screenCode: 'FALLBACK', labelCode: 'D', text: 'D platform' }));
    await save({
      ...label({
        screenCode: 'FALLBACK',
        labelCode: 'A',
        text: 'A acme',
        translations: [{ lang: 'DE', text: 'A Acme' }],
      }),
      ownerId: t.owners.acme,
    });
    await save({
      ...label({ screenCode: 'FALLBACK', labelCode: 'B', text: 'B acme' }),
      ownerId: t.owners.acme,
    });
    await save({
      ...label({ screenCode: 'FALLBACK', labelCode: 'C', text: 'C acme' }),
      ownerId: t.owners.acme,
    });
    expect(await byScreen(keys.acme, 'FALLBACK', 'DE')).toEqual({
      A: 'A Acme',
      B: 'B Plattform',
      C: 'C acme',
      D: 'D platform',
    });
    expect(await byScreen(keys.teamspace, 'FALLBACK', 'DE')).toEqual({
      A: 'A Plattform',
      B: 'B Plattform',
      C: 'C platform',
      D: 'D platform',
    });
  });
});
