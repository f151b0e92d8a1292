import { expect, test, type Page } from '@playwright/test';
import { LOGINS, mainMenu, signIn } from './support';

/**
 * docs/permissions.md, cell by cell: every route as every demo login (and the platform administrator
 * acting on Acme) opens or is refused as the table says, and each menu holds exactly its entries.
 * One browser page per login; the routes are visited in a loop.
 */

/** The h1 of each screen when it opens. */
const HEADINGS = {
  '/ownerlisting': 'Owners',
  '/ownersettings': 'Owner Settings',
  '/manageorgs': 'Manage Organisations',
  '/microservices': 'Microservices',
  '/demoapp': 'Demo Apps',
  '/registermicroservice': 'Register Microservice',
  '/language': 'Flexy Language',
  '/label': 'Flexy Labels',
  '/error': 'Flexy Errors',
  '/codelist': 'Flexy Codes',
  '/valuelist': 'Flexy Value List',
  '/valuesublist': 'Flexy Value - Sub List',
  '/auditlog': 'Audit Log',
  '/planDetails': 'Plan Details',
  '/predefined': 'Pre-defined Groups',
  '/platformFunction': 'Functions',
  '/notifications': 'Notifications',
  '/subscription': 'User Subscription',
  '/prompt': 'Prompt',
  '/creditmanagement': 'Credit Management',
  '/discount': 'Discounts',
  '/promocode': 'Promo Codes',
  '/referralcode': 'Referral Codes',
} as const;
type Route = keyof typeof HEADINGS;
const NOT_FOUND = 'Page not found';

/** 'opens', 'not found' (the not-found page at the same address) or the address the user is sent to. */
type Outcome = 'opens' | 'not found' | { sentTo: string };
const sentTo = (path: string) => ({ sentTo: path });

interface Row {
  routes: Record<Route, Outcome>;
  menu: string[];
}

const ALL_OPEN: Record<Route, Outcome> = {
  '/ownerlisting': 'opens',
  '/ownersettings': 'opens',
  '/manageorgs': 'opens',
  '/microservices': 'opens',
  '/demoapp': 'opens',
  '/registermicroservice': 'opens',
  '/language': 'opens',
  '/label': 'opens',
  '/error': 'opens',
  '/codelist': 'opens',
  '/valuelist': 'opens',
  '/valuesublist': 'opens',
  '/auditlog': 'opens',
  '/planDetails': 'opens',
  '/predefined': 'opens',
  '/platformFunction': 'opens',
  '/notifications': 'opens',
  '/subscription': 'opens',
  '/prompt': 'opens',
  '/creditmanagement': 'opens',
  '/discount': 'opens',
  '/promocode': 'opens',
  '/referralcode': 'opens',
};
const OWNER_ONLY: Record<Route, Outcome> = {
  '/ownerlisting': sentTo('/ownersettings'),
  '/ownersettings': 'opens',
  '/manageorgs': 'opens',
  '/microservices': 'not found',
  '/demoapp': 'not found',
  '/registermicroservice': 'not found',
  '/language': 'not found',
  '/label': 'not found',
  '/error': 'not found',
  '/codelist': 'not found',
  '/valuelist': 'not found',
  '/valuesublist': 'not found',
  '/auditlog': 'opens',
  '/planDetails': 'not found',
  '/predefined': 'not found',
  '/platformFunction': 'not found',
  '/notifications': 'not found',
  '/subscription': 'not found',
  '/prompt': 'not found',
  '/creditmanagement': 'not found',
  '/discount': 'not found',
  '/promocode': 'not found',
  '/referralcode': 'not found',
};

/** The side menu's entries platform staff see first, on the platform and acting on an owner alike. */
const PM_MENU = [
  'Owner Settings',
  'Organisations',
  'Audit Log',
  'Plan Details',
  'Pre-defined Groups',
  'Functions',
  'Notifications',
  'Subscription',
  'Prompt',
  'Microservices',
  'Demo Apps',
  'Register Microservice',
  'Discounts',
  'Promo Codes',
  'Referral Codes',
];

