import { describe, expect, it } from 'vitest';
import { DEFAULT_ERRORS, type ScreenId } from '@console/contract';
import { FRENCH_LABELS } from '../src/db/seed/french-labels';
import { sql } from './helpers/test-app';
import { useLogins } from './helpers/use-logins';
import { errorTranslations, errors } from '../src/db/schema';
import { useApi } from './helpers/api';

const t = useApi();
const keys = useLogins(t, 'platform', 'acme', 'teamspace');
const screens = Object.keys(DEFAULT_ERRORS) as ScreenId[];

const byScreen = async (key: string, scrId: string, lang = 'EN', ownerId?: number) =>
  (await t.ok('errors.byScreen', { scrId, lang, ownerId }, key)).errors as Record<string, string>;

/** The error and success messages of section 8 of 000, 001 and 002, as the spec writes them. */
const SPEC_MESSAGES = [
  'Invalid Org ID or Username or Password',
  'Title or Microservice Code or Urlcode Already Exists',
  'Successfully Created',
  'Successfully Updated',
  'Something Error',
  'Subscription Plan Added!',
  'Your plan has been successfully added.',
  'Subscription Plan Updated!',
  'Your plan has been updated successfully.',
  'Subscription Plan Removed!',
  'Your subscription plan has been successfully deleted.',
  'Owner name already exists',
  'Successfully Added',
  'Function Title or Code Already Exists',
  'Name or Urlcode already exists',
  'Discount Name Already Exists',
  'Name Already Exists',
  'Invalid Input - Microservice Name Already Exists',
  'Invalid Input - Microservice Code Already Exists',
  'Group name exist!',
  'Error !',
  'Activation Key is required',
  'Organization successfully created!',
  'Organization successfully created and Subscription Token assigned!',
];

describe('the errors catalogue', () => {
  it('holds every error and success message of the spec, keyed by screen and code', () => {
    const texts = new Set(screens.flatMap((s) => Object.values(DEFAULT_ERRORS[s] as Record<string, string>)));
    expect(SPEC_MESSAGES.filter((m) => !texts.has(m))).toEqual([]);
    expect(DEFAULT_ERRORS.MIC_SET.NAME_EXIST).toBe('Title or Microservice Code or Urlcode Already Exists');
    expect(DEFAULT_ERRORS.LOGIN.INVALID_CREDENTIALS).toBe('Invalid Org ID or Username or Password');
  });

  it("is seeded as the platform's errors and served screen by screen, for every owner", async () => {
    for (const key of [keys.platform, keys.acme])
      for (const screen of screens)
        expect(await byScreen(key, screen), screen).toEqual(DEFAULT_ERRORS[screen]);
    const [row] = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from errors where owner_id = ${t.owners.platform}`,
    );
    const expected = screens.reduce((n, s) => n + Object.keys(DEFAULT_ERRORS[s]).length, 0);
    expect(Number(row!.n)).toBe(expected);
  });

  it('answers French where the demo has it, English for the rest', async () => {
    const fr = await byScreen(keys.acme, 'MIC_SET', 'FR');
    expect(fr.NAME_EXIST).toBe(FRENCH_LABELS.MIC_SET!.NAME_EXIST);
    expect(fr.NAME_EXIST).not.toBe(DEFAULT_ERRORS.MIC_SET.NAME_EXIST);
    expect((await byScreen(keys.acme, 'OWNER_SET', 'FR')).CONFLICT).toBe(DEFAULT_ERRORS.OWNER_SET.CONFLICT);
    expect(await byScreen(keys.acme, 'FUNCTIONS', 'DE')).toEqual(DEFAULT_ERRORS.FUNCTIONS);
  });
});

describe('errors.byScreen with overrides', () => {
  it("shows an owner's own text and translations over the platform's, falling back message by message", async () => {
    const { rows } = await t.ok(
      'errors.list',
      { ownerId: t.owners.acme, screenCode: 'MIC_SET', search: 'urlcode' },
      keys.platform,
    );
    const platformRow = rows.find((r: { errorCode: string }) => r.errorCode === 'NAME_EXIST');
    expect(platformRow).toMatchObject({ source: 'platform' });
    // The errors screen edits only the platform's own texts (docs/permissions.md: a PM owner only),
    // so an owner's own error text (what an owner's data may hold) is written here directly.
    const [own] = await t.db
      .insert(errors)
      .values({
        ownerId: t.owners.acme,
        screenCode: 'MIC_SET',
        screenName: platformRow.screenName,
        errorCode: 'NAME_EXIST',
        text: 'Taken already',
      })
      .returning({ id: errors.id });
    await t.db.insert(errorTranslations).values({ errorId: own!.id, lang: 'DE', text: 'Schon vergeben' });
    const en = await byScreen(keys.acme, 'MIC_SET');
    expect(en).toEqual({ ...DEFAULT_ERRORS.MIC_SET, NAME_EXIST: 'Taken already' });
    expect((await byScreen(keys.acme, 'MIC_SET', 'DE')).NAME_EXIST).toBe('Schon vergeben');
    // No French of its own: the platform's French comes before the owner's English.
    expect((await byScreen(keys.acme, 'MIC_SET', 'FR')).NAME_EXIST).toBe(FRENCH_LABELS.MIC_SET!.NAME_EXIST);
    expect((await byScreen(keys.acme, 'MIC_SET', 'IT')).NAME_EXIST).toBe('Taken already');
    expect((await byScreen(keys.teamspace, 'MIC_SET')).NAME_EXIST).toBe(DEFAULT_ERRORS.MIC_SET.NAME_EXIST);
    expect((await byScreen(keys.platform, 'MIC_SET', 'EN', t.owners.acme)).NAME_EXIST).toBe('Taken already');
  });

  it("refuses another tenant's owner (404) and a bad screen id (400), changing nothing", async () => {
    await t.unchanged(async () => {
      const other = await t.call(
        'errors.byScreen',
        { scrId: 'MIC_SET', ownerId: t.owners.teamspace },
        keys.acme,
      );
      expect(other.status).toBe(404);
      const missing = await t.call('errors.byScreen', { scrId: 'MIC_SET', ownerId: 999999 }, keys.platform);
      expect(missing.status).toBe(404);
      const bad = await t.call('errors.byScreen', { scrId: 'x', lang: 'EN' }, keys.acme);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fieldErrors)).toEqual(['scrId']);
    });
  });
});
