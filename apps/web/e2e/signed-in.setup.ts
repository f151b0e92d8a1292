import { expect, test as setup } from '@playwright/test';
import { LOGINS, savedStateFile, signIn, type DemoLogin } from './support';

/** Where each login lands after signing in (000 section 4). */
const LANDING: Record<DemoLogin, RegExp> = {
  platform: /\/ownerlisting$/,
  marketing: /\/discount$/,
  teamspace: /\/ownersettings$/,
  acme: /\/ownersettings$/,
};

/**
 * Signs each demo login in once through the login page, checks where it lands, and keeps its browser
 * state: the journeys open the console with it (signedInAs) instead of signing in again, one sign-in per
 * login for the whole run.
 */
for (const who of Object.keys(LOGINS) as DemoLogin[]) {
  setup(`sign in as ${who}`, async ({ page }) => {
    await signIn(page, LOGINS[who]);
    await expect(page).toHaveURL(LANDING[who]);
    // A keyboard user starts on the page itself, not at the top of the document (issue 28).
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().storageState({ path: savedStateFile(who) });
  });
}
