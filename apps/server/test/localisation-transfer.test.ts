import { describe, expect, it } from 'vitest';
import { DEFAULT_ERRORS, DEFAULT_LABELS, RECORD_COLUMNS } from '@console/contract';
import { parseCsv } from '../src/modules/localisation/transfer/csv';
import { usePartnerOwner } from './helpers/partner-owner';
import { useLogins } from './helpers/use-logins';
import { labelFixtures } from './helpers/label-fixtures';
import { useApi } from './helpers/api';
import { screenText } from './helpers/label-fixtures';

const t = useApi();
const keys = useLogins(t, 'platform', 'acme');
const partner = usePartnerOwner(t);
const { byScreen } = labelFixtures(t);

const header = RECORD_COLUMNS.join(',');
const csv = (...lines: string[]) => [header, ...lines].join('\n');

/** Acme's labels as the platform administrator exports them, as CSV. */
const exportAcmeLabels = () =>
  t.ok('localisation.export', { format: 'csv', kinds: ['labels'], ownerId: t.owners.acme }, keys.platform);

describe('localisation.export', () => {
  it('exports labels as CSV, one row per code and language, English first', async () => {
    const res = await exportAcmeLabels();
    expect(res.filename).toMatch(/^localisation-acme-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(res.contentType).toBe('text/csv; charset=utf-8');
    const [head, ...rows] = parseCsv(res.content);
    expect(head).toEqual([...RECORD_COLUMNS]);
    const title = rows.filter((r) => r[1] === 'LOGIN' && r[4] === 'TITLE');
    expect(title).toEqual([
      ['label', 'LOGIN', 'Login', '', 'TITLE', 'EN', DEFAULT_LABELS.LOGIN.TITLE, '1', ''],
      ['label', 'LOGIN', '', '', 'TITLE', 'FR', 'Connexion à la console', '', ''],
    ]);
    expect(rows.every((r) => r[0] === 'label')).toBe(true);
  });

  it('exports errors and code lists with their values as JSON', async () => {
    await t.ok(
      'errors.save',
      {
        ...screenText('CREDITEXPIRY', 'Credits', 1, 'No credit'),
        errorCode: 'NO_CREDIT',
        translations: [{ lang: 'FR', text: 'Pas de crédit' }],
      },
      keys.platform,
    );
    const res = await t.ok(
      'localisation.export',
      { format: 'json', kinds: ['errors', 'codeLists'] },
      keys.platform,
    );
    expect(res.contentType).toBe('application/json');
    const records = JSON.parse(res.content) as Array<Record<string, string>>;
    // The seeded catalogue (one English record per message) and the new error with its translation.
    const catalogue = Object.values(DEFAULT_ERRORS).reduce<number>(
      (n, texts) => n + Object.keys(texts).length,
      0,
    );
    expect(records.filter((r) => r.kind === 'error' && r.lang === 'EN')).toHaveLength(catalogue + 1);
    expect(records.filter((r) => r.kind === 'error' && r.code === 'NO_CREDIT')).toEqual([
      {
        kind: 'error',
        screenCode: 'CREDITEXPIRY',
        screenName: 'Credits',
        listCode: '',
        code: 'NO_CREDIT',
        lang: 'EN',
        text: 'No credit',
        order: '1',
        description: '',
      },
      {
        kind: 'error',
        screenCode: 'CREDITEXPIRY',
        screenName: '',
        listCode: '',
        code: 'NO_CREDIT',
        lang: 'FR',
        text: 'Pas de crédit',
        order: '',
        description: '',
      },
    ]);
    expect(records).toContainEqual({
      kind: 'codeList',
      screenCode: '',
      screenName: '',
      listCode: 'ACCESS_TYPE',
      code: '',
      lang: 'EN',
      text: 'Access types',
      order: '',
      description: '',
    });
    expect(records).toContainEqual({
      kind: 'codeValue',
      screenCode: '',
      screenName: '',
      listCode: 'ACCESS_TYPE',
      code: 'PRIVATE',
      lang: 'EN',
      text: 'Private',
      order: '2',
      description: '',
    });
    expect(records.some((r) => r.kind === 'label')).toBe(false);
  });

  it('guards cells a spreadsheet would run as formulas, and reads them back unchanged', async () => {
    await t.ok(
      'labels.save',
      { ...screenText('GUARD', 'Guard', 1, '=HYPERLINK("x")'), labelCode: 'F' },
      keys.platform,
    );
    const res = await t.ok('localisation.export', { format: 'csv', kinds: ['labels'] }, keys.platform);
    expect(res.content).toContain(`"'=HYPERLINK(""x"")"`);
    const preview = await t.ok(
      'localisation.previewImport',
      { format: 'csv', content: res.content },
      keys.platform,
    );
    expect(preview).toMatchObject({ added: 0, changed: 0, errors: [] });
  });

  it('refuses bad input (400) and owner administrators (403)', async () => {
    for (const body of [
      { format: 'xml', kinds: ['labels'] },
      { format: 'csv', kinds: [] },
      { format: 'csv', kinds: ['labels', 'labels'] },
      { format: 'csv', kinds: ['users'] },
    ]) {
      const res = await t.call('localisation.export', body, keys.platform);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await t.call('localisation.export', { format: 'csv', kinds: ['labels'] }, keys.acme)).status,
    ).toBe(403);
  });
});

