import { expect, test, type Page } from '@playwright/test';
import { expectNoViolationsOnceLoaded } from './axe';
import { LOGINS, signedInAs } from './support';

/**
 * Issue 10 items 3 and 4 in Chromium: platform staff add a subscription plan and generate an activation
 * key for the team-space owner (spinner, key-success dialog, copy); its administrator reads the key on
 * the organisation list, confirms what it carries and creates the organisation; the same key a second
 * time, and a changed key, get the Error dialog with the server's message. axe on the way.
 */

async function signedIn(page: Page, who: keyof typeof LOGINS) {
  await signedInAs(page, who);
  await expect(page).not.toHaveURL(/\/login$/);
}

test('a subscription plan is added, then removed after the confirmation', async ({ page }) => {
  const name = `Plan ${Date.now().toString(36)}`;
  await signedIn(page, 'platform');
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Subscription');
  await page.getByRole('button', { name: 'Subscription Plans' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription Plans');
  await expect(page.getByRole('gridcell', { name: 'Standard', exact: true })).toBeVisible();
  await expectNoViolationsOnceLoaded(page, 'subscription plans');

  await page.getByRole('button', { name: 'Add Subscription' }).click();
  const add = page.getByRole('dialog', { name: 'Add Subscription' });
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('Plan Name is required')).toBeVisible();
  await expect(add.getByText('Details is required')).toBeVisible();
  await add.getByLabel('Plan Name').fill(name);
  await add.getByLabel('No of Users').fill('40');
  await add.getByLabel('File Size (GB)').fill('250');
  await add.getByLabel('Price').fill('299 USD / month');
  await add.getByLabel('Description').fill('For a growing company with many teams using the platform.');
  await add.getByLabel('Details').fill('Everything of Standard and a named support engineer.');
  await expectNoViolationsOnceLoaded(page, 'add subscription plan');
  await add.getByRole('button', { name: 'Submit' }).click();
  const added = page.getByRole('dialog', { name: 'Subscription Plan Added!' });
  await expect(added).toContainText('Your plan has been successfully added.');
  await added.getByRole('button', { name: 'Okay' }).click();

  await page.getByRole('searchbox').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('For a growing company with man…');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Confirmation' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const removed = page.getByRole('dialog', { name: 'Subscription Plan Removed!' });
  await expect(removed).toContainText('Your subscription plan has been successfully deleted.');
  await removed.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('gridcell', { name, exact: true })).toHaveCount(0);
});

test('a generated key creates its organisation once; a used or changed key gets the Error dialog', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const suffix = Date.now().toString(36);
  const orgName = `Keyed Org ${suffix}`;
  await signedIn(page, 'platform');
  await page.goto('/subscription');
  await expect(page.getByRole('gridcell', { name: 'Vision Research Group' })).toBeVisible();

  await page.getByRole('button', { name: 'Generate Key and Create Organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Key and Create Organization' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Organisation Name').focus();
  await expect(dialog.getByText('E-mail must be valid')).toBeVisible();
  await dialog.getByLabel('Email').fill('');
  await dialog.getByLabel('Organisation Name').focus();
  await expect(dialog.getByText('E-mail is required')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: 'TeamSpace Labs' }).click();
  await dialog.getByLabel('Organisation Name').fill(orgName);
  await dialog.getByLabel('Email').fill(`keyed-${suffix}@teamspace.example`);
  await dialog.getByRole('combobox', { name: 'Plan Duration' }).click();
  await page.getByRole('option', { name: '6 month' }).click();
  await dialog.getByLabel('No of Users').fill('12');
  await dialog.getByLabel('Total Storage (GB)').fill('60');
  await expectNoViolationsOnceLoaded(page, 'generate key dialog');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  const success = page.getByRole('dialog', { name: 'Token generated successfully' });
  await expect(success).toContainText('Keep the secret key safe');
  const secret = success.getByRole('textbox', { name: 'Secret Key' });
  await expect(secret).toHaveAttribute('readonly');
  const key = await secret.inputValue();
  expect(key.split('.')).toHaveLength(3);
  await success.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // The Copy button's tooltip fades in: checked once it is shown in full (axe measured it mid-fade once).
  await expect(page.getByRole('tooltip')).toHaveCSS('opacity', '1');
  await expectNoViolationsOnceLoaded(page, 'key-success dialog');
  await success.getByRole('button', { name: 'Okay' }).click();

  const row = page.getByRole('row').filter({ hasText: orgName });
  await expect(row).toContainText(`${key.slice(0, 30)}…`);
  await expect(row).toContainText('6 month');

  // The team-space administrator creates the organisation from the key.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signedIn(page, 'teamspace');
  await page.goto('/manageorgs');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  const create = page.getByRole('dialog', { name: 'Create Organization' });
  await create.getByRole('tab', { name: 'Create Organization And Assign Token' }).click();
  const field = create.getByRole('textbox', { name: 'Activation Key' });
  await field.focus();
  await field.blur();
  await expect(create.getByText('Activation Key is required')).toBeVisible();
  await field.fill(key);
  await field.blur();
  await expect(create).toContainText(orgName);
  await expect(create).toContainText(`keyed-${suffix}@teamspace.example`);
  await expect(create).toContainText('Named Users');
  await expect(create.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await create.getByRole('checkbox', { name: 'I confirm that the above values are correct' }).check();
  await expectNoViolationsOnceLoaded(page, 'create organisation from a key');
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Organization successfully created and Subscription Token assigned!'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Okay' }).click();
  await page.getByRole('searchbox', { name: 'Search Organisations' }).fill(orgName);
  await expect(page.getByRole('gridcell', { name: orgName })).toBeVisible();

  // The same key again, then a changed one: the Error dialog with the server's message.
  for (const [tried, message] of [
    [key, 'This activation key has already been used'],
    [`${key.slice(0, -4)}AAAA`, 'This activation key is not valid'],
  ] as const) {
    await page.getByRole('button', { name: 'Create organisation' }).click();
    await create.getByRole('tab', { name: 'Create Organization And Assign Token' }).click();
    await create.getByRole('textbox', { name: 'Activation Key' }).fill(tried);
    await create.getByRole('button', { name: 'Read the key' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText(message);
    await expectNoViolationsOnceLoaded(page, 'error dialog');
    await error.getByRole('button', { name: 'Okay' }).click();
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeHidden();
  }
  // The organisation shows the plan its key carried; its users are held to the key's number of users.
  await page.getByRole('gridcell', { name: orgName }).click();
  await expect(page).toHaveURL(/\/orgdetails\?org=\d+$/);
  const plan = page.getByRole('region', { name: 'Subscription' });
  await expect(plan).toContainText('6 month');
  await expect(plan).toContainText('1 of 12');
  await expect(plan).toContainText('60');
  await expectNoViolationsOnceLoaded(page, 'organisation with a subscription');
});
