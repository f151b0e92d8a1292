import { describe, expect, it } from 'vitest';
import { LANGUAGE_CATALOGUE_SIZE } from '@console/contract';
import { sql } from './helpers/test-app';
import { usePartnerOwner } from './helpers/partner-owner';
import { useLogins } from './helpers/use-logins';
import { useApi } from './helpers/api';

const t = useApi();
const keys = useLogins(t, 'platform', 'acme');
const partner = usePartnerOwner(t);

async function languageId(code: string): Promise<number> {
  const [row] = await t.rows<{ id: number }>(sql`select id from languages where code = ${code}`);
  return Number(row!.id);
}
const codesOf = (result: Array<{ code: string }>) => result.map((l) => l.code);

describe('languages.catalogue', () => {
  it('lists the 103 languages of the catalogue by name', async () => {
    const res = await t.ok('languages.catalogue', {}, keys.platform);
    expect(res.result).toHaveLength(LANGUAGE_CATALOGUE_SIZE);
    expect(res.result[0]).toEqual({ id: expect.any(Number), code: 'AF', language: 'Afrikaans' });
    const names = res.result.map((l: { language: string }) => l.language);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : 1)));
  });

  it('refuses unknown fields (400) and owner administrators (403)', async () => {
    expect((await t.call('languages.catalogue', { x: 1 }, keys.platform)).status).toBe(400);
    expect((await t.call('languages.catalogue', {}, keys.acme)).status).toBe(403);
  });
});

describe('languages.add and languages.remove', () => {
  it("adds languages to the owner PM staff act on and answers the owner's languages", async () => {
    const before = await t.lastAuditId();
    const res = await t.ok(
      'languages.add',
      { ownerId: partner.id, languageIds: [await languageId('DE'), await languageId('ES')] },
      keys.platform,
    );
    expect(res.message).toBe('Successfully Added');
    expect(codesOf(res.result)).toEqual(['EN', 'FR', 'DE', 'ES']);
    expect(codesOf((await t.ok('languages.ofOwner', {}, partner.key)).result)).toEqual([
      'EN',
      'FR',
      'DE',
      'ES',
    ]);
    // Other owners are unchanged; adding again leaves the list as it is.
    for (const ownerId of [t.owners.teamspace, t.owners.acme])
      expect(codesOf((await t.ok('languages.ofOwner', { ownerId }, keys.platform)).result)).toEqual([
        'EN',
        'FR',
      ]);
    const again = await t.ok(
      'languages.add',
      { ownerId: partner.id, languageIds: [await languageId('DE')] },
      keys.platform,
    );
    expect(codesOf(again.result)).toEqual(['EN', 'FR', 'DE', 'ES']);
    const audit = await t.auditAfter(before);
    expect(audit.map((a) => [a.action, a.owner_id])).toEqual([
      ['languages.add', partner.id],
      ['languages.add', partner.id],
    ]);
  });

  it('removes languages but never English, keeping the translations for later', async () => {
    const es = await languageId('ES');
    await t.ok('languages.add', { ownerId: partner.id, languageIds: [es] }, keys.platform);
    const res = await t.ok('languages.remove', { ownerId: partner.id, languageIds: [es] }, keys.platform);
    expect(codesOf(res.result)).not.toContain('ES');
    const en = await languageId('EN');
    const refused = await t.refused(
      400,
      'languages.remove',
      { ownerId: partner.id, languageIds: [en] },
      keys.platform,
    );
    expect(refused.body.error.fieldErrors).toEqual({ languageIds: ['English cannot be removed'] });
  });

  it('refuses unknown languages (400), languages the owner does not offer (404) and bad input (400)', async () => {
    const cases: Array<[string, object, number]> = [
      ['languages.add', { languageIds: [999999] }, 400],
      ['languages.add', { languageIds: [] }, 400],
      ['languages.add', { languageIds: ['FR'] }, 400],
      ['languages.add', {}, 400],
      ['languages.remove', { ownerId: partner.id, languageIds: [await languageId('JA')] }, 404],
      ['languages.remove', { languageIds: [999999] }, 400],
    ];
    for (const [name, body, status] of cases) {
      const res = await t.unchanged(() => t.call(name, body, keys.platform));
      expect(res.status, `${name} ${JSON.stringify(body)}`).toBe(status);
      if (status === 400) expect(Object.keys(res.body.error.fieldErrors)[0]).toMatch(/^languageIds/);
    }
  });

  it('is for PM staff (403 to owner administrators) and answers 404 for an unknown owner', async () => {
    const de = await languageId('DE');
    for (const name of ['languages.add', 'languages.remove']) {
      await t.refused(403, name, { languageIds: [de] }, keys.acme);
      await t.refused(404, name, { ownerId: 999999, languageIds: [de] }, keys.platform);
    }
  });
});
