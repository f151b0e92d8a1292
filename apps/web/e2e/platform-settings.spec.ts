import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { apiCall, openMicroservices, ownMicroservice, searchTable, stamp } from './microservices-fixtures';
import { openAddDialog, signedInAs } from './support';

/** Plan details, notifications and outages, and the chat prompt (001 sections 2.1, 2.2, 2.4). */

async function signedIn(page: Page) {
  await signedInAs(page, 'platform');
  await expect(page).not.toHaveURL(/\/login$/);
}

async function done(page: Page, message: string) {
  const success = page.getByRole('dialog').filter({ hasText: message });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Done' }).click();
  await expect(success).toBeHidden();
}

test('editing a plan changes its tables and its chart', async ({ page }) => {
  await signedIn(page);
  await page.getByRole('gridcell', { name: 'Acme Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/ownersettings$/);
  await page.goto('/planDetails');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan Details');
  const chart = page.getByRole('figure');
  const compute = page.getByRole('table', { name: 'Compute' });
  await expect(compute.getByRole('row', { name: /^CPU 4 / })).toBeVisible();
  const before = await chart.getAttribute('aria-label');
  expect(before).toMatch(/CPU: \d+%/);
  await expectNoViolations(page, '/planDetails');

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Plan Details' });
  await expectNoViolations(page, '/planDetails edit');
  await dialog.getByLabel('CPU').fill('40');
  await dialog.getByLabel('GPU Type').fill('NVIDIA L4');
  await dialog.getByLabel('GPU', { exact: true }).fill('2');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await done(page, 'Successfully Updated');

  await expect(compute.getByRole('row', { name: /^CPU 40 / })).toBeVisible();
  await expect(compute.getByRole('rowheader', { name: 'GPU (NVIDIA L4)' })).toBeVisible();
  await expect(chart).not.toHaveAttribute('aria-label', before!);
  await expect(chart).toHaveAttribute('aria-label', /GPU \(NVIDIA L4\): 0%/);
});

/** Starts (or stops) the pod of microservice `name` in its detail and waits until it is there. */
async function setPod(page: Page, stampText: string, name: string, to: 'Start' | 'Stop') {
  await openMicroservices(page);
  await searchTable(page, stampText, name);
  await page.getByRole('gridcell', { name, exact: true }).click();
  const detail = page.getByRole('dialog', { name: /Microservice Details/ });
  const basic = detail.getByRole('region', { name: 'Basic Info' });
  const start = basic.getByRole('button', { name: 'Start' });
  const stop = basic.getByRole('button', { name: 'Stop' });
  await expect(start.or(stop)).toBeVisible();
  const target = to === 'Start' ? start : stop;
  if (await target.isVisible()) {
    await target.click();
    await expect(to === 'Start' ? stop : start).toBeVisible({ timeout: 45_000 });
  }
  await detail.getByRole('button', { name: 'Cancel' }).click();
  await expect(detail).toBeHidden();
}

test('starting a pod on the microservices page makes Used grow in the plan details', async ({ page }) => {
  test.setTimeout(120_000);
  const s = stamp();
  const name = `Used Probe ${s}`;
  await signedIn(page);
  // TeamSpace's own microservices: no other journey starts or stops its pods.
  const { results } = await apiCall(page, 'owners.list', {});
  const teamspace = results.find((o) => o.ownerName === 'TeamSpace Labs')!;
  await apiCall(page, 'microservices.save', {
    ...ownMicroservice(name, `USED${s}`),
    ownerId: teamspace.ownerId,
  });
  await page.getByRole('gridcell', { name: 'TeamSpace Labs', exact: true }).click();
  await expect(page).toHaveURL(/\/ownersettings$/);
  await setPod(page, s, name, 'Stop');

  const cpuUsed = async () => {
    await page.goto('/planDetails');
    const row = page
      .getByRole('table', { name: 'Compute' })
      .getByRole('row')
      .filter({
        has: page.getByRole('rowheader', { name: 'CPU', exact: true }),
      });
    return Number(await row.getByRole('cell').nth(1).innerText());
  };
  const before = await cpuUsed();
  await setPod(page, s, name, 'Start');
  expect(await cpuUsed()).toBeGreaterThan(before);
});

test('an allocation below what is in use is refused with its reason', async ({ page }) => {
  await signedIn(page);
  await page.goto('/planDetails');
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Plan Details' });
  await dialog.getByLabel('CPU').fill('0');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText(/Below what is in use/)).toBeVisible();
});

test('a notification keeps its bold text and its link', async ({ page }) => {
  await signedIn(page);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  // Its own text: journeys run side by side (and a retried one again) on one database.
  const s = stamp();
  const dialog = await openAddDialog(page, 'Add Notification');
  await dialog.getByLabel('Version').fill('9.9.9');
  const editor = dialog.getByRole('textbox', { name: 'Message' });
  const bold = dialog.getByRole('button', { name: 'Bold' });
  await editor.click();
  await bold.click();
  // The toolbar shows Bold on before typing: the mark is waiting for the text.
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await editor.pressSequentially('Heads up');
  await expect(editor.locator('strong')).toHaveText('Heads up');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await editor.pressSequentially(` ${s} read the notes`);
  await expect(editor).toHaveText(`Heads up ${s} read the notes`);
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await dialog.getByRole('button', { name: 'Link', exact: true }).click();
  await dialog.getByLabel('Link address').fill('https://docs.platform.example/notes');
  await dialog.getByLabel('Link address').press('Enter');
  await expect(editor.getByRole('link', { name: 'notes' })).toBeVisible();
  await expectNoViolations(page, '/notifications add');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await done(page, 'Successfully Added');

  await page.getByRole('gridcell', { name: `Heads up ${s} read the notes` }).click();
  const detail = page.getByRole('dialog', { name: /Notification/ });
  await expect(detail.locator('strong')).toHaveText('Heads up');
  await expect(detail.getByRole('link', { name: 'notes' })).toHaveAttribute(
    'href',
    'https://docs.platform.example/notes',
  );
  await expectNoViolations(page, '/notifications detail');
});

test('an Active outage on a microservice shows its badge on the microservices page', async ({ page }) => {
  await signedIn(page);
  await page.goto('/notifications');
  await page.getByRole('button', { name: 'Outage', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outage');
  const dialog = await openAddDialog(page, 'Add Outage');
  await dialog.getByRole('textbox', { name: 'Outage' }).click();
  await page.keyboard.type('Entity recognition is down');
  await dialog.getByLabel('Affected Microservices').click();
  await page.getByRole('option', { name: 'Named Entity Recognition' }).click();
  await expect(dialog.getByRole('button', { name: 'Named Entity Recognition' })).toBeVisible();
  await expectNoViolations(page, '/notifications add outage');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await done(page, 'Successfully Added');
  await expect(page.getByRole('gridcell', { name: 'Entity recognition is down' })).toBeVisible();

  await page.goto('/microservices');
  await page.getByRole('searchbox').fill('Named');
  const row = page.getByRole('row').filter({ hasText: 'Named Entity Recognition' });
  await expect(row.getByText('Outage', { exact: true })).toBeVisible();
  await expectNoViolations(page, '/microservices with an outage badge');
});

test('a new prompt becomes current and the previous one stays viewable', async ({ page }) => {
  await signedIn(page);
  await page.goto('/prompt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prompt');
  const main = page.getByRole('main');
  await expect(main).toContainText('name the microservice that fits the question');
  await expectNoViolations(page, '/prompt');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page
    .getByLabel('Prompt', { exact: true })
    .fill('You are the Modelhub assistant. Answer in one paragraph.');
  await page.getByRole('button', { name: 'Save' }).click();
  const confirm = page.getByRole('dialog', { name: 'Update Prompt' });
  await expect(confirm).toContainText(
    'Are you sure want to update prompt and it will affect immediately in prompt response?',
  );
  await confirm.getByRole('button', { name: 'Save' }).click();
  await done(page, 'Successfully Updated');
  await expect(main).toContainText('You are the Modelhub assistant. Answer in one paragraph.');

  const versions = page.getByRole('grid');
  await expect(versions.getByRole('row')).toHaveCount(4); // the header and three versions
  await versions.getByRole('gridcell', { name: /name the microservice that fits the question/ }).click();
  const previous = page.getByRole('dialog', { name: /Prompt version/ });
  await expect(previous).toContainText('admin@platform.example');
  await expectNoViolations(page, '/prompt previous version');
});
