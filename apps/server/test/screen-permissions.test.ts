import { describe, expect, it } from 'vitest';
import { newMicroservice, idByCode } from './helpers/microservice-fixtures';
import { sql } from './helpers/test-app';
import { useLogins } from './helpers/use-logins';
import { useApi } from './helpers/api';

/** docs/permissions.md: what the menu hides does not open by address, and its calls answer 403. */
const t = useApi();
const keys = useLogins(t, 'platform', 'staff', 'acme', 'teamspace', 'marketing');

async function ids(sqlText: ReturnType<typeof sql>): Promise<number> {
  const [row] = await t.rows<{ id: number }>(sqlText);
  return Number(row!.id);
}

describe('microservices: PM staff and team-space administrators only', () => {
  it('refuses the acme administrator every microservice call with 403, adding and deleting nothing', async () => {
    const basket = await idByCode(t.db, 'BASKETAFF', t.owners.acme);
    const attempts: Array<[string, unknown]> = [
      ['microservices.list', {}],
      ['microservices.info', { id: basket }],
      ['microservices.save', newMicroservice()],
      ['microservices.delete', { ids: [basket] }],
      ['microservices.scalePod', { id: basket, action: 'stop' }],
      ['microservices.catalogue', {}],
    ];
    await t.unchanged(async () => {
      for (const [name, body] of attempts) {
        const res = await t.call(name, body, keys.acme);
        expect(res.status, name).toBe(403);
        expect(res.body.error.code, name).toBe('FORBIDDEN');
      }
    });
  });

  it("lets PM staff manage Acme's microservices, and the team-space administrator its own", async () => {
    const res = await t.ok('microservices.list', { ownerId: t.owners.acme, search: 'basket' }, keys.staff);
    expect(res.rows).toEqual([expect.objectContaining({ code: 'BASKETAFF' })]);
    expect((await t.ok('microservices.list', {}, keys.teamspace)).total).toBeGreaterThan(0);
  });
});

describe('platform-only localisation while PM staff act on a non-PM owner', () => {
  it.each(['platform', 'staff'] as const)(
    'refuses %s every write of Language, Errors and Codes on Acme and TeamSpace with 403',
    async (who) => {
      const de = await ids(sql`select id from languages where code = 'DE'`);
      const en = await ids(sql`select id from languages where code = 'EN'`);
      const accessList = await ids(
        sql`select id from code_lists where owner_id = ${t.owners.platform} and code = 'ACCESS_TYPE'`,
      );
      const publicValue = await ids(
        sql`select id from code_values where list_id = ${accessList} and code = 'PUBLIC'`,
      );
      const error = {
        screenCode: 'MIC_SET',
        screenName: 'Microservices',
        errorCode: 'NEW_ERROR',
        orderNumber: '1',
        text: 'Something went wrong',
        description: '',
        translations: [],
      };
      const writes: Array<[string, Record<string, unknown>]> = [
        ['languages.add', { languageIds: [de] }],
        ['languages.remove', { languageIds: [en] }],
        ['errors.save', error],
        ['errors.delete', { ids: [1] }],
        ['codeLists.save', { code: 'NEW_LIST', title: 'New list' }],
        ['codeLists.delete', { ids: [accessList] }],
        ['codeValues.save', { listId: accessList, code: 'OPEN', value: 'Open', orderBy: '4' }],
        ['codeValues.delete', { ids: [publicValue] }],
        ['subValues.save', { parentId: publicValue, code: 'SUB', value: 'Sub', orderBy: '0' }],
        ['subValues.delete', { ids: [1] }],
      ];
      await t.unchanged(async () => {
        for (const ownerId of [t.owners.acme, t.owners.teamspace])
          for (const [name, body] of writes) {
            const res = await t.call(name, { ...body, ownerId }, keys[who]);
            expect(res.status, `${name} on ${ownerId}`).toBe(403);
            expect(res.body.error.code).toBe('FORBIDDEN');
          }
      });
    },
  );

  it('still lets PM staff read them, and keeps Labels open on every owner', async () => {
    for (const name of ['errors.list', 'codeLists.list', 'labels.list'])
      expect((await t.call(name, { ownerId: t.owners.acme }, keys.staff)).status, name).toBe(200);
    const saved = await t.ok(
      'labels.save',
      {
        ownerId: t.owners.acme,
        screenCode: 'OWNER_SET',
        screenName: 'Owner Settings',
        labelCode: 'ACME_ONLY',
        orderNumber: '1',
        text: 'Acme only',
        description: '',
        translations: [],
      },
      keys.staff,
    );
    expect(saved.message).toBe('Successfully Created');
  });

  it('answers 404, not 403, for an owner that does not exist', async () => {
    const res = await t.call('codeLists.save', { ownerId: 999_999, code: 'X_LIST', title: 'X' }, keys.staff);
    expect(res.status).toBe(404);
  });

  it('refuses an import of errors or code lists for Acme (403) but takes its labels', async () => {
    const header = 'kind,screenCode,screenName,listCode,code,lang,text,order,description';
    for (const record of [
      'error,MIC_SET,Microservices,,NEW_ERR,EN,Oops,1,',
      'codeList,,,NEW_LIST,,EN,New,,',
    ]) {
      for (const name of ['localisation.previewImport', 'localisation.import']) {
        await t.refused(
          403,
          name,
          { format: 'csv', content: `${header}\r\n${record}\r\n`, ownerId: t.owners.acme },
          keys.platform,
        );
      }
    }
    const labels = await t.ok(
      'localisation.previewImport',
      {
        format: 'csv',
        content: `${header}\r\nlabel,OWNER_SET,Owner Settings,,ACME_LABEL,EN,Acme,1,\r\n`,
        ownerId: t.owners.acme,
      },
      keys.platform,
    );
    expect(labels).toMatchObject({ added: 1, errors: [] });
  });
});
