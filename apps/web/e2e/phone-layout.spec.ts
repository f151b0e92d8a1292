import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { mainMenu, signedInAs } from './support';

/**
 * A 390 px phone (issue 7, item 7): the side menu is a drawer opened from the header, and the dialogs fit
 * the phone. That no screen is wider than the phone, with no WCAG 2.1 AA violation, is checked in the axe
 * walk of accessibility.spec.ts, which sees every screen at 1440 px and then at 390 px.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The open dialog is within the phone and its content does not scroll sideways (a wide table may, inside its box). */
async function expectDialogFits(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const sizes = await dialog.evaluate((el) => ({
    right: el.getBoundingClientRect().right,
    wide: [...el.querySelectorAll('.MuiDialogContent-root')].map((c) => c.scrollWidth - c.clientWidth),
  }));
  expect(sizes.right, `${String(name)} ends within the phone`).toBeLessThanOrEqual(390);
  expect(sizes.wide, `${String(name)} scrolls sideways`).toEqual(sizes.wide.map(() => 0));
}

test('on a phone the menu is a drawer, and the dialogs fit the phone', async ({ page }) => {
  test.setTimeout(180_000);
  await signedInAs(page, 'platform');
  await expect(page).not.toHaveURL(/\/login$/);

  await test.step('the drawer opens from the header and takes the user to a screen', async () => {
    await page.goto('/ownersettings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Owner Settings');
    // No room for a side menu beside the page: it waits behind the header's button.
    await expect(mainMenu(page)).toHaveCount(0);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Toggle menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Logout' })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoViolations(page, 'the open drawer');
    // The header stays usable with the drawer open (not hidden from screen readers): its button closes it.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Logout' })).toBeVisible();
    await toggle.click();
    await expect(mainMenu(page)).toHaveCount(0);
    await toggle.click();
    await mainMenu(page).getByRole('link', { name: 'Microservices' }).click();
    await expect(page).toHaveURL(/\/microservices$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Microservices');
    await expect(mainMenu(page)).toHaveCount(0);
    // The table is wider than the phone: it scrolls inside its own box.
    const scroller = page.locator('.MuiDataGrid-virtualScroller').first();
    await expect(page.getByRole('gridcell', { name: 'FORECAST', exact: true })).toBeVisible();
    const grid = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(grid.scroll).toBeGreaterThan(grid.client);
  });

  await test.step('the microservice dialogs fit the phone', async () => {
    await page.goto('/microservices');
    await page.getByRole('button', { name: 'Add new microservice' }).click();
    await expectDialogFits(page, 'Add New Microservice');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('gridcell', { name: 'Demand Forecast', exact: true }).click();
    await expectDialogFits(page, /Microservice Details/);
    await page.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
    await expectDialogFits(page, 'Edit Microservice');
  });
  await test.step('the demo app wizard and detail fit the phone', async () => {
    await page.goto('/demoapp');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectDialogFits(page, 'Add Demo App');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('gridcell', { name: 'Shelf Scanner', exact: true }).click();
    await expectDialogFits(page, /^Demo App/);
  });
  await test.step('an audit record and its changes fit the phone', async () => {
    await page.goto('/auditlog');
    await page
      .getByRole('gridcell', { name: /\d{2}:\d{2}:\d{2}/ })
      .first()
      .click();
    await expectDialogFits(page, /Audit Record/);
  });

  await test.step('the plan, notification and outage dialogs fit the phone', async () => {
    await page.goto('/planDetails');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expectDialogFits(page, 'Edit Plan Details');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/notifications');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectDialogFits(page, 'Add Notification');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Outage', exact: true }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectDialogFits(page, 'Add Outage');
  });
});
