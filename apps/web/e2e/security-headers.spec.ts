import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './support';

// Issue 13: console pages carry a Content-Security-Policy, and the console works under it. Every journey
// runs with the header on; this one also listens for any violation the policy reports while the main
// screens are used (an inline script or style, an eval, a resource from elsewhere).

/** Violations reported in the page since it loaded (kept across navigations in sessionStorage). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const seen = JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[];
      seen.push(`${e.violatedDirective} ${e.blockedURI || '(inline)'} ${e.sourceFile ?? ''}:${e.lineNumber}`);
      sessionStorage.setItem('csp-violations', JSON.stringify(seen));
    });
  });
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) errors.push(msg.text());
  });
  return async () => [
    ...(JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('csp-violations'))) ?? '[]',
    ) as string[]),
    ...errors,
  ];
}

test('the console page is sent with a Content-Security-Policy without inline script or eval', async ({
  page,
}) => {
  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  // MUI's styles are <style> elements made at run time (decision 0101).
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).not.toContain('unsafe-eval');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
});

test('the main screens work under the policy with no violation reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await signedInAs(page, 'platform');
  await expect(page).toHaveURL(/\/ownerlisting$/);
  await expect(page.getByRole('gridcell', { name: 'Acme Analytics', exact: true })).toBeVisible();
  await page.getByRole('gridcell', { name: 'Acme Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/ownersettings$/);
  for (const path of ['/microservices', '/label', '/codelist', '/language', '/ownersettings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).not.toBeEmpty();
  }
  // A microservice's detail renders its markdown description as HTML.
  await page.goto('/microservices');
  await page.getByRole('gridcell', { name: 'Basket Affinity', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Basic Info' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Description' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
