import { expect, test, type Page } from '@playwright/test';
import { mainMenu, signedInAs, type DemoLogin } from './support';

/**
 * What only a browser shows of docs/permissions.md: each demo login's side menu as the real console draws
 * it, and the not-found page's owner picker bringing a screen back. Which screen opens for whom at which
 * path is proved without a browser: the table in packages/contract (routes.test.ts) and the router's
 * wiring of it in apps/web (src/app/router.test.tsx).
 */

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

const MENUS: Record<DemoLogin, string[]> = {
  platform: [...PM_MENU, 'Language', 'Labels', 'Errors', 'Codes', 'Credit Management'],
  marketing: ['Discounts', 'Promo Codes', 'Referral Codes'],
  teamspace: [
    'Owner Settings',
    'Organisations',
    'Audit Log',
    'Microservices',
    'Register Microservice',
    'Credit Management',
  ],
  acme: ['Owner Settings', 'Organisations', 'Audit Log', 'Credit Management'],
};

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('each demo login sees exactly its side menu', async ({ page }) => {
  for (const who of Object.keys(MENUS) as DemoLogin[]) {
    await test.step(who, async () => {
      await signedInAs(page, who);
      // The owner list, where platform staff land, has no side menu (000 section 2.1).
      if (who === 'platform') await expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveCount(0);
      await page.goto(who === 'marketing' ? '/discount' : '/ownersettings');
      await expect(h1(page)).toBeVisible();
      await expect(mainMenu(page).getByRole('link')).toHaveText(MENUS[who]);
    });
  }
});

test('PM staff acting on Acme lose the PM-only screens, and picking a PM owner brings them back', async ({
  page,
}) => {
  await signedInAs(page, 'platform');
  await page.getByRole('gridcell', { name: 'Acme Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/ownersettings$/);
  await expect(mainMenu(page).getByRole('link')).toHaveText([...PM_MENU, 'Labels', 'Credit Management']);
  await page.goto('/codelist');
  await expect(h1(page)).toHaveText('Page not found');
  await page.getByLabel('Select owner').click();
  await page.getByRole('option', { name: 'Modelhub Platform' }).click();
  await expect(h1(page)).toHaveText('Flexy Codes');
});
