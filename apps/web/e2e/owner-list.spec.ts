import { expect, test } from '@playwright/test';
import { exportCsv, signedInAs } from './support';

test("Export CSV of the owner list writes what the table's quick filter leaves", async ({ page }) => {
  await signedInAs(page, 'platform');
  await expect(page).toHaveURL(/\/ownerlisting$/);
  await expect(page.getByRole('gridcell', { name: 'TeamSpace Labs', exact: true })).toBeVisible();
  await page.getByRole('searchbox').fill('acme');
  await expect(page.getByRole('gridcell', { name: 'TeamSpace Labs', exact: true })).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: 'Acme Analytics', exact: true })).toBeVisible();
  const { filename, lines } = await exportCsv(page);
  expect(filename).toBe('owners.csv');
  expect(lines[0]).toBe('Owner Name,Organisation Name,Description,Created By,Date Created,Status');
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Acme Analytics']);
});
