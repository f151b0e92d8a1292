import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Fills the text fields of the Create Organization dialog for `<word> Org <suffix>`: client id
 * `<word>-<suffix>`, root user `root-<suffix>`, e-mail `desk-<suffix>@<word>.example` (word in lower case).
 */
export async function fillNewOrganisation(
  create: Locator,
  word: string,
  suffix: string,
  description: string,
) {
  const lower = word.toLowerCase();
  await create.getByRole('textbox', { name: /^Name/ }).fill(`${word} Org ${suffix}`);
  await create.getByRole('textbox', { name: /^Client ID/ }).fill(`${lower}-${suffix}`);
  await create.getByRole('textbox', { name: /^Root User Name/ }).fill(`root-${suffix}`);
  await create.getByRole('textbox', { name: /^Email/ }).fill(`desk-${suffix}@${lower}.example`);
  await create.getByRole('textbox', { name: /^Description/ }).fill(description);
}

/** Accepts the terms of use, submits the dialog, and closes the success message. */
export async function acceptAndCreate(page: Page, create: Locator) {
  await create.getByRole('checkbox', { name: 'I accept the terms of use' }).check();
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Organization successfully created!')).toBeVisible();
  await page.getByRole('button', { name: 'Okay' }).click();
}

/** Opens the organisation `<word> Org <suffix>` from the Manage Organisations list. */
export async function openOrganisation(page: Page, word: string, suffix: string) {
  await page
    .getByRole('searchbox', { name: 'Search Organisations' })
    .fill(`${word.toLowerCase()} org ${suffix}`);
  await page.getByRole('gridcell', { name: `${word} Org ${suffix}` }).click();
}
