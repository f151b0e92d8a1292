import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core's WCAG 2.0/2.1 A and AA rules: what every screen of the console must pass. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page as it stands; each violation is listed with its nodes. */
export async function expectNoViolations(page: Page, what: string) {
  // Only violations are collected: gathering every passing node too doubles axe's time on a large page.
  // `options` replaces what `withTags` set, so it comes first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(found, `axe on ${what}`).toEqual([]);
}

/** The same once nothing on the page is loading any more (no progress bar): a journey's screens. */
export async function expectNoViolationsOnceLoaded(page: Page, what: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoViolations(page, what);
}