describe('localisation.previewImport and localisation.import', () => {
  it('previews an edited export (added, changed, unchanged) without writing, then imports it', async () => {
    const exported = await exportAcmeLabels();
    const edited = exported.content
      .replace('TITLE,FR,Connexion à la console', 'TITLE,FR,Bienvenue chez Acme')
      .concat('label,LOGIN,,,TITLE,DE,Anmelden bei Acme,,\r\n')
      .concat('label,NEW_SCREEN,New screen,,HELLO,EN,Hello,1,A greeting\r\n');
    const preview = await t.refused(
      200,
      'localisation.previewImport',
      { format: 'csv', content: edited, ownerId: t.owners.acme },
      keys.platform,
    );
    const lines = exported.content.trim().split('\r\n').length - 1;
    expect(preview.body).toMatchObject({
      added: 2,
      changed: 1,
      unchanged: lines - 1,
      errors: [],
      rowsTruncated: false,
    });
    expect(preview.body.rows).toEqual([
      {
        row: expect.any(Number),
        kind: 'label',
        key: 'LOGIN.TITLE',
        lang: 'FR',
        status: 'changed',
        before: 'Connexion à la console',
        after: 'Bienvenue chez Acme',
      },
      {
        row: lines + 1,
        kind: 'label',
        key: 'LOGIN.TITLE',
        lang: 'DE',
        status: 'added',
        before: null,
        after: 'Anmelden bei Acme',
      },
      {
        row: lines + 2,
        kind: 'label',
        key: 'NEW_SCREEN.HELLO',
        lang: 'EN',
        status: 'added',
        before: null,
        after: 'Hello',
      },
    ]);

    const before = await t.lastAuditId();
    const res = await t.ok(
      'localisation.import',
      { format: 'csv', content: edited, ownerId: t.owners.acme },
      keys.platform,
    );
    expect(res).toEqual({ message: 'Successfully Imported', added: 2, changed: 1, unchanged: lines - 1 });
    expect((await t.auditAfter(before)).map((a) => a.action)).toEqual(['localisation.import']);
    // Acme gets its own copy of LOGIN.TITLE (translations included); the platform's stays as it was.
    expect((await byScreen(keys.acme, 'LOGIN', 'FR')).TITLE).toBe('Bienvenue chez Acme');
    expect((await byScreen(keys.acme, 'LOGIN', 'DE')).TITLE).toBe('Anmelden bei Acme');
    expect((await byScreen(keys.platform, 'LOGIN', 'FR')).TITLE).toBe('Connexion à la console');
    expect((await byScreen(keys.acme, 'NEW_SCREEN', 'EN')).HELLO).toBe('Hello');
    const list = await t.ok(
      'labels.list',
      { ownerId: t.owners.acme, screenCode: 'LOGIN', search: 'TITLE' },
      keys.platform,
    );
    expect(list.rows).toEqual([expect.objectContaining({ source: 'owner', labelCode: 'TITLE' })]);
    const info = await t.ok('labels.info', { id: list.rows[0].id, ownerId: t.owners.acme }, keys.platform);
    expect(info.translations.map((tr: { lang: string }) => tr.lang)).toEqual(['DE', 'FR']);
    // Importing the same file again changes nothing.
    const again = await t.ok(
      'localisation.previewImport',
      { format: 'csv', content: edited, ownerId: t.owners.acme },
      keys.platform,
    );
    expect(again).toMatchObject({ added: 0, changed: 0, rows: [] });
  });

  it('imports code lists and values from JSON, copying a platform list for the owner', async () => {
    const content = JSON.stringify([
      { kind: 'codeList', listCode: 'colours', lang: 'EN', text: 'Colours', description: 'Paint' },
      { kind: 'codeValue', listCode: 'COLOURS', code: 'red', lang: 'EN', text: 'Red', order: 1 },
      { kind: 'codeValue', listCode: 'COLOURS', code: 'RED', lang: 'fr', text: 'Rouge' },
      { kind: 'codeValue', listCode: 'ACCESS_TYPE', code: 'PUBLIC', lang: 'FR', text: 'Publique' },
    ]);
    const preview = await t.ok(
      'localisation.previewImport',
      { format: 'json', content, ownerId: partner.id },
      keys.platform,
    );
    expect(preview).toMatchObject({ added: 4, changed: 0, unchanged: 0, errors: [] });
    await t.ok('localisation.import', { format: 'json', content, ownerId: partner.id }, keys.platform);
    expect((await t.ok('codeLists.values', { code: 'COLOURS', lang: 'FR' }, partner.key)).result).toEqual([
      { code: 'RED', value: 'Rouge' },
    ]);
    expect(
      (await t.ok('codeLists.values', { code: 'ACCESS_TYPE', lang: 'FR' }, partner.key)).result[0],
    ).toEqual({ code: 'PUBLIC', value: 'Publique' });
    const platformValues = await t.ok('codeLists.values', { code: 'ACCESS_TYPE', lang: 'FR' }, keys.platform);
    expect(platformValues.result[0]).toEqual({ code: 'PUBLIC', value: 'Public' });
  });

  it('names the row of every bad record, and imports nothing when there is one', async () => {
    const content = csv(
      'label,LOGIN,Login,,TITLE,EN,Fine,1,',
      'label,LOGIN,,,TITLE,XX,Nope,,',
      'label,,Login,,TITLE,EN,No screen,1,',
      'label,LOGIN,Login,,BAD CODE,EN,x,1,',
      'label,LOGIN,Login,,ORDERED,EN,x,1.2.3,',
      'widget,LOGIN,,,TITLE,EN,x,,',
      'label,LOGIN,Login,,TITLE,EN,Twice,1,',
      'label,NOWHERE,,,MISSING,FR,Orphan,,',
      'codeValue,,,NO_LIST,A,EN,A,1,',
      'codeList,,,LIST,,FR,Liste,,',
    );
    const preview = await t.refused(
      200,
      'localisation.previewImport',
      { format: 'csv', content },
      keys.platform,
    );
    expect(preview.body.errors).toEqual([
      { row: 2, message: "Row 2: lang: 'XX' is not a language of the catalogue" },
      { row: 3, message: 'Row 3: screenCode: Screen code is required' },
      { row: 4, message: 'Row 4: code: Letters, digits and _ only' },
      { row: 5, message: 'Row 5: order: Digits and at most one dot' },
      { row: 6, message: 'Row 6: kind must be one of label, error, codeList, codeValue' },
      { row: 7, message: 'Row 7: repeats row 1' },
      { row: 8, message: 'Row 8: NOWHERE.MISSING does not exist and the file has no English record for it' },
      {
        row: 9,
        message: 'Row 9: code list NO_LIST does not exist and the file has no codeList record for it',
      },
      { row: 10, message: 'Row 10: a code list record is written in English (lang EN)' },
    ]);
    const res = await t.refused(400, 'localisation.import', { format: 'csv', content }, keys.platform);
    expect(res.body.error.code).toBe('INVALID_INPUT');
    expect(res.body.error.fieldErrors.content[0]).toBe(
      "Row 2: lang: 'XX' is not a language of the catalogue",
    );
    expect(res.body.error.fieldErrors.content).toHaveLength(9);
  });

  it('reports a file it cannot read as row 0 or the row where it breaks', async () => {
    const cases: Array<['csv' | 'json', string, { row: number; message: string | RegExp }]> = [
      ['json', '{"kind":', { row: 0, message: /^The file is not valid JSON/ }],
      ['json', '{"kind":"label"}', { row: 0, message: 'The file must hold a JSON array of records' }],
      ['json', '[{"kind":"label","text":["x"]}]', { row: 1, message: /^Row 1: text: / }],
      [
        'csv',
        'kind,code,lang,text,colour\nlabel,A,EN,x,red',
        { row: 0, message: /^The header has unknown columns colour/ },
      ],
      ['csv', 'kind,code\nlabel,A', { row: 0, message: /missing columns lang, text/ }],
      [
        'csv',
        csv('label,LOGIN,Login,,TITLE,EN,"never closed,1,'),
        { row: 1, message: 'Row 1: a quoted field is not closed' },
      ],
      [
        'csv',
        csv('label,LOGIN,Login,,TITLE,EN,x,1,,extra'),
        { row: 1, message: 'Row 1: 10 fields where the header has 9' },
      ],
      ['csv', header, { row: 0, message: 'The file has no records' }],
      [
        'json',
        '[{"kind":"label","screenCode":"AB","screenName":"x","code":"A","lang":"EN","text":"x\\u0000","order":"1"}]',
        { row: 1, message: 'Row 1: text: Invalid character' },
      ],
    ];
    for (const [format, content, error] of cases) {
      const res = await t.ok('localisation.previewImport', { format, content }, keys.platform);
      expect(res.errors, content).toEqual([
        { row: error.row, message: expect.stringMatching(error.message) },
      ]);
    }
  });

  it('refuses bad input (400) and owner administrators (403)', async () => {
    for (const body of [
      { format: 'csv', content: '' },
      { format: 'xls', content: 'x' },
      { format: 'csv' },
      { format: 'csv', content: 'x'.repeat(900_001) },
    ]) {
      const res = await t.refused(400, 'localisation.import', body, keys.platform);
      expect(res.body.error.fieldErrors).toBeDefined();
    }
    for (const name of ['localisation.previewImport', 'localisation.import'])
      expect((await t.call(name, { format: 'csv', content: header }, keys.acme)).status).toBe(403);
  });
});
