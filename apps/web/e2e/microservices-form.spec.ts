import { expect, test, type Locator, type Page } from '@playwright/test';
import { openMicroservices, searchTable, stamp } from './microservices-fixtures';
import { signedInAs } from './support';

const formDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const step = (dialog: Locator, name: string) => dialog.getByRole('region', { name });

/** Picks an option of a MUI select by the select's label. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function next(dialog: Locator, to: string) {
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(step(dialog, to)).toBeVisible();
}

async function addRequestType(page: Page, dialog: Locator, type: string, [major, minor, patch]: string[]) {
  await choose(page, dialog, 'Request Type', type);
  await dialog.getByLabel('Major').fill(major!);
  await dialog.getByLabel('Minor').fill(minor!);
  await dialog.getByLabel('Patch').fill(patch!);
  await dialog.getByLabel('YAML URL').fill(`https://docs.example/${type}.yaml`);
  await dialog.getByLabel('Docs URL').fill('https://docs.example/');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
}

async function addTier(dialog: Locator, n: number, upper: string, cost: string) {
  await dialog.getByRole('button', { name: 'Add Tier' }).click();
  if (upper) await dialog.getByLabel(`Upper (Tier ${n})`).fill(upper);
  await dialog.getByLabel(`Cost (Tier ${n})`).fill(cost);
  await dialog.getByRole('button', { name: `Confirm tier ${n}` }).click();
}

test('a CLASS_DATA microservice is created through all 8 steps, found, shown and edited', async ({
  page,
}) => {
  // A long journey: every step of the stepper, the detail and the edit dialog.
  test.setTimeout(180_000);
  const s = stamp();
  const name = `Rainfall ${s}`;
  await signedInAs(page, 'teamspace');
  await expect(page).toHaveURL(/\/ownersettings$/);
  await openMicroservices(page);
  await page.getByRole('button', { name: 'Add new microservice' }).click();
  const dialog = formDialog(page, 'Add New Microservice');

  await test.step('1 Basic Info: Next needs the basics', async () => {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title').fill(name);
    await dialog.getByLabel('Microservice Code').fill(`rain-${s}`);
    await expect(dialog.getByLabel('Microservice Code')).toHaveValue(`RAIN${s}`);
    await choose(page, dialog, 'Class', 'Data');
    await choose(page, dialog, 'Type', 'Atomistic');
    await dialog.getByLabel('URL Code').fill(`rain-${s.toLowerCase()}`);
    await expect(dialog.getByRole('button', { name: /Validation\s*Settings/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^\d?Data Schema$/ })).toBeVisible();
    await next(dialog, 'Description');
  });

  await test.step('2 Description with markdown', async () => {
    await dialog.getByLabel('Short Description').fill('Hourly rainfall per station');
    await dialog
      .getByRole('textbox', { name: 'Long Description' })
      .fill('## Rainfall\n\nMeasured in **millimetres**.');
    await dialog.getByRole('tab', { name: 'Preview' }).click();
    await expect(dialog.getByRole('heading', { name: 'Rainfall' })).toBeVisible();
    await next(dialog, 'Microservice Type');
  });

  await test.step('3 Microservice Type: a sync and an async request type', async () => {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('At least one request type is required')).toBeVisible();
    await addRequestType(page, dialog, 'sync', ['1', '0', '0']);
    await addRequestType(page, dialog, 'async', ['1', '0', '0']);
    await expect(dialog.getByRole('table', { name: 'Request Types' }).getByRole('row')).toHaveCount(3);
    await next(dialog, 'Pricing Plan');
  });

  await test.step('4 Pricing Plan: tiered sync, standard async', async () => {
    await expect(dialog.getByRole('radio', { name: 'Tiered' })).toBeChecked();
    await addTier(dialog, 1, '1000', '0');
    await addTier(dialog, 2, '', '0.015');
    const tiers = dialog.getByRole('table', { name: 'Tiers' });
    await expect(tiers.getByRole('row', { name: 'Tier 1' })).toContainText('FREE');
    await expect(tiers.getByRole('row', { name: 'Tier 2' })).toContainText('Unlimited');
    // A price below a cent shows its own precision (issue 7), not 0.01 or 0.00.
    await expect(tiers.getByRole('row', { name: 'Tier 2' })).toContainText('0.015 USD per API call');
    await dialog.getByRole('tab', { name: 'Large File' }).click();
    await dialog.getByRole('radio', { name: 'Standard' }).check();
    await dialog.getByLabel('Price').fill('0.2');
    await expect(dialog.getByText('USD per MB')).toBeVisible();
    await next(dialog, 'Data Schema');
  });

  await test.step('5 Data Schema to 8 Validation Settings', async () => {
    await dialog.getByLabel('Name', { exact: true }).fill('rainfall_mm');
    await choose(page, dialog, 'Type', 'Decimal');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('table', { name: 'Data Schema' })).toContainText('rainfall_mm');
    await next(dialog, 'Additional Info');
    await dialog.getByLabel('Keywords').fill('weather');
    await dialog.getByLabel('Keywords').press('Enter');
    await dialog.getByLabel('Key', { exact: true }).fill('team');
    await dialog.getByLabel('Value', { exact: true }).fill('climate');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await next(dialog, 'Access Details');
    await choose(page, dialog, 'Access Type', 'Public');
    await next(dialog, 'Validation Settings');
    await choose(page, dialog, 'Type', 'Rows');
    await dialog.getByLabel('Lower Limit').fill('1');
    await dialog.getByLabel('Upper Limit').fill('10000');
    await dialog.getByLabel('Field', { exact: true }).fill('rows');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully Created')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
  });

  await test.step('found in the table, its detail shows what was saved', async () => {
    await searchTable(page, s, name);
    await page.getByRole('gridcell', { name, exact: true }).click();
    const detail = page.getByRole('dialog', { name: /Microservice Details/ });
    await expect(detail.getByRole('region', { name: 'Basic Info' })).toContainText(`RAIN${s}`);
    await expect(
      detail.getByRole('region', { name: 'Description' }).getByRole('heading', { name: 'Rainfall' }),
    ).toBeVisible();
    const pricing = detail.getByRole('region', { name: 'Pricing and Plan' });
    await expect(pricing).toContainText('FREE');
    await expect(pricing).toContainText('Unlimited');
    await pricing.getByRole('tab', { name: 'Large File' }).click();
    await expect(pricing).toContainText('0.20 USD');
    await expect(detail.getByRole('region', { name: 'Data Schema' })).toContainText('rainfall_mm');
    await detail.getByRole('button', { name: 'Edit' }).click();
  });

  await test.step('edited in the accordion dialog; the change shows', async () => {
    const edit = formDialog(page, 'Edit Microservice');
    await expect(edit.getByRole('heading', { name: 'Pricing Plan' })).toBeVisible();
    await expect(edit.getByRole('heading', { name: 'Data Schema' })).toBeVisible();
    await edit.getByRole('button', { name: 'Description' }).click();
    await edit.getByLabel('Short Description').fill('Rainfall per station, every hour');
    await edit.getByRole('button', { name: 'Pricing Plan' }).click();
    await edit.getByRole('button', { name: 'Edit tier 2' }).click();
    await edit.getByLabel('Cost (Tier 2)').fill('0.02');
    await edit.getByRole('button', { name: 'Confirm tier 2' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully Updated')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    const detail = page.getByRole('dialog', { name: /Microservice Details/ });
    await expect(detail.getByRole('region', { name: 'Description' })).toContainText(
      'Rainfall per station, every hour',
    );
    await expect(detail.getByRole('region', { name: 'Pricing and Plan' })).toContainText('0.02 USD');
    await detail.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
      'Rainfall per station, every hour',
    );
  });
});
