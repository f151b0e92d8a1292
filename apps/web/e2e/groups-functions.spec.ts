import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './microservices-fixtures';
import { expectNoViolationsOnceLoaded } from './axe';
import { acceptAndCreate, fillNewOrganisation, openOrganisation } from './organisation-form';
import { openAddDialog, selectRow, signedInAs } from './support';

/**
 * Issue 9 in Chromium, as the platform administrator: a platform function, a pre-defined group with two
 * functions taken by a new organisation and by the platform's main organisation, a function assigned to
 * the organisation and a second group holding it (picked with the type filter), a member of that group,
 * the user's direct and group functions on Manage Functions, then the function removed from the
 * organisation and gone from the group and the user. axe-core's WCAG 2.1 AA rules on the way.
 */
/** Picks `name` in a tag picker (an autocomplete) by typing part of it. */
async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, name: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(name.slice(0, 8));
  // The options are searched on the server: click only once the list is the search's answer (an option
  // of the list before it can be replaced under the pointer), and see the chip before moving on.
  const options = page.getByRole('option');
  await expect(options.first()).toHaveText(new RegExp(`^${name.slice(0, 8)}`, 'i'));
  await expect(options.filter({ hasNotText: new RegExp(name.slice(0, 8), 'i') })).toHaveCount(0);
  await options
    .filter({ hasText: new RegExp(`^${name}`) })
    .first()
    .click();
  await expect(scope.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
  await box.press('Escape');
}

