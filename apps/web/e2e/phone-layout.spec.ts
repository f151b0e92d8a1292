import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { apiCall } from './microservices-fixtures';
import { mainMenu, signedInAs } from './support';

/**
 * A 390 px phone (issue 7, item 7): the side menu is a drawer opened from the header, and no signed-in
 * screen is wider than the phone (a table scrolls inside its own box), with no WCAG 2.1 AA violation.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The page itself does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} is ${scrollWidth} px wide on a ${innerWidth} px phone`).toBeLessThanOrEqual(
    innerWidth,
  );
}

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

test('on a phone the menu is a drawer, and every screen fits the phone', async ({ page }) => {
  // Every route and the dialogs of each area (demo apps added): more than three minutes on a busy machine.
  test.setTimeout(420_000);
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

  const lists = await apiCall(page, 'codeLists.list', { search: 'ACCESS_TYPE' });
  const listId = lists.rows[0]!.id;
  const values = await apiCall(page, 'codeValues.list', { listId });
  const valueId = values.rows[0]!.id;
  const routes: Array<[string, string]> = [
    ['/ownerlisting', 'Owners'],
    ['/ownersettings', 'Owner Settings'],
    ['/microservices', 'Microservices'],
    ['/registermicroservice', 'Register Microservice'],
    ['/language', 'Flexy Language'],
    ['/label', 'Flexy Labels'],
    ['/error', 'Flexy Errors'],
    ['/codelist', 'Flexy Codes'],
    [`/valuelist?list=${listId}`, 'Flexy Value List'],
    [`/valuesublist?value=${valueId}`, 'Flexy Value - Sub List'],
    ['/auditlog', 'Audit Log'],
    ['/planDetails', 'Plan Details'],
    ['/predefined', 'Pre-defined Groups'],
    ['/platformFunction', 'Functions'],
    ['/demoapp', 'Demo Apps'],
    ['/notifications', 'Notifications'],
    ['/subscription', 'User Subscription'],
    ['/prompt', 'Prompt'],
    ['/creditmanagement', 'Credit Management'],
    ['/discount', 'Discounts'],
    ['/promocode', 'Promo Codes'],
    ['/referralcode', 'Referral Codes'],
    ['/no-such-page', 'Page not found'],
  ];
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

  for (const [route, heading] of routes)
    await test.step(route, async () => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSidewaysScroll(page, route);
      await expectNoViolations(page, `${route} at 390 px`);
    });
});
