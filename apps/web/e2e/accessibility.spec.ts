import { expect, test, type Page } from '@playwright/test';
import { axeViolations, expectNoViolations } from './axe';
import { apiCall } from './microservices-fixtures';
import { openWithin, signedInAs, type DemoLogin } from './support';

/**
 * axe-core's WCAG 2.0/2.1 A and AA rules on every route, as every login that may open it
 * (docs/permissions.md), with the add dialog of each list screen and the theme dialog open too. The
 * platform administrator's walk opens each screen once and checks it at 1440 px, then on a 390 px phone
 * (no sideways scroll, axe again) without loading it again; phone-layout.spec.ts has the drawer and the
 * dialogs on a phone.
 */

interface Check {
  route: string;
  heading: string;
  /** The button opening the screen's add (or edit) dialog (Add unless named), and the dialog's name. */
  dialog?: { button?: string; name: string | RegExp };
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * The page itself does not scroll sideways (a wide table scrolls inside its own box), once the layout
 * has followed the new width (the tables measure their box after a resize).
 */
async function expectNoSidewaysScroll(page: Page, what: string) {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth), {
      message: `${what} is wider than a 390 px phone`,
    })
    .toBeLessThanOrEqual(PHONE.width);
}

/**
 * Opens a route inside the console (as its links do: one page load per walk), waits for its heading (and data), runs axe; then again with its dialog open; with
 * `phone`, then once more on a phone.
 */
async function checkRoute(page: Page, who: string, check: Check, phone = false) {
  await page.setViewportSize(DESKTOP);
  await openWithin(page, check.route);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(check.heading);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoViolations(page, `${check.route} as ${who}`);
  if (check.dialog) await checkDialog(page, who, check.route, check.dialog);
  if (!phone) return;
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(check.heading);
  await expectNoSidewaysScroll(page, check.route);
  await expectNoViolations(page, `${check.route} at 390 px`);
}

/** Opens the screen's dialog, runs axe on it and closes it with Escape. */
async function checkDialog(page: Page, who: string, route: string, open: NonNullable<Check['dialog']>) {
  await page.getByRole('button', { name: open.button ?? 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: open.name });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoViolations(page, `${route} as ${who}, dialog ${String(open.name)}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const OWNER_SETTINGS: Check = {
  route: '/ownersettings',
  heading: 'Owner Settings',
  dialog: { button: 'Edit Theme', name: 'Edit Theme' },
};
const MICROSERVICES: Check = {
  route: '/microservices',
  heading: 'Microservices',
  dialog: { button: 'Add new microservice', name: 'Add New Microservice' },
};

const REGISTRATIONS: Check = {
  route: '/registermicroservice',
  heading: 'Register Microservice',
  dialog: { button: 'Register', name: 'Register Microservice' },
};

test('the login page has no WCAG 2.1 AA violation, and the check finds one planted in it', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoViolations(page, '/login');
  // A button without a name and pale text: the walk below would fail on either.
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.append(document.createElement('button'));
    const pale = Object.assign(document.createElement('p'), { textContent: 'pale text' });
    pale.style.color = '#eeeeee';
    main.append(pale);
  });
  const found = await axeViolations(page);
  expect(found.map((v) => v.split(' ')[0])).toEqual(['button-name', 'color-contrast']);
});

/** The platform administrator's screens; the code value routes need ids read once signed in. */
const platformChecks = (listId: number, valueId: number): Check[] => [
  {
    route: '/ownerlisting',
    heading: 'Owners',
    dialog: { button: 'Add owner', name: 'Add Owner' },
  },
  OWNER_SETTINGS,
  MICROSERVICES,
  { route: '/language', heading: 'Flexy Language' },
  { route: '/label', heading: 'Flexy Labels', dialog: { name: 'Add Flexy Label' } },
  { route: '/error', heading: 'Flexy Errors', dialog: { name: 'Add Flexy Error' } },
  { route: '/codelist', heading: 'Flexy Codes', dialog: { name: 'Add Flexy Code List' } },
  { route: `/valuelist?list=${listId}`, heading: 'Flexy Value List', dialog: { name: 'Add Flexy Value' } },
  {
    route: `/valuesublist?value=${valueId}`,
    heading: 'Flexy Value - Sub List',
    dialog: { button: 'Create Flexy Value - Sub List', name: 'New Flexy Value - Sub List' },
  },
  { route: '/auditlog', heading: 'Audit Log' },
  { route: '/planDetails', heading: 'Plan Details', dialog: { button: 'Edit', name: 'Edit Plan Details' } },
  { route: '/predefined', heading: 'Pre-defined Groups', dialog: { name: 'Add Pre-defined Group' } },
  { route: '/platformFunction', heading: 'Functions', dialog: { name: 'Add Function' } },
  { route: '/demoapp', heading: 'Demo Apps', dialog: { name: 'Add Demo App' } },
  { route: '/notifications', heading: 'Notifications', dialog: { name: 'Add Notification' } },
  {
    route: '/subscription',
    heading: 'User Subscription',
    dialog: {
      button: 'Generate Key and Create Organization',
      name: 'Generate Key and Create Organization',
    },
  },
  { route: '/prompt', heading: 'Prompt' },
  REGISTRATIONS,
  {
    route: '/creditmanagement',
    heading: 'Credit Management',
    dialog: { button: 'Add Credit', name: 'Add Credit' },
  },
  { route: '/discount', heading: 'Discounts', dialog: { name: 'Add Discount' } },
  { route: '/promocode', heading: 'Promo Codes', dialog: { name: 'Add Promo Code' } },
  {
    route: '/referralcode',
    heading: 'Referral Codes',
    dialog: { button: 'Generate Referral Code', name: 'Generate Referral Code' },
  },
  { route: '/no-such-page', heading: 'Page not found' },
];

// Six parts with their own budget, so a slow machine walks each well within it and two workers share them.
const PARTS = 6;
for (let part = 0; part < PARTS; part++) {
  test(`every screen of the platform administrator has no WCAG 2.1 AA violation (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signedInAs(page, 'platform');
    const lists = await apiCall(page, 'codeLists.list', { search: 'ACCESS_TYPE' });
    const listId = lists.rows[0]!.id;
    const values = await apiCall(page, 'codeValues.list', { listId });
    const all = platformChecks(listId, values.rows[0]!.id);
    const size = Math.ceil(all.length / PARTS);
    for (const check of all.slice(part * size, (part + 1) * size))
      await test.step(check.route, () => checkRoute(page, 'platform', check, true));
  });
}

const OTHER_LOGINS: Array<[DemoLogin, Check[]]> = [
  ['teamspace', [OWNER_SETTINGS, MICROSERVICES, REGISTRATIONS]],
  [
    'acme',
    [
      OWNER_SETTINGS,
      { route: '/microservices', heading: 'Page not found' },
      // Their own organisations' credit (decision 0390): no Add Credit, no owner picker.
      { route: '/creditmanagement', heading: 'Credit Management' },
    ],
  ],
  [
    'marketing',
    [
      { route: '/discount', heading: 'Discounts', dialog: { name: 'Add Discount' } },
      { route: '/promocode', heading: 'Promo Codes' },
      { route: '/referralcode', heading: 'Referral Codes' },
    ],
  ],
];

for (const [who, checks] of OTHER_LOGINS) {
  test(`the screens of the ${who} login have no WCAG 2.1 AA violation`, async ({ page }) => {
    await signedInAs(page, who);
    for (const check of checks) await test.step(check.route, () => checkRoute(page, who, check));
  });
}
