import { expect, test, type Page } from '@playwright/test';
import { LOGINS, mainMenu, signIn } from './support';

// Credit management (002 section 2.7) and the Marketing screens (001 sections 2.9 to 2.11): add a
// credit, redeem a promo code and see the balance move; the expired list; the marketing user's landing.

const balance = (page: Page) => page.getByTestId('credit-balance');
const amountOf = async (page: Page) =>
  Number((await balance(page).textContent())!.replace(/[^\d.]/g, '').replace(/^\./, ''));

test('add a marketing credit with dates, redeem a promo code once, and see the balance', async ({ page }) => {
  await signIn(page, LOGINS.platform);
  await expect(page).toHaveURL(/\/ownerlisting$/);
  await page.goto('/creditmanagement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credit Management');
  await expect(page.getByLabel('Select Organisation')).toHaveText('Modelhub Operations');
  await expect(balance(page)).toContainText('USD');
  const before = await amountOf(page);

  await test.step('add a marketing credit with its start and expiry', async () => {
    await page.getByRole('button', { name: 'Add Credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Credit' });
    await expect(dialog.getByLabel('Start Date')).toHaveCount(0);
    await dialog.getByLabel('Credit Type').click();
    await page.getByRole('option', { name: 'Marketing credit' }).click();
    await expect(dialog.getByRole('group', { name: 'Start Date' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Expiry Date' })).toBeVisible();
    await dialog.getByLabel('Amount (USD)').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Amount must not be zero')).toBeVisible();
    await dialog.getByLabel('Amount (USD)').fill('1250.5');
    await dialog.getByLabel('Description').fill('Partner event');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toContainText('Credit added: 1,250.50 USD');
    await page.getByRole('button', { name: 'Okay' }).click();
    const row = page.getByRole('row', { name: /Partner event/ });
    await expect(row).toContainText('Marketing credit');
    await expect(row).toContainText('1,250.50');
    await expect(row).toContainText('1,250.5000');
    await expect.poll(() => amountOf(page)).toBeCloseTo(before + 1250.5, 4);
  });

  await test.step('redeem a promo code: the credit and its validity, then refused a second time', async () => {
    const start = await amountOf(page);
    await page.getByRole('button', { name: 'Have a promo code?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Promo Code' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('Invalid promo code')).toBeVisible();
    await dialog.getByLabel('Enter promo code').fill('newyear100');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const applied = page.getByRole('dialog', { name: 'Promo code applied' });
    await expect(applied).toContainText('Credit: 100.00 USD');
    await expect(applied).toContainText('Valid until');
    await applied.getByRole('button', { name: 'Okay' }).click();
    await expect(page.getByRole('row', { name: /Promo code NEWYEAR100/ })).toContainText('100.00');
    await expect.poll(() => amountOf(page)).toBeCloseTo(start + 100, 4);

    await page.getByRole('button', { name: 'Have a promo code?' }).click();
    await page.getByLabel('Enter promo code').fill('NEWYEAR100');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('This promo code has already been used')).toBeVisible();
    await page.getByLabel('Enter promo code').fill('SUMMER25');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('This promo code has expired')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
});

test("Acme's credits: the expiry warning, and a credit that expired with part of it unused", async ({
  page,
}) => {
  await signIn(page, LOGINS.platform);
  await page.getByRole('gridcell', { name: 'Acme Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/ownersettings$/);
  await mainMenu(page).getByRole('link', { name: 'Credit Management' }).click();
  await expect(page.getByLabel('Select Organisation')).toHaveText('Acme Analytics Ltd');
  await expect(page.getByRole('row', { name: /Webinar attendees/ })).toContainText('(Expire in 7 days)');
  await page.getByRole('button', { name: 'Expired credits' }).click();
  const expired = page.getByRole('row', { name: /Launch offer/ });
  await expect(expired).toContainText('80.00');
  await expect(expired).toContainText('16.8750');
  await expect(page.getByRole('row', { name: /Webinar attendees/ })).toHaveCount(0);
});
