import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** axe-core's WCAG 2.0/2.1 A and AA rules: what every screen of the console must pass. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's own script, read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it stands, each with its nodes. axe-core is loaded into the
 * page once per document (a screen reached inside the console keeps it) and runs there directly: the
 * console has no frames, so @axe-core/playwright's frame-by-frame run (which injects axe again on every
 * call and finishes each run in a new blank page) spent over half of every check (decision 0450).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the console's Content-Security-Policy does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // A dialog still fading in is half transparent: its colours would be judged mid-way. (A spinner's
    // endless animation is not waited for.)
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    const results: AxeResults = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, TAGS);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`);
}

/** Fails with every violation axe finds on the page as it stands. */
export async function expectNoViolations(page: Page, what: string) {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

/** The same once nothing on the page is loading any more (no progress bar): a journey's screens. */
export async function expectNoViolationsOnceLoaded(page: Page, what: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoViolations(page, what);
}
