import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { selectRow, signedInAs } from './support';

/**
 * axe-core's WCAG 2.1 AA rules with the kit's dialogs open: detail, edit and add forms (every section
 * of an accordion form expanded), confirmations. The routes themselves are checked in accessibility.spec.ts.
 */

/** Waits until the dialog has its data (no spinner anywhere), then runs axe on the page with it open. */
async function checkDialog(page: Page, dialog: Locator, what: string) {
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoViolations(page, what);
}

/** Runs axe with the dialog open, then closes it with its Cancel button. */
async function checkAndCancel(page: Page, dialog: Locator, what: string) {
  await checkDialog(page, dialog, what);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

/** An edit dialog, once it shows the record (a field and its value), checked and cancelled. */
async function checkEditForm(page: Page, name: string, [field, value]: [string, string]) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByLabel(field)).toHaveValue(value);
  await checkAndCancel(page, dialog, name);
}

/** Opens every closed section of an accordion form, so axe sees all its fields. */
async function expandAll(dialog: Locator) {
  const closed = dialog.locator('.MuiAccordionSummary-root[aria-expanded="false"]');
  while ((await closed.count()) > 0) {
    const count = await closed.count();
    await closed.first().click();
    await expect(closed).toHaveCount(count - 1);
  }
}

test.beforeEach(async ({ page }) => {
  await signedInAs(page, 'platform');
  await expect(page).not.toHaveURL(/\/login$/);
});

test('the microservice detail and its edit form have no WCAG 2.1 AA violation', async ({ page }) => {
  await page.goto('/microservices');
  await page.getByRole('gridcell', { name: 'Demand Forecast', exact: true }).click();
  const detail = page.getByRole('dialog', { name: /Microservice Details/ });
  await expect(detail.getByRole('region', { name: 'Basic Info' })).toBeVisible();
  await checkDialog(page, detail, 'microservice detail');

  await detail.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Microservice' });
  await expect(edit.getByRole('heading', { name: 'Pricing Plan' })).toBeVisible();
  await expandAll(edit);
  await checkAndCancel(page, edit, 'microservice edit form, every section open');
});

test('the owner, code list, label and language dialogs have no WCAG 2.1 AA violation', async ({ page }) => {
  test.setTimeout(120_000);
  await test.step('Add Owner', async () => {
    await page.goto('/ownerlisting');
    await page.getByRole('button', { name: 'Add owner', exact: true }).click();
    await checkDialog(page, page.getByRole('dialog', { name: 'Add Owner' }), 'Add Owner');
    await page.keyboard.press('Escape');
  });

  await test.step('a code list, edited', async () => {
    await page.goto('/codelist');
    await selectRow(page, /ACCESS_TYPE/);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await checkEditForm(page, 'Edit Flexy Code List', ['List Code', 'ACCESS_TYPE']);
  });

  await test.step('a label, edited', async () => {
    await page.goto('/label');
    // Searched: with every area's captions the MENU rows are no longer on the first page.
    await page.getByRole('searchbox', { name: 'Search labels' }).fill('MENU');
    await page.getByRole('gridcell', { name: 'MENU', exact: true }).first().click();
    await checkEditForm(page, 'Edit Flexy Label', ['Screen Code', 'MENU']);
  });

  await test.step('a language, removed (its confirmation)', async () => {
    await page.goto('/language');
    await page.getByRole('img', { name: 'Remove French' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await checkAndCancel(page, dialog, 'language Delete Confirmation');
    await expect(page.getByRole('listitem').filter({ hasText: 'French' })).toBeVisible();
  });
});

test('the subscription details and edit forms have no WCAG 2.1 AA violation', async ({ page }) => {
  await page.goto('/subscription');
  await page.getByRole('gridcell', { name: 'Speech Analytics Lab' }).click();
  const detail = page.getByRole('dialog', { name: /User Subscription/ });
  await expect(detail).toContainText('speech@teamspace.example');
  await checkDialog(page, detail, 'user subscription detail');
  await detail.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User Subscription' });
  await expect(edit.getByRole('combobox', { name: /Plan Name/ })).toBeVisible();
  await checkAndCancel(page, edit, 'user subscription edit form');

  await page.getByRole('button', { name: 'Subscription Plans' }).click();
  await page.getByRole('gridcell', { name: 'Standard', exact: true }).click();
  const plan = page.getByRole('dialog', { name: /Subscription Plan/ });
  await checkDialog(page, plan, 'subscription plan detail');
  await plan.getByRole('button', { name: 'Edit' }).click();
  await checkEditForm(page, 'Edit Subscription Plan', ['Plan Name', 'Standard']);
});

test('the platform function and pre-defined group dialogs have no WCAG 2.1 AA violation', async ({
  page,
}) => {
  await page.goto('/platformFunction');
  await page.getByRole('gridcell', { name: 'Export Reports', exact: true }).click();
  const detail = page.getByRole('dialog', { name: /^Function/ });
  await expect(detail.getByText('Platform Services')).toBeVisible();
  await checkDialog(page, detail, 'the function detail');
  await detail.getByRole('button', { name: 'Edit' }).click();
  await checkEditForm(page, 'Edit Function', ['Code', 'EXPORT_REPORTS']);

  await page.goto('/predefined');
  await page.getByRole('gridcell', { name: 'Operators', exact: true }).click();
  const group = page.getByRole('dialog', { name: /^Pre-defined Group/ });
  await expect(group.getByText('Billing Dashboard')).toBeVisible();
  await checkDialog(page, group, 'the pre-defined group detail');
  await group.getByRole('button', { name: 'Edit' }).click();
  await checkEditForm(page, 'Edit Pre-defined Group', ['Name', 'Operators']);
});

test('the demo app detail and edit dialogs have no WCAG 2.1 AA violation', async ({ page }) => {
  await page.goto('/demoapp');
  await page.getByRole('gridcell', { name: 'Shelf Scanner', exact: true }).click();
  const detail = page.getByRole('dialog', { name: /^Demo App/ });
  await expect(detail.getByText('Document OCR')).toBeVisible();
  await checkDialog(page, detail, 'the demo app detail');
  await detail.getByRole('button', { name: 'Edit' }).click();
  await checkEditForm(page, 'Edit Demo App', ['Name', 'Shelf Scanner']);
});
