import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, queryRows, sql, useTestApp } from './helpers/test-app';
import { catchingSmtpServer, decodedMail, type Received } from './helpers/mail';
import { useLogins } from './helpers/use-logins';

// A real SMTP server in the test process: the app sends through SMTP_URL and the messages are read back.
const received: Received[] = [];
const smtp = catchingSmtpServer(received);
const env: Record<string, string> = { PUBLIC_URL: 'https://console.example.test' };
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

const t = useTestApp(env);
const keys = useLogins(t, 'acme');

/** The token of the set-password link in a message. */
const tokenIn = (raw: string) => /setpassword\?token=([A-Za-z0-9_-]+)/.exec(decodedMail(raw))?.[1];

describe('mail through SMTP_URL', () => {
  it('sends the new-user and reset e-mails, whose link sets a password once', async () => {
    const [org] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from organisations where owner_id = ${t.owners.acme} and is_main`,
    );
    const created = await call(
      t.app,
      'users.create',
      { orgId: Number(org!.id), emails: ['mail.user@acme.example'], userType: 'user' },
      keys.acme,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const welcome = received.find((m) => m.to.includes('mail.user@acme.example'));
    expect(welcome?.raw).toMatch(/Subject: Your new account/);
    expect(tokenIn(welcome!.raw)).toBeTruthy();

    // A forged Host header does not move the link: it is built on PUBLIC_URL.
    const reset = await call(t.app, 'users.resetPassword', { ids: [created.body.created[0].id] }, keys.acme, {
      headers: { host: 'attacker.example' },
    });
    expect(reset.status).toBe(200);
    const resetMail = received.filter((m) => m.to.includes('mail.user@acme.example')).at(-1)!;
    expect(resetMail.raw).toMatch(/Subject: Reset your password/);
    expect(decodedMail(resetMail.raw)).toMatch(/https:\/\/console\.example\.test\/setpassword\?token=/);
    expect(decodedMail(resetMail.raw)).not.toContain('attacker.example');
    const token = tokenIn(resetMail.raw)!;
    expect((await call(t.app, 'users.setPasswordByLink', { token, password: 'Mail#User1' })).status).toBe(
      200,
    );
    expect((await call(t.app, 'users.setPasswordByLink', { token, password: 'Mail#User2' })).status).toBe(
      410,
    );
    const signIn = await loginAs(t.app, {
      clientid: 'acme',
      username: 'mail.user@acme.example',
      password: 'Mail#User1',
    });
    expect(signIn.status).toBe(200);
    // Sent mail is not kept in the outbox.
    const kept = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from mail_outbox where "to" = 'mail.user@acme.example'`,
    );
    expect(Number(kept[0]!.n)).toBe(0);
  });
});
