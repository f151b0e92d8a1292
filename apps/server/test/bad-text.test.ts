import { describe, expect, it } from 'vitest';
import { useApi } from './helpers/api';

// Text PostgreSQL cannot store (a NUL character) is the caller's bad input: 400, nothing changed.
describe('text the database cannot store', () => {
  const t = useApi();

  it('answers 400 for a NUL in a sign-in field', async () => {
    const res = await t.call('auth.login', {
      clientid: 'acme\u0000',
      username: 'admin@acme.example',
      password: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_INPUT');
  });

  it('answers 400 for a NUL in an owner name and stores nothing', async () => {
    const key = await t.login('platform');
    await t.unchanged(async () => {
      const res = await t.call(
        'owners.create',
        {
          ownerName: 'Nul\u0000Corp',
          orgName: 'Nul HQ',
          email: 'it@nul.example',
          adminUserName: 'admin@nul.example',
          adminPassword: 'Password#2026',
          installationType: 'AWS',
          clusterId: 'c1',
          planDuration: '1 Year',
          planType: 'Named Users',
          noOfUsers: 3,
          fileSize: 5,
          desc: 'x',
        },
        key,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_INPUT');
    });
  });
});
