import { expect, test } from '@playwright/test';
import { signedInAs, signIn } from './support';

test('Add Owner creates an owner whose administrator can then sign in', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const owner = {
    name: `Globex ${stamp}`,
    clientId: `globex-${stamp}`,
    user: `admin@globex-${stamp}.example`,
    password: 'Globex#2026!',
  };
  await signedInAs(page, 'platform');
  await page.getByRole('button', { name: 'Add owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Owner' });
  const add = dialog.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await dialog.getByLabel('Owner Name').fill(owner.name);
  await dialog.getByLabel('Organisation Name').fill(`${owner.name} HQ`);
  await dialog.getByLabel('Client ID').fill(owner.clientId);
  await dialog.getByLabel('Email').fill(`it@globex-${stamp}.example`);
  await dialog.getByLabel('Admin User Name').fill(owner.user);
  await dialog.getByLabel('Admin Password').fill('short');
  await expect(dialog.getByText('Min 8 characters')).toBeVisible();
  await dialog.getByLabel('Admin Password').fill(owner.password);
  await dialog.getByLabel('Cluster ID').fill('mh-eu-1');
  await dialog.getByLabel('Number of Users').fill('12');
  await dialog.getByLabel('Total Storage (GB)').fill('40');
  await dialog.getByLabel('Description').fill('Created by the end-to-end test');
  await dialog.getByLabel('Microservices').click();
  await page.getByRole('option', { name: /Sentiment Analysis/ }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('1 selected')).toBeVisible();
  await add.click();
  await expect(page.getByRole('dialog').getByText('Successfully Processed.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('gridcell', { name: owner.name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add owner' }).click();
  await dialog.getByLabel('Owner Name').fill(owner.name);
  await dialog.getByLabel('Organisation Name').fill('Another');
  await dialog.getByLabel('Email').fill('x@y.example');
  await dialog.getByLabel('Admin User Name').fill('someone');
  await dialog.getByLabel('Admin Password').fill('Another#2026!');
  await dialog.getByLabel('Cluster ID').fill('c1');
  await dialog.getByLabel('Number of Users').fill('1');
  await dialog.getByLabel('Total Storage (GB)').fill('1');
  await dialog.getByLabel('Description').fill('Duplicate');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Owner name already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'Logout' }).click();
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/ownersettings$/);
  await expect(page.getByRole('banner')).toContainText(owner.name);
});

test('PM staff switch owner from the breadcrumb without reloading the page', async ({ page }) => {
  await signedInAs(page, 'platform');
  await page.getByRole('gridcell', { name: 'Acme Analytics', exact: true }).click();
  await expect(page).toHaveURL(/\/ownersettings$/);
  await expect(page.getByRole('main')).toContainText('Acme Analytics Ltd');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByLabel('Select owner').click();
  await page.getByRole('option', { name: 'TeamSpace Labs' }).click();
  await expect(page.getByRole('main')).toContainText('TeamSpace Labs HQ');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});
