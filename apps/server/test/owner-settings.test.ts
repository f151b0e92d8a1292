import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOURS, PM_ONLY_FIELDS, type OwnerSettings } from '@console/contract';
import { useApi } from './helpers/api';
import { itReadsOnlyOwnOwner } from './helpers/owner-reads';

const t = useApi();

let staffKey: string | null = null;
/** An owner's settings as PM staff read them (one sign-in per file, so reading writes no audit record). */
async function settingsOf(ownerId: number): Promise<OwnerSettings> {
  staffKey ??= await t.login('platform');
  const res = await t.call('ownerSettings.get', { ownerId }, staffKey);
  expect(res.status).toBe(200);
  return res.body as OwnerSettings;
}

function branding(host: string) {
  return t.call('owners.branding', {}, undefined, { headers: { host } });
}

/** A value for each PM-only field, different from what the demo data holds. */
const PM_VALUES: Pick<OwnerSettings, (typeof PM_ONLY_FIELDS)[number]> = {
  email: 'billing@acme.example',
  redisCloud: 'AWS',
  userQuota: 42,
  ownerIndex: 'acme-index',
  nodeRedUrl: 'https://flows.acme.example',
  ownerBucket: 'acme-bucket',
};

describe('ownerSettings.get', () => {
  // Acme reads the default body background, not stored for it.
  itReadsOnlyOwnOwner(
    t,
    'ownerSettings.get',
    {},
    {
      own: {
        primary: '#b71c1c',
        secondary: '#e57373',
        email: 'it@acme.example',
        bodyBackground: DEFAULT_COLOURS.bodyBackground,
      },
      other: { primary: '#00695c' },
      badOwnerIds: ['acme'],
      hidden: '#00695c',
      answersOwnOwner: true,
    },
  );
});

