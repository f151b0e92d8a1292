import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { exportCsv, mainMenu, openAddDialog, scrollToCell, signedInAs } from './support';

const stamp = () => Date.now().toString(36).toUpperCase();

/** Signs in as the platform's super user and acts on the named owner (picked in the owner list). */
async function actOn(page: Page, ownerName: string) {
  await signedInAs(page, 'platform');
  await page.getByRole('gridcell', { name: ownerName, exact: true }).click();
  await expect(page).toHaveURL(/\/ownersettings$/);
}

/** Picks an option of a MUI select found by its label. */
async function choose(scope: Locator | Page, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addTranslation(dialog: Locator, page: Page, language: string, text: string) {
  await choose(dialog, page, 'Language', language);
  await dialog.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
  await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
  await expect(dialog.getByRole('table', { name: 'Translations' })).toContainText(language);
}

async function finishWith(page: Page, message: string) {
  await expect(page.getByRole('dialog').getByText(message)).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
}

test('a language is added to the owner and removed again', async ({ page }) => {
  await actOn(page, 'Modelhub Platform');
  await mainMenu(page).getByRole('link', { name: 'Language' }).click();
  await expect(page.getByRole('heading', { name: 'Flexy Language' })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Languages of this owner' });
  await expect(chips).toContainText('French');
  await expect(chips).not.toContainText('German');

  await page.getByLabel('Select languages').click();
  await page.getByRole('option', { name: 'German', exact: true }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await finishWith(page, 'Language Successfully Added');
  await expect(chips).toContainText('German');
  // The header's switch offers the owner's languages at once.
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).click();
  await expect(page.getByRole('option', { name: 'Deutsch' })).toBeVisible();
  await page.keyboard.press('Escape');

  await chips.getByRole('img', { name: 'Remove German' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
  await expect(confirm).toContainText('Are you sure want to delete the selected language?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(chips).not.toContainText('German');
  await expect(chips).toContainText('English');
});

test('a label with a French translation shows on its screen once the console speaks French', async ({
  page,
}) => {
  const id = stamp();
  await actOn(page, 'Acme Analytics');
  await mainMenu(page).getByRole('link', { name: 'Labels' }).click();
  const dialog = await openAddDialog(page, 'Add Flexy Label');
  await dialog.getByLabel('Screen Code').fill('owner_set');
  await page.getByRole('option', { name: 'OWNER_SET', exact: true }).click();
  await expect(dialog.getByLabel('Screen Name')).toHaveValue('Owner Settings');
  await dialog.getByLabel('Label Code').fill('heading');
  await expect(dialog.getByLabel('Label Code')).toHaveValue('HEADING');
  await dialog.getByLabel('Order Number').fill('1.2.3');
  await expect(dialog.getByLabel('Order Number')).toHaveValue('1.23');
  // The English text stays as it is: other journeys read this heading in English.
  await dialog.getByLabel('Text (English)').fill('Owner Settings');
  await addTranslation(dialog, page, 'French', `Réglages Acme ${id}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await finishWith(page, 'Successfully Created');
  // Acme's own row now stands in for the platform's: its code shows without the 'Platform' chip.
  await page.getByRole('searchbox', { name: 'Search labels' }).fill('HEADING');
  await scrollToCell(page, page.getByRole('gridcell', { name: 'HEADING', exact: true }));

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await choose(page.getByRole('banner'), page, 'Language', 'Français');
  await expect(page.getByRole('heading', { name: 'Libellés Flexy' })).toBeVisible();
  await mainMenu(page).locator('a[href="/ownersettings"]').click();
  await expect(page.getByRole('heading', { name: `Réglages Acme ${id}` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
});

test('a code list gets a value with an extra attribute and a translation, and the value a sub-value', async ({
  page,
}) => {
  const code = `E2E_${stamp()}`;
  await actOn(page, 'Modelhub Platform');
  await mainMenu(page).getByRole('link', { name: 'Codes', exact: true }).click();
  const listDialog = await openAddDialog(page, 'Add Flexy Code List');
  await listDialog.getByLabel('List Code').fill(code.toLowerCase());
  await listDialog.getByLabel('List Name').fill('Colours');
  await listDialog.getByRole('button', { name: 'Save' }).click();
  await finishWith(page, 'Successfully Created');
  await expect(page).toHaveURL(/\/valuelist\?list=\d+$/);
  await expect(page.getByText(`${code} - Colours`)).toBeVisible();

  const valueDialog = await openAddDialog(page, 'Add Flexy Value');
  await valueDialog.getByRole('textbox', { name: 'Code', exact: true }).fill('red');
  await valueDialog.getByRole('textbox', { name: 'Order', exact: true }).fill('1');
  await valueDialog.getByLabel('Value (English)').fill('Red');
  await valueDialog.getByRole('textbox', { name: 'Attribute', exact: true }).fill('hex');
  await valueDialog.getByLabel('Attribute Value').fill('#ff0000');
  await valueDialog.getByRole('button', { name: 'Add', exact: true }).first().click();
  await valueDialog.getByRole('textbox', { name: 'Attribute', exact: true }).fill('HEX');
  await expect(valueDialog.getByText('Attribute Already Exists')).toBeVisible();
  await valueDialog.getByRole('textbox', { name: 'Attribute', exact: true }).fill('');
  await addTranslation(valueDialog, page, 'French', 'Rouge');
  await valueDialog.getByRole('button', { name: 'Save' }).click();
  await finishWith(page, 'Successfully Created');
  await expect(page.getByRole('gridcell', { name: 'hex : #ff0000' })).toBeVisible();

  await page.getByRole('gridcell', { name: 'Red', exact: true }).click();
  await expect(page).toHaveURL(/\/valuesublist\?value=\d+$/);
  await expect(page.getByText(`${code} / RED - Red`)).toBeVisible();
  await page.getByRole('button', { name: 'Create Flexy Value - Sub List' }).click();
  const subDialog = page.getByRole('dialog', { name: 'New Flexy Value - Sub List' });
  await expect(subDialog.getByText('Basic info')).toBeVisible();
  await subDialog.getByRole('textbox', { name: 'Code', exact: true }).fill('dark red');
  await subDialog.getByLabel('Value (English)').fill('Dark red');
  await subDialog.getByRole('button', { name: 'Save' }).click();
  await finishWith(page, 'Successfully Created');
  await expect(page.getByRole('gridcell', { name: 'DARKRED', exact: true })).toBeVisible();

  await page.reload();
  await page.getByRole('gridcell', { name: 'Dark red', exact: true }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit and Update Flexy Value Sub List' });
  await editDialog.getByLabel('Value (English)').fill('Deep red');
  await editDialog.getByRole('button', { name: 'Update' }).click();
  await finishWith(page, 'Successfully Updated');
  await expect(page.getByRole('gridcell', { name: 'Deep red', exact: true })).toBeVisible();
});

test('labels are exported, one line changed and imported after a preview', async ({ page }) => {
  // The breadcrumb's caption, which no other journey reads (they run in parallel and read the heading).
  const heading = `Localisation - Flexy Languages ${stamp()}`;
  await actOn(page, 'Modelhub Platform');
  await page.goto('/label');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export Localisation' });
  await expect(exportDialog.getByRole('checkbox', { name: 'Labels' })).toBeChecked();
  await exportDialog.getByRole('radio', { name: 'CSV' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  const content = await readFile(await download.path(), 'utf8');
  const line = content
    .split('\n')
    .find((l) => l.startsWith('label,LANG_SET,') && l.includes(',BREADCRUMB,EN,'));
  expect(line).toBeDefined();
  // The text is the line's last field of that value (the screen's name comes first).
  const at = line!.lastIndexOf(',Localisation - Flexy Language,');
  const changedLine = `${line!.slice(0, at)},${heading},${line!.slice(at + ',Localisation - Flexy Language,'.length)}`;
  const changed = content.replace(line!, changedLine);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Localisation' });
  const broken = `${changed.trimEnd()}\nlabel,LANG_SET,Localisation - Flexy Language,,,EN,No code,1,\n`;
  await importDialog
    .getByLabel('Choose File')
    .setInputFiles({ name: 'labels.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await expect(importDialog.getByRole('alert')).toContainText(
    'The file has errors; nothing will be imported.',
  );
  await expect(importDialog.getByRole('alert')).toContainText(/Row \d+:/);
  await expect(importDialog.getByRole('button', { name: 'Import' })).toBeDisabled();

  await importDialog
    .getByLabel('Choose File')
    .setInputFiles({ name: 'labels.csv', mimeType: 'text/csv', buffer: Buffer.from(changed) });
  await expect(importDialog.getByText('To change: 1')).toBeVisible();
  await expect(importDialog.getByText('To add: 0')).toBeVisible();
  const preview = importDialog.getByRole('table', { name: 'Preview' });
  await expect(preview).toContainText('Localisation - Flexy Language');
  await expect(preview).toContainText(heading);
  await importDialog.getByRole('button', { name: 'Import' }).click();
  await finishWith(page, 'Successfully Imported');

  await mainMenu(page).getByRole('link', { name: 'Language' }).click();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(heading);
});

test('a list exports what its search shows as CSV, with the columns and captions of the table', async ({
  page,
}) => {
  await actOn(page, 'Modelhub Platform');
  await mainMenu(page).getByRole('link', { name: 'Codes', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search code lists' }).fill('ACCESS_TYPE');
  await expect(page.getByRole('gridcell', { name: /^ACCESS_TYPE/ })).toBeVisible();
  // ACCESS_TYPE is also the first row unsearched: wait until the search has narrowed the table.
  await expect(page.getByRole('gridcell', { name: /^CLASS_TYPE/ })).toHaveCount(0);
  const { filename, lines } = await exportCsv(page);
  expect(filename).toMatch(/\.csv$/);
  expect(lines[0]).toBe('List Code,List Name,List Description');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['ACCESS_TYPE']);
});