const TABLE: Record<'platform' | 'platformOnAcme' | 'marketing' | 'teamspace' | 'acme', Row> = {
  platform: {
    routes: ALL_OPEN,
    menu: [...PM_MENU, 'Language', 'Labels', 'Errors', 'Codes', 'Credit Management'],
  },
  platformOnAcme: {
    routes: {
      ...ALL_OPEN,
      '/language': 'not found',
      '/error': 'not found',
      '/codelist': 'not found',
      '/valuelist': 'not found',
      '/valuesublist': 'not found',
    },
    menu: [...PM_MENU, 'Labels', 'Credit Management'],
  },
  marketing: {
    // 000 section 2.1 sends them away from its owner-area paths only; other screens they may not open are not found.
    routes: {
      ...(Object.fromEntries(Object.keys(HEADINGS).map((r) => [r, sentTo('/discount')])) as Row['routes']),
      '/registermicroservice': 'not found',
      '/planDetails': 'not found',
      '/notifications': 'not found',
      '/subscription': 'not found',
      '/prompt': 'not found',
      '/creditmanagement': 'not found',
      '/discount': 'opens',
      '/promocode': 'opens',
      '/referralcode': 'opens',
    },
    menu: ['Discounts', 'Promo Codes', 'Referral Codes'],
  },
  teamspace: {
    routes: { ...OWNER_ONLY, '/microservices': 'opens', '/registermicroservice': 'opens' },
    menu: ['Owner Settings', 'Organisations', 'Audit Log', 'Microservices', 'Register Microservice'],
  },
  acme: { routes: OWNER_ONLY, menu: ['Owner Settings', 'Organisations', 'Audit Log'] },
};

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function visitEveryRoute(page: Page, row: Row) {
  for (const [route, outcome] of Object.entries(row.routes) as [Route, Outcome][]) {
    await test.step(`${route}: ${typeof outcome === 'string' ? outcome : `sent to ${outcome.sentTo}`}`, async () => {
      await page.goto(route);
      if (outcome === 'opens') {
        await expect(h1(page)).toHaveText(HEADINGS[route]);
        await expect(page).toHaveURL(new RegExp(`${route}$`));
      } else if (outcome === 'not found') {
        await expect(h1(page)).toHaveText(NOT_FOUND);
        await expect(page).toHaveURL(new RegExp(`${route}$`));
      } else {
        await expect(page).toHaveURL(new RegExp(`${outcome.sentTo}$`));
      }
    });
  }
}

async function expectMenu(page: Page, entries: string[]) {
  await page.goto(entries.length ? '/ownersettings' : '/discount');
  await expect(h1(page)).toBeVisible();
  if (entries.length) await expect(mainMenu(page).getByRole('link')).toHaveText(entries);
  else await expect(mainMenu(page)).toHaveCount(0);
}

for (const who of ['platform', 'marketing', 'teamspace', 'acme'] as const) {
  test(`the ${who} login opens exactly the screens of docs/permissions.md`, async ({ page }) => {
    // One visit per route of the table (23 with Demo Apps): more than the default minute on a busy machine.
    test.setTimeout(300_000);
    await signIn(page, LOGINS[who]);
    await expect(page).not.toHaveURL(/\/login$/);
    await visitEveryRoute(page, TABLE[who]);
    await expectMenu(page, TABLE[who].menu);
  });
}

test('the platform administrator acting on Acme opens exactly the screens of docs/permissions.md', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, LOGINS.platform);
  await page.getByRole('gridcell', { name: 'Acme Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/ownersettings$/);
  await visitEveryRoute(page, TABLE.platformOnAcme);
  await expectMenu(page, TABLE.platformOnAcme.menu);
  // Picking a PM owner in the not-found page's owner picker brings the screen back.
  await page.goto('/codelist');
  await expect(h1(page)).toHaveText(NOT_FOUND);
  await page.getByLabel('Select owner').click();
  await page.getByRole('option', { name: 'Modelhub Platform' }).click();
  await expect(h1(page)).toHaveText(HEADINGS['/codelist']);
});
