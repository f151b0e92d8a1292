import { expect, test } from '@playwright/test';

// The sign-in form and the session. Where each demo login lands is checked by the sign-in setup
// (signed-in.setup.ts), its menu by permissions.spec.ts, the addresses it is sent away from by the
// router's component test (src/app/router.test.tsx).
import { LOGINS, signIn } from './support';

test('a wrong password shows the banner and stays on /login', async ({ page }) => {
  await signIn(page, { ...LOGINS.acme, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText('Invalid Org ID or Username or Password');
  await expect(page).toHaveURL(/\/login$/);
});

test('Login stays disabled until every field is filled', async ({ page }) => {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Login' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Client ID').fill('acme');
  await page.getByLabel('User Name').fill('admin@acme.example');
  await expect(button).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill('x');
  await expect(button).toBeEnabled();
});

test('logout clears the session and protects the console', async ({ page }) => {
  await signIn(page, LOGINS.acme);
  await expect(page).toHaveURL(/\/ownersettings$/);
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/ownersettings');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session revoked on the server sends the console back to /login', async ({ page, request }) => {
  await signIn(page, LOGINS.teamspace);
  await expect(page).toHaveURL(/\/ownersettings$/);
  const key = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user_session') ?? '{}') as { userApiKey?: string }).userApiKey,
  );
  expect(key).toBeTruthy();
  const revoked = await request.post('/api/auth.logout', { headers: { 'x-api-key': key! }, data: {} });
  expect(revoked.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user_session'))).toBeNull();
});

test('an existing session on /login goes to owner settings', async ({ page }) => {
  await signIn(page, LOGINS.acme);
  await expect(page).toHaveURL(/\/ownersettings$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/ownersettings$/);
});
