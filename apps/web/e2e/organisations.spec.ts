import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoViolationsOnceLoaded } from './axe';
import { acceptAndCreate, fillNewOrganisation, openOrganisation } from './organisation-form';
import { mailedLink, selectRow, signedInAs, signIn } from './support';

/**
 * Issue 8 in Chromium: the team-space administrator creates an organisation, edits its details and
 * media, adds users by chips, regenerates a user's API key, deletes and reactivates a user, resets a
 * user's password through the e-mailed link and signs in as them with the new password; axe-core's
 * WCAG 2.1 AA rules on each screen and dialog on the way.
 */
test('an organisation from creation to its users, accessible on the way', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const suffix = Date.now().toString(36);
  await signedInAs(page, 'teamspace');
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto('/manageorgs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage Organisations');
  await expect(page.getByText('Vision Research Group')).toBeVisible();
  await expectNoViolationsOnceLoaded(page, '/manageorgs');

  await page.getByRole('switch', { name: 'Show deleted organisations' }).check();
  await expect(page.getByText('Legacy Chatbots Team')).toBeVisible();
  await page.getByRole('switch', { name: 'Show deleted organisations' }).uncheck();

  await page.getByRole('button', { name: 'Create organisation' }).click();
  const create = page.getByRole('dialog', { name: 'Create Organization' });
  await expect(create).toBeVisible();
  await expectNoViolationsOnceLoaded(page, 'the create organisation dialog');
  await fillNewOrganisation(create, 'Journey', suffix, 'Made by the end-to-end journey');
  await expect(create.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await acceptAndCreate(page, create);

  await openOrganisation(page, 'Journey', suffix);
  await expect(page).toHaveURL(/\/orgdetails\?org=\d+$/);
  await expect(page.getByText(`root-${suffix}`)).toBeVisible();
  await expectNoViolationsOnceLoaded(page, '/orgdetails');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: /^Description/ }).fill('Edited by the journey');
  await page.getByRole('button', { name: 'Add media' }).click();
  await page.getByRole('textbox', { name: 'Mobile 1' }).fill('+44 20 7946 0123');
  await expectNoViolationsOnceLoaded(page, 'the organisation in edit mode');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Updated')).toBeVisible();
  await expect(page.getByText('Edited by the journey')).toBeVisible();
  await expect(page.getByRole('cell', { name: '+44 20 7946 0123' })).toBeVisible();

  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  const emails = add.getByRole('textbox', { name: 'E-mails' });
  await emails.fill(`one-${suffix}@journey.example,`);
  await emails.press(',');
  await emails.pressSequentially(`two-${suffix}@journey.example three-${suffix}@journey.example `);
  await expect(add.getByRole('button', { name: /@journey\.example/ })).toHaveCount(3);
  // Two more from an Excel sheet (read in the browser by read-excel-file).
  await add.locator('input[type=file]').setInputFiles(path.join(import.meta.dirname, 'fixtures/users.xlsx'));
  await expect(add.getByText('Users from the spreadsheet added above: 2.')).toBeVisible();
  await expect(add.getByRole('button', { name: /@journey\.example/ })).toHaveCount(5);
  await expectNoViolationsOnceLoaded(page, 'the add user dialog');
  await add.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Copy these API keys now: they are not shown again.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByRole('gridcell', { name: `two-${suffix}@journey.example`, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'sheet.one@journey.example', exact: true })).toBeVisible();

  await page.getByRole('gridcell', { name: `two-${suffix}@journey.example`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByText('Last Activity: nil')).toBeVisible();
  await expectNoViolationsOnceLoaded(page, 'the edit user dialog');
  await edit.getByRole('button', { name: 'Regenerate' }).click();
  const regenerate = page.getByRole('dialog', { name: 'Regenerate' });
  await expect(regenerate.getByRole('button', { name: /^Wait \d+ s$/ })).toBeDisabled();
  // The countdown of 002 section 4 lasts 10 seconds.
  await expect(regenerate.getByRole('button', { name: 'Regenerate now' })).toBeEnabled({ timeout: 45_000 });
  await regenerate.getByRole('button', { name: 'Regenerate now' }).click();
  await expect(edit.getByText('API key regenerated')).toBeVisible();
  await edit.getByRole('button', { name: 'Copy API Key' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^mhk_[A-Za-z0-9_-]{43}$/);
  await expect(edit.getByText(copied)).toBeVisible();
  // The last Close: the dialog's own (the success message above has one too).
  await edit.getByRole('button', { name: 'Close' }).last().click();

  await selectRow(page, new RegExp(`one-${suffix}`));
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete users' }).getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('gridcell', { name: `one-${suffix}@journey.example`, exact: true }),
  ).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show deleted users' }).check();
  await selectRow(page, new RegExp(`one-${suffix}`));
  await page.getByRole('button', { name: 'Reactivate', exact: true }).click();
  await page.getByRole('dialog', { name: 'Reactivate' }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('Successfully Reactivated')).toBeVisible();
  await page.getByRole('switch', { name: 'Show deleted users' }).uncheck();
  await expect(
    page.getByRole('gridcell', { name: `one-${suffix}@journey.example`, exact: true }),
  ).toBeVisible();

  // A password reset through the link the user gets by e-mail, then a sign-in with the new password.
  const three = `three-${suffix}@journey.example`;
  await selectRow(page, new RegExp(`three-${suffix}`));
  await page.getByRole('button', { name: 'Reset password', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Reset password' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  await expect(page.getByText('Reset password e-mail sent')).toBeVisible();
  const link = await mailedLink(three, 'Reset your password');
  const user = await (await browser.newContext()).newPage();
  await user.goto(link);
  await user.getByLabel('New password').fill('Journey#Pass9');
  await user.getByLabel('Repeat the password').fill('Journey#Pass9');
  await user.getByRole('button', { name: 'Set password' }).click();
  await expect(user.getByText('Your password is set. You can sign in now.')).toBeVisible();
  await signIn(user, { clientId: `journey-${suffix}`, user: three, password: 'Journey#Pass9' });
  await expect(user).not.toHaveURL(/\/login$/);
  await user.context().close();
});

test('the set-new-password page refuses an unknown link, accessibly', async ({ page }) => {
  await page.goto('/setpassword?token=an-unknown-token-of-some-length');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  await page.getByLabel('New password').fill('Strong#Pass1');
  await page.getByLabel('Repeat the password').fill('Strong#Pass1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This link is invalid or has expired. Ask for a new one.')).toBeVisible();
  await expectNoViolationsOnceLoaded(page, '/setpassword');
});
