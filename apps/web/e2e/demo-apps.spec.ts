import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { apiCall } from './microservices-fixtures';
import { openAddDialog, selectRow, signedInAs } from './support';

/**
 * Content - Demo Apps (001 section 2.8; issue 12) in Chromium, as the platform administrator: a demo app
 * added through both steps of the wizard with two gallery images, then one image deleted in the edit
 * dialog (its file is gone from the server once saved). axe-core on the page and its dialogs.
 */

/** Two real images, different bytes: a 1x1 PNG and a 1x1 GIF. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const region = (dialog: Locator, name: string) => dialog.getByRole('region', { name });

async function checkDialog(page: Page, dialog: Locator, what: string) {
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoViolations(page, what);
}

test('a demo app through both steps with two gallery images, then one image deleted', async ({ page }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Journey App ${suffix}`;
  await signedInAs(page, 'platform');
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto('/demoapp');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Apps');
  await expect(page.getByRole('gridcell', { name: 'Shelf Scanner', exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoViolations(page, 'the demo apps page');

  await test.step('Basic info: Next only with a name', async () => {
    const dialog = await openAddDialog(page, 'Add Demo App');
    await expect(region(dialog, 'Basic info')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await checkDialog(page, dialog, 'the wizard, Basic info');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('button', { name: 'Next' }).click();
    // Category and URL code are required too: the step stays with their messages.
    await expect(dialog.getByText('Category is required')).toBeVisible();
    await expect(dialog.getByText('URL code is required')).toBeVisible();
    await dialog.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Vision', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^URL Code/ }).fill(`journey-${suffix}`);
    await dialog.getByRole('combobox', { name: /^Icon/ }).click();
    await page.getByRole('option', { name: 'Chart', exact: true }).click();
    await dialog.getByRole('textbox', { name: /^Short Description/ }).fill('Made by the journey.');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(region(dialog, 'Additional info')).toBeVisible();
  });

  await test.step('Additional info: a tag, a function and two gallery images', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add Demo App' });
    await dialog.getByLabel('Key', { exact: true }).fill('industry');
    await dialog.getByLabel('Value', { exact: true }).fill('Retail');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const functions = dialog.getByRole('combobox', { name: 'Functions' });
    await functions.fill('Sentiment');
    await expect(page.getByRole('option')).toHaveText(['Sentiment Analysis']);
    await page.getByRole('option', { name: 'Sentiment Analysis' }).click();
    await expect(dialog.getByRole('button', { name: /^Sentiment Analysis/ })).toBeVisible();
    await functions.press('Escape');
    await dialog.getByLabel('Add image').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: PNG },
      { name: 'two.gif', mimeType: 'image/gif', buffer: GIF },
    ]);
    await expect(dialog.getByRole('img', { name: /^Gallery image/ })).toHaveCount(2);
    await checkDialog(page, dialog, 'the wizard, Additional info');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully Created')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
  });

  const id = (await apiCall(page, 'demoApps.list', { search: name })).rows[0]!.id;
  const before = await apiCall(page, 'demoApps.info', { id });
  expect(before.images).toHaveLength(2);
  expect(before.functions.map((f) => f.name)).toEqual(['Sentiment Analysis']);
  const [gone, kept] = before.images;

  await test.step('the detail, then one image deleted in the edit dialog', async () => {
    await page.getByRole('gridcell', { name, exact: true }).click();
    const detail = page.getByRole('dialog', { name: /^Demo App/ });
    await expect(detail.getByRole('img', { name: /^Gallery image/ })).toHaveCount(2);
    await checkDialog(page, detail, 'the demo app detail');
    await detail.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Demo App' });
    await expect(edit.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    // Editing goes straight to Save; the gallery is on the second step.
    await expect(edit.getByRole('button', { name: 'Save' })).toBeVisible();
    await edit.getByRole('button', { name: 'Additional info' }).click();
    await expect(edit.getByRole('img', { name: /^Gallery image/ })).toHaveCount(2);
    await edit.getByRole('button', { name: 'Delete image 1' }).click();
    await expect(edit.getByRole('img', { name: /^Gallery image/ })).toHaveCount(1);
    await checkDialog(page, edit, 'the edit dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully Updated')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
  });

  const after = await apiCall(page, 'demoApps.info', { id });
  expect(after.images).toEqual([kept]);
  expect((await page.request.get(gone!.url)).status()).toBe(404);
  expect((await page.request.get(kept!.url)).status()).toBe(200);

  await test.step('delete it, after the confirmation', async () => {
    await selectRow(page, new RegExp(name));
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await expect(confirm.getByText('Are you sure want to delete the selected demoapp?')).toBeVisible();
    await checkDialog(page, confirm, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('gridcell', { name, exact: true })).toHaveCount(0);
  });
});
