import { describe, expect, it } from 'vitest';
import type { ErrorSaveInput } from '@console/contract';
import { countRows } from './helpers/localisation-fixtures';
import { usePartnerOwner } from './helpers/partner-owner';
import { useLogins } from './helpers/use-logins';
import { useApi } from './helpers/api';
import { numberedScreenText, screenText } from './helpers/label-fixtures';

const t = useApi();
const keys = useLogins(t, 'platform', 'acme', 'staff');
const partner = usePartnerOwner(t);

const error = numberedScreenText<ErrorSaveInput>((n) => ({
  ...screenText('CREDITEXPIRY', 'Credit Management', n, `Error ${n}`),
  errorCode: `ERR_${n}`,
}));

describe('errors.save, errors.list, errors.info and errors.delete', () => {
  it('creates, lists, reads, updates and deletes error messages with their translations', async () => {
    const before = await t.lastAuditId();
    const created = await t.ok(
      'errors.save',
      error({
        errorCode: ' ledger_note_req ',
        text: 'Amount is required',
        translations: [{ lang: 'FR', text: 'Le montant est obligatoire' }],
      }),
      keys.platform,
    );
    expect(created).toEqual({ message: 'Successfully Created', id: expect.any(Number) });
    const list = await t.ok('errors.list', { search: 'ledger_note' }, keys.platform);
    expect(list.rows).toEqual([
      expect.objectContaining({
        id: created.id,
        source: 'owner',
        screenCode: 'CREDITEXPIRY',
        errorCode: 'LEDGER_NOTE_REQ',
        text: 'Amount is required',
      }),
    ]);
    const info = await t.ok('errors.info', { id: created.id }, keys.platform);
    expect(info.translations).toEqual([{ lang: 'FR', text: 'Le montant est obligatoire' }]);
    const updated = await t.ok(
      'errors.save',
      { ...error({ errorCode: 'LEDGER_NOTE_REQ', text: 'Enter an amount' }), id: created.id },
      keys.platform,
    );
    expect(updated.message).toBe('Successfully Updated');
    expect(await countRows(t, 'error_translations', `error_id = ${created.id}`)).toBe(0);
    // The partner owner inherits it; saving it from the partner makes the partner's own.
    const fromPartner = await t.ok(
      'errors.list',
      { ownerId: partner.id, search: 'LEDGER_NOTE_REQ' },
      keys.platform,
    );
    expect(fromPartner.rows[0]).toMatchObject({ id: created.id, source: 'platform' });
    const copy = await t.ok(
      'errors.save',
      {
        ...error({ errorCode: 'LEDGER_NOTE_REQ', text: 'Partner amount' }),
        id: created.id,
        ownerId: partner.id,
      },
      keys.platform,
    );
    expect(copy.id).not.toBe(created.id);
    await t.refused(404, 'errors.delete', { ids: [created.id], ownerId: partner.id }, keys.platform);
    expect(await t.ok('errors.delete', { ids: [copy.id], ownerId: partner.id }, keys.platform)).toEqual({
      message: 'Successfully Deleted',
      deleted: 1,
    });
    expect(await t.ok('errors.delete', { ids: [created.id] }, keys.platform)).toEqual({
      message: 'Successfully Deleted',
      deleted: 1,
    });
    expect((await t.call('errors.info', { id: created.id }, keys.platform)).status).toBe(404);
    expect((await t.auditAfter(before)).map((a) => a.action)).toEqual([
      'errors.save',
      'errors.save',
      'errors.save',
      'errors.delete',
      'errors.delete',
    ]);
  });

  it('answers ERROR_CODE_EXIST (409 on errorCode) for a code the screen already has', async () => {
    const first = error();
    await t.ok('errors.save', first, keys.platform);
    const res = await t.refused(
      409,
      'errors.save',
      { ...error(), errorCode: first.errorCode },
      keys.platform,
    );
    expect(res.body.error).toMatchObject({
      code: 'ERROR_CODE_EXIST',
      fieldErrors: { errorCode: ['Error Code Already Exists'] },
    });
  });

  it('refuses bad input with 400 and the spec messages', async () => {
    const res = await t.refused(
      400,
      'errors.save',
      { screenCode: '', screenName: '', errorCode: '', orderNumber: 'x', text: '' },
      keys.platform,
    );
    expect(res.body.error.fieldErrors).toEqual({
      screenCode: ['Screen code is required'],
      screenName: ['Screen name is required'],
      errorCode: ['Error code is required'],
      orderNumber: ['Digits and at most one dot'],
      text: ['English text is required'],
    });
    for (const name of ['errors.list', 'errors.info', 'errors.delete']) {
      const bad = await t.call(name, { ids: 'x', id: 'x', pageSize: 0 }, keys.platform);
      expect(bad.status, name).toBe(400);
    }
  });

  it("refuses 'Effect All Owners' to anyone but the super administrator, and applies it for them", async () => {
    await t.refused(403, 'errors.save', { ...error(), effectAllOwners: true }, keys.staff);
    const body = error({ screenCode: 'SHARED', errorCode: 'EVERYONE', text: 'For everyone' });
    await t.ok('errors.save', { ...body, effectAllOwners: true }, keys.platform);
    for (const ownerId of [t.owners.acme, t.owners.teamspace]) {
      const res = await t.ok('errors.list', { ownerId, search: 'EVERYONE' }, keys.platform);
      expect(res.rows.map((r: { text: string }) => r.text)).toEqual(['For everyone']);
    }
  });

  it("is for PM staff: owner administrators get 403; another tenant's error is 404", async () => {
    for (const name of ['errors.list', 'errors.info', 'errors.save', 'errors.delete'])
      expect((await t.call(name, {}, keys.acme)).status, name).toBe(403);
    const theirs = await t.ok('errors.save', { ...error(), ownerId: partner.id }, keys.platform);
    expect(
      (await t.call('errors.info', { id: theirs.id, ownerId: t.owners.acme }, keys.platform)).status,
    ).toBe(404);
    expect((await t.call('errors.list', { ownerId: 999999 }, keys.platform)).status).toBe(404);
    await t.refused(
      404,
      'errors.save',
      { ...error(), id: theirs.id, ownerId: t.owners.platform },
      keys.platform,
    );
  });
});