test('functions and groups: from a platform function to what a user may call', async ({ page }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36).slice(-5);
  const fnName = `Journey Tool ${suffix}`;
  const preName = `Journey Pre ${suffix}`;
  const groupName = `Ops ${suffix}`;
  await signedInAs(page, 'platform');
  await expect(page).not.toHaveURL(/\/login$/);

  await test.step('a platform function', async () => {
    await page.goto('/platformFunction');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Functions');
    await expect(page.getByRole('gridcell', { name: 'Export Reports', exact: true })).toBeVisible();
    const add = await openAddDialog(page, 'Add Function');
    await add.getByRole('button', { name: 'Submit' }).click();
    await expect(add.getByText('Name is required')).toBeVisible();
    await add.getByRole('textbox', { name: /^Name/ }).fill(fnName);
    await add.getByRole('textbox', { name: /^Code/ }).fill(`journey;tool_${suffix}`);
    await expect(add.getByRole('textbox', { name: /^Code/ })).toHaveValue(
      `JOURNEYTOOL_${suffix.toUpperCase()}`,
    );
    await add.getByRole('textbox', { name: /^Description/ }).fill('Made by the journey.');
    await add.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Successfully Created')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('gridcell', { name: fnName, exact: true }).click();
    const detail = page.getByRole('dialog', { name: /^Function/ });
    await expect(detail.getByText('Platform Services')).toBeVisible();
    await expectNoViolationsOnceLoaded(page, 'the function detail');
    await detail.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('a pre-defined group with two functions', async () => {
    await page.goto('/predefined');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-defined Groups');
    const add = await openAddDialog(page, 'Add Pre-defined Group');
    await add.getByRole('textbox', { name: /^Name/ }).fill(preName);
    await pick(page, add, 'Add a function', fnName);
    await pick(page, add, 'Add a function', 'Export Reports');
    await expect(add.getByRole('button', { name: fnName })).toBeVisible();
    await expectNoViolationsOnceLoaded(page, 'the pre-defined group form');
    await add.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Successfully Created')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('gridcell', { name: preName, exact: true }).click();
    const detail = page.getByRole('dialog', { name: /^Pre-defined Group/ });
    await expect(detail.getByText('Number of functions')).toBeVisible();
    await expect(detail.getByText('2', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Cancel' }).click();
  });

  await test.step('a new organisation takes the pre-defined group', async () => {
    await page.goto('/manageorgs');
    await page.getByRole('button', { name: 'Create organisation' }).click();
    const create = page.getByRole('dialog', { name: 'Create Organization' });
    await fillNewOrganisation(create, 'Groups', suffix, 'Made with a pre-defined group');
    await pick(page, create, 'Pre-defined groups', preName);
    await acceptAndCreate(page, create);
    await openOrganisation(page, 'Groups', suffix);
    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByRole('button', { name: `View ${preName}` }).click();
    const detail = page.getByRole('dialog', { name: /Group details/ });
    await expect(detail.getByRole('tab', { name: 'Functions (2)' })).toBeVisible();
    await expect(detail.getByText(fnName)).toBeVisible();
    await detail.getByText('Close', { exact: true }).click();
  });

  const orgs = await apiCall(page, 'organisations.list', { search: 'Modelhub Operations' });
  const mainOrg = orgs.rows.find((o) => o.name === 'Modelhub Operations') ?? orgs.rows[0]!;
  await page.goto(`/orgdetails?org=${mainOrg.id}`);

  await test.step('the organisation takes the pre-defined group', async () => {
    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByRole('button', { name: 'Add pre-defined groups' }).click();
    const choose = page.getByRole('dialog', { name: 'Select pre-defined groups' });
    await choose.getByRole('checkbox', { name: new RegExp(preName) }).check();
    await expectNoViolationsOnceLoaded(page, 'the select pre-defined groups dialog');
    await choose.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('gridcell', { name: preName, exact: true })).toBeVisible();
  });

  await test.step('a microservice assigned to the organisation, picked by type', async () => {
    await page.getByRole('tab', { name: 'Functions' }).click();
    await expect(page.getByRole('gridcell', { name: fnName, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Assign functions' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign functions' });
    await assign.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: /^Microservices \(\d+\)$/ }).click();
    await pick(page, assign, 'Search functions', 'Sentiment Analysis');
    await expectNoViolationsOnceLoaded(page, 'the assign functions dialog');
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('Functions assigned')).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Sentiment Analysis', exact: true })).toBeVisible();
    await expectNoViolationsOnceLoaded(page, 'the Functions tab');
  });

  await test.step('a second group with that microservice and a member', async () => {
    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByRole('button', { name: 'Create group' }).click();
    const create = page.getByRole('dialog', { name: 'Create group' });
    await create.getByRole('textbox', { name: /^Group Name/ }).fill('x'.repeat(21));
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(create.getByText('Max 20 characters')).toBeVisible();
    await create.getByRole('textbox', { name: /^Group Name/ }).fill(preName);
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(create.getByText('Group name exist!')).toBeVisible();
    await create.getByRole('textbox', { name: /^Group Name/ }).fill(groupName);
    await create.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: /^Microservices \(\d+\)$/ }).click();
    await pick(page, create, 'Add a function', 'Sentiment Analysis');
    await create.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Successfully Created')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `View ${groupName}` }).click();
    const detail = page.getByRole('dialog', { name: /Group details/ });
    await detail.getByRole('button', { name: 'Edit' }).click();
    await detail.getByRole('tab', { name: /Members/ }).click();
    await pick(page, detail, 'Add a member', 'marketing@platform.example');
    await detail.getByRole('button', { name: 'Save' }).click();
    await expect(detail.getByText('Successfully Updated')).toBeVisible();
    await expect(detail.getByRole('tab', { name: 'Members (1)' })).toBeVisible();
    await expectNoViolationsOnceLoaded(page, 'the group detail');
    await detail.getByText('Close', { exact: true }).click();
  });

  await test.step("the user's direct and group functions", async () => {
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Edit marketing@platform.example' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByRole('tab', { name: 'User Groups' }).click();
    await expect(edit.getByRole('button', { name: groupName })).toBeVisible();
    await edit.getByRole('tab', { name: 'Manage Functions' }).click();
    await expect(edit.getByText(`Sentiment Analysis · through ${groupName}`)).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
    await pick(page, edit, 'Functions', fnName);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Changes saved!')).toBeVisible();
    await expectNoViolationsOnceLoaded(page, 'the Manage Functions tab');
    await edit.getByText('Close', { exact: true }).click();
  });

  await test.step('the microservice removed from the organisation leaves the group and the user', async () => {
    await page.getByRole('tab', { name: 'Functions' }).click();
    await page.getByRole('searchbox', { name: 'Search functions' }).fill('sentiment');
    await selectRow(page, /Sentiment Analysis/);
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByRole('dialog', { name: 'Remove' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Functions removed')).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Sentiment Analysis', exact: true })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByRole('button', { name: `View ${groupName}` }).click();
    const detail = page.getByRole('dialog', { name: /Group details/ });
    await expect(detail.getByRole('tab', { name: 'Functions (0)' })).toBeVisible();
    await detail.getByText('Close', { exact: true }).click();

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'Edit marketing@platform.example' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByRole('tab', { name: 'Manage Functions' }).click();
    await expect(edit.getByRole('button', { name: fnName })).toBeVisible();
    await expect(edit.getByText(/Sentiment Analysis/)).toHaveCount(0);
  });
});
