import { expect, test } from '@playwright/test';
import { LOGINS, mainMenu, signIn } from './support';

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

test('the platform administrator lands on the owner list, without side menu', async ({ page }) => {
  await signIn(page, LOGINS.platform);
  await expect(page).toHaveURL(/\/ownerlisting$/);
  await expect(page.getByRole('heading', { name: 'Owners' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Acme Analytics', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveCount(0);
  await page.getByRole('gridcell', { name: 'Acme Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/ownersettings$/);
  await expect(mainMenu(page).getByRole('link', { name: 'Owner Settings' })).toBeVisible();
});

// 000 section 6: owner administrators see owner settings; a team-space (TS) owner also manages its
// microservices (issue 3: TS owners assign catalogue items); both read their audit log (issue 13).
const OWNER_MENUS = {
  teamspace: ['Owner Settings', 'Organisations', 'Audit Log', 'Microservices', 'Register Microservice'],
  acme: ['Owner Settings', 'Organisations', 'Audit Log'],
} as const;

for (const who of ['teamspace', 'acme'] as const) {
  test(`the ${who} administrator lands on owner settings with the owner menu`, async ({ page }) => {
    await signIn(page, LOGINS[who]);
    await expect(page).toHaveURL(/\/ownersettings$/);
    await expect(mainMenu(page).getByRole('link')).toHaveText([...OWNER_MENUS[who]]);
    await expect(page.getByRole('link', { name: 'Owners' })).toHaveCount(0);
    await page.goto('/ownerlisting');
    await expect(page).toHaveURL(/\/ownersettings$/);
  });
}

test('the marketing user is kept to /discount and sees only Marketing', async ({ page }) => {
  await signIn(page, LOGINS.marketing);
  await expect(page).toHaveURL(/\/discount$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discounts');
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Discounts', 'Promo Codes', 'Referral Codes']);
  await page.goto('/ownersettings');
  await expect(page).toHaveURL(/\/discount$/);
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
