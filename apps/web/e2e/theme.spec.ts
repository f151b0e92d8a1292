import { expect, test } from '@playwright/test';
import { signedInAs } from './support';

// A 1x1 PNG, enough for the server's content check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a theme edit is stored, restyles the console at once and survives a reload', async ({ page }) => {
  await signedInAs(page, 'acme');
  await expect(page.getByRole('heading', { name: 'Owner Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Theme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Theme' });
  await dialog.getByLabel('Primary', { exact: true }).fill('#123456');
  await dialog
    .getByLabel('Upload Header Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  // The picked logo is checked by its bytes first; Save before the check ends would store no logo.
  await expect(dialog.getByRole('img', { name: /Header Logo/ })).toHaveAttribute('src', /^blob:/);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Updated')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  await expect(header.getByRole('img', { name: 'Acme Analytics logo' })).toHaveAttribute(
    'src',
    /^\/files\/.+\.png$/,
  );

  await page.reload();
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(18, 52, 86)');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Acme Analytics logo' })).toHaveAttribute(
    'src',
    /^\/files\//,
  );
});
