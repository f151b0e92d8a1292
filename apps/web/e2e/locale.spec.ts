import { expect, test } from '@playwright/test';
import { signedInAs } from './support';

const FRENCH_DATE =
  /^\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4}$/;
const ENGLISH_DATE = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec) \d{4}$/;

test('in French the tables, their dates and the breadcrumb speak French', async ({ page }) => {
  await signedInAs(page, 'platform');
  const acme = page.getByRole('row', { name: /Acme Analytics/ });
  await expect(page.getByText('Rows per page:')).toBeVisible();
  await expect(acme.getByRole('gridcell').nth(4)).toHaveText(ENGLISH_DATE);

  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).click();
  // Each language is named in itself.
  await page.getByRole('option', { name: 'Français', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Propriétaires' })).toBeVisible();
  await expect(page.getByText('Lignes par page :')).toBeVisible();
  await expect(page.getByText('Rows per page:')).toHaveCount(0);
  await expect(acme.getByRole('gridcell').nth(4)).toHaveText(FRENCH_DATE);

  await acme.getByRole('gridcell').first().click();
  await expect(page.getByRole('heading', { name: 'Paramètres du propriétaire', level: 1 })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
  await expect(breadcrumb).toContainText('Propriétaires');
  // The owner's plan dates in French too.
  await expect(page.getByRole('main').getByText(FRENCH_DATE).first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Microservices' })
    .click();
  await expect(page.getByRole('columnheader', { name: 'Date de mise à jour' })).toBeVisible();
  await expect(page.getByText('Lignes par page :')).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: /Fraud Detection/ })
      .getByRole('gridcell')
      .last(),
  ).toHaveText(FRENCH_DATE);
});
