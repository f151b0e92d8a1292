import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { mainMenu, selectRow, signedInAs } from './support';

/**
 * Register Microservice (002 section 2.8): a team-space administrator registers a model through the
 * wizard, watching the upload reach 100 %; the platform manager approves it (it is then on the
 * microservices page) and rejects another with a comment.
 */
const stamp = () => `${Date.now() % 1_000_000}`;
// A few MB, so the upload's progress is seen rising (random bytes do not compress).
const ARCHIVE = zlib.gzipSync(Buffer.from(Array.from({ length: 3_000_000 }, (_, i) => (i * 7919) % 251)), {
  level: 0,
});
const OPENAPI = `openapi: 3.0.3
info:
  title: E2E model
  version: 1.0.0
paths:
  /getresults:
    post:
      responses:
        '200':
          description: Results
`;

async function openRegistrations(page: Page) {
  await mainMenu(page).getByRole('link', { name: 'Register Microservice' }).click();
  await expect(page.getByRole('heading', { name: 'Register Microservice', level: 1 })).toBeVisible();
}

async function actOnTeamspace(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signedInAs(page, 'platform');
  await expect(page).toHaveURL(/\/ownerlisting$/);
  await page.goto('/registermicroservice');
  await page.getByLabel('Select owner').click();
  await page.getByRole('option', { name: 'TeamSpace Labs' }).click();
}

/** Records every percentage the progress dialog shows, from now on. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progress: number[] }).progress = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('[role="progressbar"][aria-valuenow]'))
        seen.push(Number(bar.getAttribute('aria-valuenow')));
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

async function register(page: Page, name: string, code: string) {
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Register Microservice' });
  await wizard.getByLabel('Name').fill(name);
  await wizard.getByLabel('Description').fill('Registered in the browser');
  await wizard.getByLabel('CPU').fill('0.5');
  await wizard.getByLabel('Memory (GB)').fill('1');
  await wizard.getByLabel('Port').fill('8080');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await wizard.getByRole('textbox', { name: 'Major' }).fill('1');
  await wizard.getByRole('textbox', { name: 'Minor' }).fill('0');
  await wizard.getByRole('textbox', { name: 'Patch' }).fill('0');
  await wizard.getByRole('button', { name: 'Create End Point' }).click();
  await expect(wizard.getByLabel('End Point')).toHaveValue(
    new RegExp(`/${code.toLowerCase()}/v1/getresults$`),
  );
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard
    .getByLabel('Model Archive')
    .setInputFiles({ name: 'model.tar.gz', mimeType: 'application/gzip', buffer: ARCHIVE });
  await wizard
    .getByLabel('Docs YAML')
    .setInputFiles({ name: 'docs.yaml', mimeType: 'application/yaml', buffer: Buffer.from(OPENAPI) });
  await watchProgress(page);
  await wizard.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByText('Successfully Created')).toBeVisible();
  const progress = await page.evaluate(() => (window as unknown as { progress: number[] }).progress);
  expect(progress).toContain(100);
  await page.getByRole('button', { name: 'Close' }).click();
}

test('a team-space model is registered with its upload reaching 100 %, then approved and deployed', async ({
  page,
}) => {
  const s = stamp();
  const name = `E2E model ${s}`;
  await signedInAs(page, 'teamspace');
  await expect(page).toHaveURL(/\/ownersettings$/);
  await openRegistrations(page);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await register(page, name, `e2e${s}`);
  await page.getByLabel('Search').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(`/e2e${s}/v1/getresults`);

  await actOnTeamspace(page);
  await page.getByLabel('Search').fill(name);
  await selectRow(page, new RegExp(name));
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve Confirmation' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('dialog').getByText('Successfully Approved')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: /^Approved/ }).click();
  await page.getByLabel('Search').fill(name);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(/Deploying|Running/);
  await mainMenu(page).getByRole('link', { name: 'Microservices', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Microservices', level: 1 })).toBeVisible();
  await expect(page.getByRole('gridcell', { name, exact: true })).toBeVisible();
});

test('the platform manager rejects a pending registration with a comment', async ({ page }) => {
  await actOnTeamspace(page);
  await page.getByLabel('Search').fill('Churn Predictor');
  await selectRow(page, /Churn Predictor/);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Confirmation' });
  const reject = dialog.getByRole('button', { name: 'Reject' });
  await expect(reject).toBeDisabled();
  await dialog.getByLabel('Reject comments...').fill('Attach the training data licence');
  await reject.click();
  await expect(page.getByRole('dialog').getByText('Successfully Rejected')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: /^Rejected/ }).click();
  await page.getByLabel('Search').fill('Churn Predictor');
  await expect(page.getByRole('row', { name: /Churn Predictor/ })).toContainText(
    'Manual Reject: Attach the training data licence',
  );
});

test('the screen and its dialogs pass axe', async ({ page }) => {
  await actOnTeamspace(page);
  await expect(page.getByRole('row', { name: /Invoice Reader/ })).toBeVisible();
  await expectNoViolations(page, 'Register Microservice');
  await page.getByRole('gridcell', { name: 'Invoice Reader', exact: true }).click();
  await expect(page.getByRole('dialog', { name: /Microservice Details/ }).getByText('8080')).toBeVisible();
  await expectNoViolations(page, 'the detail dialog');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Microservice' }).getByLabel('Name')).toHaveValue(
    'Invoice Reader',
  );
  await expectNoViolations(page, 'the edit dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Register Microservice' })).toBeVisible();
  await expectNoViolations(page, 'the registration wizard');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await selectRow(page, /Invoice Reader/);
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('dialog', { name: 'Reject Confirmation' })).toBeVisible();
  await expectNoViolations(page, 'the reject dialog');
});
