import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { mainMenu, openAddDialog, signedInAs } from './support';

// Credit management (002 section 2.7) and the Marketing screens (001 sections 2.9 to 2.11): add a
// credit, redeem a promo code and see the balance move; the expired list; the marketing user's landing.

const balance = (page: Page) => page.getByTestId('credit-balance');
const amountOf = async (page: Page) =>
  Number((await balance(page).textContent())!.replace(/[^\d.]/g, '').replace(/^\./, ''));

test('add a marketing credit with dates, redeem a promo code once, and see the balance', async ({ page }) => {
  await signedInAs(page, 'platform');
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
    await dialog.getByRole('combobox', { name: 'Credit Type' }).click();
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

  await test.step('a top-up with the demo POS code TOPUP10: its bonus beside it, refused below the minimum and twice', async () => {
    const start = await amountOf(page);
    await page.getByRole('button', { name: 'Add Credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Credit' });
    await dialog.getByRole('combobox', { name: 'Credit Type' }).click();
    await page.getByRole('option', { name: 'Credit top-up' }).click();
    await dialog.getByLabel('POS code').fill('topup10');
    await dialog.getByLabel('Amount (USD)').fill('99.99');
    await dialog.getByLabel('Description').fill('Card top-up with POS');
    await expectNoViolations(page, 'Add Credit with a POS code');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The minimum top-up for this POS code is 100.00 USD')).toBeVisible();
    await dialog.getByLabel('Amount (USD)').fill('150.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'Credit added: 150.50 USD. POS code TOPUP10: bonus credit of 15.05 USD',
    );
    await page.getByRole('button', { name: 'Okay' }).click();
    await expect(page.getByRole('row', { name: /Card top-up with POS/ })).toContainText('150.50');
    const bonus = page.getByRole('row', { name: /POS code TOPUP10 on a top-up of 150.50 USD/ });
    await expect(bonus).toContainText('15.0500');
    await expect.poll(() => amountOf(page)).toBeCloseTo(start + 165.55, 4);
    // The bonus has its own credit type: Select Type lists it.
    // The combobox, not its menu's listbox (labelled alike while it closes).
    await page.getByRole('combobox', { name: 'Select Type' }).click();
    await page.getByRole('option', { name: 'POS code bonus' }).click();
    await expect(page.getByRole('row', { name: /POS code TOPUP10/ })).toHaveCount(1);
    await expect(page.getByRole('row', { name: /Card top-up with POS/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Select Type' }).click();
    await page.getByRole('option', { name: 'All types' }).click();

    await page.getByRole('button', { name: 'Add Credit' }).click();
    await dialog.getByRole('combobox', { name: 'Credit Type' }).click();
    await page.getByRole('option', { name: 'Credit top-up' }).click();
    await dialog.getByLabel('POS code').fill('TOPUP10');
    await dialog.getByLabel('Amount (USD)').fill('200');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This promo code has already been used')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
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
  await signedInAs(page, 'platform');
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

test('create a PROMO code, redeem it on the credit screen; a discount on two microservices and its click list', async ({
  page,
}) => {
  await signedInAs(page, 'platform');
  await expect(page).toHaveURL(/\/ownerlisting$/);
  await page.goto('/promocode');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promo Codes');

  await test.step('a PROMO code of 42.25 USD for 2 months', async () => {
    const dialog = await openAddDialog(page, 'Add Promo Code');
    await dialog.getByLabel('Code').fill('e2e-spring');
    await dialog.getByLabel('Description').fill('Spring journey');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Credit is required')).toBeVisible();
    await dialog.getByLabel('Credit (USD)').fill('42.25');
    await dialog.getByLabel('Credit Validity Type').click();
    await page.getByRole('option', { name: 'Month' }).click();
    await dialog.getByLabel('Credit Validity (months)').click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog')).toContainText('Successfully Created');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row', { name: /E2E-SPRING/ })).toContainText('Active');
  });

  await test.step('redeemed on the credit screen: the credit and its validity', async () => {
    await mainMenu(page).getByRole('link', { name: 'Credit Management' }).click();
    await page.getByRole('button', { name: 'Have a promo code?' }).click();
    await page.getByLabel('Enter promo code').fill('E2E-SPRING');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('dialog', { name: 'Promo code applied' })).toContainText('Credit: 42.25 USD');
    await page.getByRole('button', { name: 'Okay' }).click();
    await expect(page.getByRole('row', { name: /Promo code E2E-SPRING/ })).toContainText('42.2500');
  });

  await test.step('a discount linked to two microservices, and its click list', async () => {
    await mainMenu(page).getByRole('link', { name: 'Discounts' }).click();
    const dialog = await openAddDialog(page, 'Add Discount');
    await dialog.getByLabel('Name').fill('E2E week');
    await dialog.getByLabel('Discount (%)').fill('0');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Discount must not be zero')).toBeVisible();
    await dialog.getByLabel('Discount (%)').fill('12.5');
    const today = new Date().toISOString().slice(0, 10);
    await dialog.getByRole('group', { name: 'Start Date' }).click();
    await page.keyboard.type(today.replace(/-/g, ''));
    await dialog.getByRole('group', { name: 'End Date' }).click();
    await page.keyboard.type(today.replace(/-/g, ''));
    for (const name of ['Speech to Text', 'Text Summariser']) {
      await dialog.getByLabel('Microservices').click();
      await page.getByRole('option', { name }).click();
    }
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog')).toContainText('Successfully Created');
    await page.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('row', { name: /E2E week/ })
      .getByRole('button', { name: /click/ })
      .click();
    const linked = page.getByRole('dialog', { name: 'Linked microservices: E2E week' });
    await expect(linked.getByRole('listitem')).toHaveText(['Speech to Text', 'Text Summariser']);
    await linked.getByRole('button', { name: 'Okay' }).click();
  });
});
