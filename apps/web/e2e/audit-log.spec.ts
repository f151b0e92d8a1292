import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { exportCsv, signedInAs } from './support';

/** YYYY-MM-DD of the day `days` from today, as a date input takes it. */
const day = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test("an owner administrator filters the audit log, reads a change's diff and exports the records", async ({
  page,
}) => {
  await signedInAs(page, 'acme');
  await expect(page).not.toHaveURL(/\/login$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit Log');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('gridcell', { name: 'ownerSettings.save' }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoViolations(page, '/auditlog');

  // Filter: the administrator's own microservice saves in the last 30 days.
  await page.getByRole('combobox', { name: 'User' }).fill('admin');
  await page.getByRole('option', { name: 'admin@acme.example' }).click();
  await page.getByRole('combobox', { name: 'Call' }).click();
  await page.getByRole('option', { name: 'microservices.save' }).click();
  await page.getByRole('textbox', { name: 'From' }).fill(day(-30));
  await page.getByRole('textbox', { name: 'To' }).fill(day(-31));
  await expect(page.getByText('The start of the range must be before its end')).toBeVisible();
  await page.getByRole('textbox', { name: 'To' }).fill(day(0));
  await expect(page.getByText('The start of the range must be before its end')).toHaveCount(0);
  await expect(grid.getByRole('gridcell', { name: 'ownerSettings.save' })).toHaveCount(0);
  const rows = grid.getByRole('gridcell', { name: 'microservices.save' });
  await expect(rows).toHaveCount(1);

  // Open it: the header facts and the changed fields; the unchanged ones behind the toggle.
  await rows.first().click();
  const dialog = page.getByRole('dialog', { name: /Audit Record/ });
  const changes = dialog.getByRole('table', { name: 'Changes' });
  const status = changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'status' }) });
  await expect(status).toContainText('Changed');
  await expect(status).toContainText('Draft');
  await expect(status).toContainText('Active');
  await expect(dialog).toContainText('Acme Analytics Ltd');
  await expect(changes.getByRole('rowheader', { name: 'name' })).toHaveCount(0);
  await dialog.getByRole('button', { name: /^Show \d+ unchanged fields$/ }).click();
  await expect(changes.getByRole('rowheader', { name: 'name' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoViolations(page, '/auditlog, record dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Export CSV: exactly the filtered records, with the table's captions.
  const { filename, lines } = await exportCsv(page);
  expect(filename).toMatch(/^auditLog-.*\.csv$/);
  expect(lines[0]).toBe('Time,User,Call,Object Type,Object ID,Client Address');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(',admin@acme.example,microservices.save,microservice,');
});