describe('ownerSettings.save', () => {
  it('lets PM staff change the PM-only fields of any owner, with one audit record', async () => {
    const key = await t.login('platform');
    const current = await settingsOf(t.owners.acme);
    const before = await t.lastAuditId();
    const res = await t.call('ownerSettings.save', { ...current, ...PM_VALUES }, key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ownerId: t.owners.acme, ...PM_VALUES });
    expect(await settingsOf(t.owners.acme)).toMatchObject(PM_VALUES);
    const audit = await t.oneAudit(before, {
      action: 'ownerSettings.save',
      target_type: 'owner_settings',
      target_id: String(t.owners.acme),
    });
    expect(audit.before).toMatchObject({ email: current.email });
    expect(audit.after).toMatchObject({ email: PM_VALUES.email });
  });

  it('lets an owner administrator save its own colours and logos', async () => {
    const key = await t.login('acme');
    const current = (await t.call('ownerSettings.get', {}, key)).body as OwnerSettings;
    const changes = {
      primary: '#123456',
      text: '#ABCDEF',
      loginLogo: '/files/0123abcd.png',
      headerLogo: 'https://cdn.acme.example/logo.png',
    };
    const before = await t.lastAuditId();
    const res = await t.call('ownerSettings.save', { ...current, ...changes }, key);
    expect(res.status).toBe(200);
    expect((await t.call('ownerSettings.get', {}, key)).body).toMatchObject(changes);
    expect(await t.auditAfter(before)).toHaveLength(1);
  });

  it('lets a TS owner administrator save its own theme', async () => {
    const key = await t.login('teamspace');
    const current = (await t.call('ownerSettings.get', {}, key)).body as OwnerSettings;
    const res = await t.call(
      'ownerSettings.save',
      { ...current, footerLogo: null, secondary: '#000000' },
      key,
    );
    expect(res.status).toBe(200);
    expect(res.body.secondary).toBe('#000000');
  });

  it.each(PM_ONLY_FIELDS)(
    'answers 403 to an owner administrator changing %s, changing nothing',
    async (field) => {
      const key = await t.login('acme');
      const current = (await t.call('ownerSettings.get', {}, key)).body as OwnerSettings;
      const changed = {
        ...current,
        primary: '#0f0f0f',
        [field]: field === 'userQuota' ? 999 : field === 'email' ? 'x@evil.example' : 'changed',
      };
      const res = await t.refused(403, 'ownerSettings.save', changed, key);
      expect(res.body.error.code).toBe('FORBIDDEN');
    },
  );

  it("answers 404 to an owner administrator saving another tenant's settings, changing nothing", async () => {
    const key = await t.login('acme');
    const theirs = await settingsOf(t.owners.teamspace);
    await t.refused(
      404,
      'ownerSettings.save',
      { ...theirs, primary: '#ff0000', loginLogo: 'https://evil.example/x.png' },
      key,
    );
    expect((await settingsOf(t.owners.teamspace)).primary).toBe(theirs.primary);
  });

  it('answers 404 to PM staff naming an owner that does not exist', async () => {
    const current = await settingsOf(t.owners.acme);
    const key = await t.login('platform');
    await t.refused(404, 'ownerSettings.save', { ...current, ownerId: 999_999 }, key);
  });

  it('refuses a colour that is not #RRGGBB with 400, changing nothing', async () => {
    const key = await t.login('acme');
    const current = (await t.call('ownerSettings.get', {}, key)).body as OwnerSettings;
    for (const primary of ['red', '#12345', '#1234567', '#GGGGGG', '123456']) {
      const res = await t.refused(400, 'ownerSettings.save', { ...current, primary }, key);
      expect(res.body.error.fieldErrors).toEqual({ primary: ['A colour is written #RRGGBB'] });
    }
  });

  it('refuses script URLs as logos, bad domain names and missing fields with 400', async () => {
    const key = await t.login('acme');
    const current = (await t.call('ownerSettings.get', {}, key)).body as OwnerSettings;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...current, loginLogo: 'javascript:alert(1)' }, 'loginLogo'],
      [{ ...current, headerLogo: 'http://insecure.example/logo.png' }, 'headerLogo'],
      [{ ...current, domainName: 'not a host' }, 'domainName'],
      [{ ...current, userQuota: -1 }, 'userQuota'],
      [{ ...current, secondary: undefined }, 'secondary'],
    ];
    for (const [body, field] of cases) {
      const res = await t.refused(400, 'ownerSettings.save', body, key);
      expect(Object.keys(res.body.error.fieldErrors), field).toEqual([field]);
    }
  });

  it('answers 403 to a marketing user, who administers no owner', async () => {
    const key = await t.login('marketing');
    const current = (await t.call('ownerSettings.get', {}, key)).body as OwnerSettings;
    await t.refused(403, 'ownerSettings.save', { ...current, primary: '#101010' }, key);
  });

  it('answers 409 when the domain name is used by another owner', async () => {
    const ts = await t.login('teamspace');
    const theirs = (await t.call('ownerSettings.get', {}, ts)).body as OwnerSettings;
    expect(
      (await t.call('ownerSettings.save', { ...theirs, domainName: 'console.teamspace.example' }, ts)).status,
    ).toBe(200);
    const key = await t.login('acme');
    const current = (await t.call('ownerSettings.get', {}, key)).body as OwnerSettings;
    const res = await t.refused(
      409,
      'ownerSettings.save',
      { ...current, domainName: 'Console.TeamSpace.example' },
      key,
    );
    expect(res.body.error.fieldErrors.domainName).toBeDefined();
  });
});

describe('owners.branding', () => {
  it("answers the platform's branding to a host no owner claims", async () => {
    const res = await branding('unknown.example');
    expect(res.status).toBe(200);
    expect(res.body.ownerName).toBe('Modelhub Platform');
    expect(res.body.colours.primary).toBe(DEFAULT_COLOURS.primary);
  });

  it('answers the branding of the owner whose domain name matches the Host header', async () => {
    const key = await t.login('acme');
    const current = (await t.call('ownerSettings.get', {}, key)).body as OwnerSettings;
    const saved = await t.call(
      'ownerSettings.save',
      { ...current, domainName: 'Console.Acme.example', primary: '#224466' },
      key,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.domainName).toBe('console.acme.example');
    for (const host of ['console.acme.example', 'CONSOLE.ACME.EXAMPLE', 'console.acme.example:8443']) {
      const res = await branding(host);
      expect(res.status, host).toBe(200);
      expect(res.body.ownerName, host).toBe('Acme Analytics');
      expect(res.body.colours.primary, host).toBe('#224466');
      expect(res.body.loginLogo).toBe(current.loginLogo);
    }
    expect((await branding('other.acme.example')).body.ownerName).toBe('Modelhub Platform');
  });

  it('refuses unknown fields with 400', async () => {
    const res = await t.call('owners.branding', { ownerId: t.owners.acme });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors).toBeDefined();
  });

  it('needs no session (the login screen uses it), and answers the same to a signed-in user', async () => {
    const anonymous = await branding('unknown.example');
    const signedIn = await t.call('owners.branding', {}, await t.login('acme'), {
      headers: { host: 'unknown.example' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual(anonymous.body);
  });
});
