import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LOGINS, signIn } from './support';

test("Export CSV of the owner list writes what the table's quick filter leaves", async ({ page }) => {
  await signIn(page, LOGINS.platform);
  await expect(page).toHaveURL(/\/ownerlisting$/);
  await expect(page.getByRole('gridcell', { name: 'TeamSpace Labs', exact: true })).toBeVisible();
  await page.getByRole('searchbox').fill('acme');
  await expect(page.getByRole('gridcell', { name: 'TeamSpace Labs', exact: true })).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: 'Acme Analytics', exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('owners.csv');
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Owner Name,Organisation Name,Description,Created By,Date Created,Status');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Acme Analytics']);
});
