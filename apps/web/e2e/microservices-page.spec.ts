import { expect, test, type Page } from '@playwright/test';
import {
  addCatalogueItem,
  apiCall,
  openMicroservices,
  ownMicroservice,
  searchTable,
  stamp,
} from './microservices-fixtures';
import { selectRow, signedInAs, type DemoLogin } from './support';

async function signInTo(page: Page, who: DemoLogin, landing: RegExp) {
  await signedInAs(page, who);
  await expect(page).toHaveURL(landing);
}

/** PM staff pick their own owner in the owner list, which leads to its settings and the side menu. */
async function signInAsPlatform(page: Page) {
  await signInTo(page, 'platform', /\/ownerlisting$/);
  await page.getByRole('gridcell', { name: 'Modelhub Platform', exact: true }).click();
  await expect(page).toHaveURL(/\/ownersettings$/);
}

const detailDialog = (page: Page) => page.getByRole('dialog', { name: /Microservice Details/ });

test('the table finds a microservice by search and its detail shows every section safely', async ({
  page,
}) => {
  const s = stamp();
  const name = `Churn Model ${s}`;
  await signInAsPlatform(page);
  await apiCall(page, 'microservices.save', {
    ...ownMicroservice(name, `CHURN${s}`),
    description2:
      '## Churn drivers\n\nFinds **why** customers leave.\n\n<img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>',
  });
  await openMicroservices(page);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Content - Microservices');
  await searchTable(page, s, name);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`CHURN${s}`);
  await expect(row).toContainText('Owned');

  await page.getByRole('gridcell', { name, exact: true }).click();
  const detail = detailDialog(page);
  await expect(detail.getByRole('heading', { name: 'Basic Info' })).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Basic Info' })).toContainText('AI Model');
  const description = detail.getByRole('region', { name: 'Description' });
  await expect(description.getByRole('heading', { name: 'Churn drivers' })).toBeVisible();
  await expect(description.locator('strong')).toHaveText('why');
  await expect(description.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(detail.getByRole('table', { name: 'Request Types' })).toContainText('v1.0.0');
  await expect(detail.getByRole('table', { name: 'Request Types' })).toContainText('Latest');
  await expect(detail.getByRole('region', { name: 'Pricing and Plan' })).toContainText('0.25 USD');
  await expect(detail.getByRole('region', { name: 'Data Schema' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Cancel' }).click();
  await expect(detail).toBeHidden();
});

test('a pod is stopped and started again, showing Processing... while it changes', async ({ page }) => {
  const s = stamp();
  const name = `Pod Probe ${s}`;
  await signInAsPlatform(page);
  await apiCall(page, 'microservices.save', ownMicroservice(name, `POD${s}`));
  await openMicroservices(page);
  await searchTable(page, s, name);
  // The new microservice's pod starts on save: its row is refreshed until the pod settles, and a click
  // on a row being replaced can be lost on a busy machine. Open the detail once the row has settled.
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(/Running|Stopped/, {
    timeout: 45_000,
  });
  await expect(async () => {
    if (!(await detailDialog(page).isVisible()))
      await page.getByRole('gridcell', { name, exact: true }).click();
    await expect(detailDialog(page)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  const basic = detailDialog(page).getByRole('region', { name: 'Basic Info' });
  const start = basic.getByRole('button', { name: 'Start' });
  const stop = basic.getByRole('button', { name: 'Stop' });
  await expect(start.or(stop)).toBeVisible();
  if (await start.isVisible()) {
    await start.click();
    await expect(stop).toBeVisible({ timeout: 45_000 });
  }

  await stop.click();
  await expect(basic.getByRole('status')).toHaveText('Processing...');
  await expect(start.or(stop)).toHaveCount(0);
  await expect(start).toBeVisible({ timeout: 45_000 });
  await expect(basic).toContainText('Stopped');
  await detailDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Stopped');

  await page.getByRole('gridcell', { name, exact: true }).click();
  await start.click();
  await expect(basic.getByRole('status')).toHaveText('Processing...');
  await expect(stop).toBeVisible({ timeout: 45_000 });
  await expect(basic).toContainText('Running');
  await detailDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Running');
});

test('two selected microservices are deleted at once after the confirmation', async ({ page }) => {
  const s = stamp();
  const names = [`Batch Alpha ${s}`, `Batch Beta ${s}`] as const;
  await signInAsPlatform(page);
  await apiCall(page, 'microservices.save', ownMicroservice(names[0], `BALPHA${s}`));
  await apiCall(page, 'microservices.save', ownMicroservice(names[1], `BBETA${s}`));
  await openMicroservices(page);
  const remove = page.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeDisabled();
  await searchTable(page, s, names[0]);
  await expect(page.getByRole('gridcell', { name: names[1], exact: true })).toBeVisible();
  for (const name of names) await selectRow(page, new RegExp(name));
  await expect(page.getByText('2 selected')).toBeVisible();
  await remove.click();

  const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
  await expect(confirm).toContainText('Are you sure want to delete the selected microservice?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog').getByText('Successfully Deleted')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('No microservices')).toBeVisible();
  await expect(page.getByText('2 selected')).toBeHidden();
  await expect(remove).toBeDisabled();
});

test('a team-space owner assigns catalogue microservices from the Assign dialog', async ({ page }) => {
  await signInTo(page, 'teamspace', /\/ownersettings$/);
  await openMicroservices(page);
  await page.getByRole('button', { name: 'Assign Microservice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Microservice' });
  const proceed = dialog.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  const picker = dialog.getByLabel('Select microservices');
  for (const option of ['Fraud Detection', 'Demand Forecast', 'Text Summariser']) {
    await picker.fill(option.split(' ')[0] ?? option);
    await page.getByRole('option', { name: new RegExp(option) }).click();
  }
  await page.keyboard.press('Escape');
  const chosen = dialog.getByRole('list', { name: 'Chosen microservices' });
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  await chosen.getByRole('button', { name: 'Remove Text Summariser' }).click();
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await proceed.click();

  await expect(
    page.getByRole('dialog').getByText('2 microservice has been successfully assigned'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  for (const name of ['Fraud Detection', 'Demand Forecast']) {
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Assigned');
  }
  await expect(page.getByRole('gridcell', { name: 'Text Summariser', exact: true })).toHaveCount(0);
});

test('a catalogue item is duplicated with Confirm, and again with Edit and Confirm after a clash', async ({
  page,
  request,
}) => {
  const s = stamp();
  const source = `Churn Radar ${s}`;
  await addCatalogueItem(request, {
    ...ownMicroservice(source, `RADAR${s}`),
    description2: '**Catalogue** copy',
  });
  await signInTo(page, 'teamspace', /\/ownersettings$/);
  await openMicroservices(page);

  const pick = async () => {
    await page.getByRole('button', { name: 'Duplicate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate Microservice' });
    await expect(dialog.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
    await dialog.getByLabel('Select a microservice').fill(s);
    await page.getByRole('option', { name: new RegExp(source) }).click();
    await expect(dialog.getByRole('region', { name: 'Basic Info' })).toContainText(`RADAR${s}`);
    await expect(dialog.getByRole('region', { name: 'Description' }).locator('strong')).toHaveText(
      'Catalogue',
    );
    return dialog;
  };

  await test.step('Confirm stores a DUP copy', async () => {
    const dialog = await pick();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('dialog').getByText('Successfully Created')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await searchTable(page, s, source);
    await expect(page.getByRole('row', { name: new RegExp(source) })).toContainText('Duplicated');
  });

  await test.step('a second copy clashes; Edit and Confirm renames it', async () => {
    const dialog = await pick();
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(
      dialog.getByText(
        'This Microservice Title or Microservice Code or Urlcode already exists. Kindly edit the details of this microservice and save',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Edit and Confirm' }).click();
    const form = page.getByRole('dialog', { name: 'Duplicate Microservice' });
    await expect(form.getByLabel('Title')).toHaveValue(source);
    await form.getByLabel('Title').fill(`${source} Copy`);
    await form.getByLabel('Microservice Code').fill(`RADARCOPY${s}`);
    await form.getByLabel('URL Code').fill(`radar-copy-${s.toLowerCase()}`);
    const save = form.getByRole('button', { name: 'Save' });
    while (!(await save.isVisible())) await form.getByRole('button', { name: 'Next' }).click();
    await save.click();
    await expect(page.getByRole('dialog').getByText('Successfully Created')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`${source} Copy`) })).toContainText('Duplicated');
    await expect(page.getByRole('row')).toHaveCount(3);
  });
});

test('PM staff switch the owner on the page: the table and the toolbar follow without a reload', async ({
  page,
}) => {
  await signInAsPlatform(page);
  await openMicroservices(page);
  await expect(page.getByRole('button', { name: 'Assign Microservice' })).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.getByLabel('Select owner').click();
  await page.getByRole('option', { name: 'TeamSpace Labs' }).click();
  await expect(page.getByRole('button', { name: 'Assign Microservice' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sentiment Analysis/ })).toContainText('Assigned');
  await page.getByLabel('Select owner').click();
  await page.getByRole('option', { name: 'Acme Analytics' }).click();
  await expect(page.getByRole('button', { name: 'Assign Microservice' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Duplicate' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Fraud Detection/ })).toContainText('Assigned');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
});

test('after saving an assigned microservice, Escape still closes its detail', async ({ page }) => {
  await signInTo(page, 'teamspace', /\/ownersettings$/);
  await openMicroservices(page);
  await page.getByRole('gridcell', { name: 'Sentiment Analysis', exact: true }).click();
  const detail = detailDialog(page);
  await detail.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Microservice' });
  await edit.getByRole('combobox', { name: 'Access Type' }).click();
  await page.getByRole('option', { name: 'Private', exact: true }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByText('Successfully Updated')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(detail.getByRole('region', { name: 'Access Details' })).toContainText('Private');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
});
