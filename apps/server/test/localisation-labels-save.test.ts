import { describe, expect, it } from 'vitest';
import { DEFAULT_LABELS } from '@console/contract';
import { countRows, translated } from './helpers/localisation-fixtures';
import { useLogins } from './helpers/use-logins';
import { labelFixtures } from './helpers/label-fixtures';
import { useApi } from './helpers/api';

const t = useApi();
const { label, platformLabelId, byScreen, saveFromOwner } = labelFixtures(t);
const keys = useLogins(t, 'platform', 'acme', 'teamspace', 'staff');

describe('labels.save', () => {
  it('creates a label with upper-cased trimmed codes and its translations, shown on its screen at once', async () => {
    const before = await t.lastAuditId();
    const res = await t.call(
      'labels.save',
      label({
        screenCode: ' own_list ',
        labelCode: ' new_caption ',
        orderNumber: '12.5',
        text: 'New caption',
        translations: [{ lang: 'FR', text: 'Nouvelle légende' }],
      }),
      keys.platform,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Successfully Created', id: expect.any(Number) });
    const info = await t.ok('labels.info', { id: res.body.id }, keys.platform);
    expect(info).toMatchObject({ screenCode: 'OWN_LIST', labelCode: 'NEW_CAPTION', orderNumber: '12.5' });
    expect((await byScreen(keys.acme, 'OWN_LIST')).NEW_CAPTION).toBe('New caption');
    expect((await byScreen(keys.acme, 'OWN_LIST', 'FR')).NEW_CAPTION).toBe('Nouvelle légende');
    const audit = await t.auditAfter(before);
    expect(audit.map((a) => [a.action, a.target_type])).toEqual([['labels.save', 'label']]);
  });

  it('updates a label and removes the translation rows the form no longer sends', async () => {
    const translations = translated(['FR', 'Un'], ['DE', 'Eins']);
    const { id } = await t.ok('labels.save', label({ translations }), keys.platform);
    const res = await t.ok(
      'labels.save',
      { ...label({ text: 'Changed', translations: [{ lang: 'DE', text: 'Zwei' }] }), id },
      keys.platform,
    );
    expect(res).toEqual({ message: 'Successfully Updated', id });
    const info = await t.ok('labels.info', { id }, keys.platform);
    expect(info.text).toBe('Changed');
    expect(info.translations).toEqual([{ lang: 'DE', text: 'Zwei' }]);
    await t.ok('labels.save', { ...label(), id, translations: [] }, keys.platform);
    expect(await countRows(t, 'label_translations', `label_id = ${id}`)).toBe(0);
  });

  it("saving a platform label for an owner makes the owner's own copy; other owners keep the platform's", async () => {
    const platformId = await platformLabelId('MENU', 'LOGOUT');
    const res = await saveFromOwner(keys.platform, t.owners.acme, 'MENU', 'LOGOUT', {
      screenName: 'Header, Menu and Footer',
      text: 'Leave Acme',
    });
    expect(res.id).not.toBe(platformId);
    expect((await byScreen(keys.acme, 'MENU')).LOGOUT).toBe('Leave Acme');
    expect((await byScreen(keys.teamspace, 'MENU')).LOGOUT).toBe(DEFAULT_LABELS.MENU.LOGOUT);
    const platformInfo = await t.ok('labels.info', { id: platformId }, keys.platform);
    expect(platformInfo.text).toBe(DEFAULT_LABELS.MENU.LOGOUT);
    const list = await t.ok(
      'labels.list',
      { ownerId: t.owners.acme, screenCode: 'MENU', search: 'LOGOUT' },
      keys.platform,
    );
    expect(list.rows).toEqual([expect.objectContaining({ id: res.id, source: 'owner', text: 'Leave Acme' })]);
    // Saving the platform row again from acme updates acme's copy instead of clashing.
    const again = await saveFromOwner(keys.platform, t.owners.acme, 'MENU', 'LOGOUT', { text: 'Bye' });
    expect(again.id).toBe(res.id);
  });

  it('answers LABEL_CODE_EXIST (409, on labelCode) for a code the screen already has, changing nothing', async () => {
    const first = label();
    const { id } = await t.ok('labels.save', first, keys.platform);
    const other = await t.ok('labels.save', label(), keys.platform);
    for (const body of [
      { ...label(), labelCode: first.labelCode.toLowerCase() },
      { ...first, id: other.id },
    ]) {
      const res = await t.refused(409, 'labels.save', body, keys.platform);
      expect(res.body.error).toMatchObject({
        code: 'LABEL_CODE_EXIST',
        fieldErrors: { labelCode: ['Label Already Exists'] },
      });
    }
    // The same code on another screen or for another owner is fine.
    await t.ok('labels.save', { ...first, screenCode: 'OTHER_SCREEN' }, keys.platform);
    await t.ok('labels.save', { ...first, ownerId: t.owners.acme }, keys.platform);
    expect(id).toBeGreaterThan(0);
  });

  it('refuses bad input with 400 and the messages of the spec, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ ...label(), screenName: ' ' }, { screenName: ['Screen name is required'] }],
      [{ ...label(), screenCode: '' }, { screenCode: ['Screen code is required'] }],
      [{ ...label(), labelCode: '' }, { labelCode: ['Label code is required'] }],
      [{ ...label(), orderNumber: '' }, { orderNumber: ['Order is required'] }],
      [{ ...label(), orderNumber: '1.2.3' }, { orderNumber: ['Digits and at most one dot'] }],
      [{ ...label(), orderNumber: '1a' }, { orderNumber: ['Digits and at most one dot'] }],
      [{ ...label(), text: '' }, { text: ['English text is required'] }],
      [{ ...label(), labelCode: 'WITH SPACE' }, { labelCode: ['Letters, digits and _ only'] }],
      [
        { ...label(), translations: translated(['FR', 'a'], ['fr', 'b']) },
        { 'translations.1.lang': ['Each language only once'] },
      ],
      [
        { ...label(), translations: [{ lang: 'EN', text: 'a' }] },
        { 'translations.0.lang': ['English is the text of the form itself'] },
      ],
      [
        { ...label(), translations: [{ lang: 'FR', text: ' ' }] },
        { 'translations.0.text': ['Text is required'] },
      ],
      [
        { ...label(), translations: [{ lang: 'XX', text: 'x' }] },
        { 'translations.0.lang': ['Unknown language'] },
      ],
      [{ ...label(), id: -1 }, { id: expect.any(Array) as unknown as string[] }],
      [{ ...label(), effectAllOwners: 'yes' }, { effectAllOwners: expect.any(Array) as unknown as string[] }],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await t.unchanged(() => t.call('labels.save', body, keys.platform));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fieldErrors).toEqual(fieldErrors);
    }
  });

  it("answers 404 for another tenant's label id and for a label of no owner, changing nothing", async () => {
    const { id } = await t.ok('labels.save', { ...label(), ownerId: t.owners.teamspace }, keys.platform);
    for (const body of [
      { ...label(), id, ownerId: t.owners.acme },
      { ...label(), id: 2_000_000_000 },
    ]) {
      await t.refused(404, 'labels.save', body, keys.platform);
    }
  });

  it('is refused to owner administrators (403), changing nothing', async () => {
    for (const key of [keys.acme, keys.teamspace]) {
      await t.refused(403, 'labels.save', label(), key);
    }
  });
});

describe("labels.save with 'Effect All Owners'", () => {
  it('is refused (403) to PM staff who are not the super administrator, changing nothing', async () => {
    const ok200 = await t.call('labels.save', label(), keys.staff);
    expect(ok200.status).toBe(200);
    const res = await t.refused(403, 'labels.save', { ...label(), effectAllOwners: true }, keys.staff);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('applies a change to every owner, overrides included, when the super administrator asks', async () => {
    // Acme overrides the caption; teamspace inherits it.
    await t.ok(
      'labels.save',
      {
        ...label({ screenCode: 'OWNER_SET', labelCode: 'HEADING', text: 'Acme settings' }),
        ownerId: t.owners.acme,
      },
      keys.platform,
    );
    const res = await t.ok(
      'labels.save',
      {
        ...label({
          screenCode: 'OWNER_SET',
          screenName: 'Owner Settings',
          labelCode: 'HEADING',
          text: 'Settings of the owner',
          translations: [{ lang: 'FR', text: 'Réglages' }],
        }),
        id: await platformLabelId('OWNER_SET', 'HEADING'),
        effectAllOwners: true,
      },
      keys.platform,
    );
    expect(res.message).toBe('Successfully Updated');
    for (const key of [keys.platform, keys.acme, keys.teamspace]) {
      expect((await byScreen(key, 'OWNER_SET')).HEADING).toBe('Settings of the owner');
      expect((await byScreen(key, 'OWNER_SET', 'FR')).HEADING).toBe('Réglages');
    }
  });

  it('creates a label for every owner from any owner the super administrator acts on', async () => {
    await t.ok(
      'labels.save',
      {
        ...label({ screenCode: 'NEW_SCREEN', labelCode: 'EVERYWHERE', text: 'Everywhere' }),
        ownerId: t.owners.acme,
        effectAllOwners: true,
      },
      keys.platform,
    );
    for (const key of [keys.platform, keys.acme, keys.teamspace])
      expect((await byScreen(key, 'NEW_SCREEN')).EVERYWHERE).toBe('Everywhere');
  });

  it('changes nothing at all when one owner cannot take the change (one transaction)', async () => {
    // Teamspace has both codes: renaming the platform's A to B clashes there.
    const a = await t.ok('labels.save', label({ screenCode: 'CLASH', labelCode: 'A' }), keys.platform);
    await t.ok(
      'labels.save',
      { ...label({ screenCode: 'CLASH', labelCode: 'A' }), ownerId: t.owners.teamspace },
      keys.platform,
    );
    await t.ok(
      'labels.save',
      { ...label({ screenCode: 'CLASH', labelCode: 'B' }), ownerId: t.owners.teamspace },
      keys.platform,
    );
    const res = await t.refused(
      409,
      'labels.save',
      { ...label({ screenCode: 'CLASH', labelCode: 'B' }), id: a.id, effectAllOwners: true },
      keys.platform,
    );
    expect(res.body.error.code).toBe('LABEL_CODE_EXIST');
  });
});
