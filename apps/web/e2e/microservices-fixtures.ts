import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LOGINS } from './support';
import type { CallInput, CallName, CallOutput, MicroserviceSaveInput } from '@console/contract';

/** Calls the API as the signed-in user (the session the console keeps), to set up a journey's data. */
export async function apiCall<N extends CallName>(
  page: Page,
  name: N,
  input: CallInput<N>,
): Promise<CallOutput<N>> {
  const key = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user_session') ?? '{}') as { userApiKey?: string }).userApiKey,
  );
  const response = await page.request.post(`/api/${name}`, {
    data: input,
    headers: { 'x-api-key': key ?? '' },
  });
  expect(response.ok(), `${name} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as CallOutput<N>;
}

/**
 * Adds a microservice to the platform's public catalogue: what the platform owner's staff create for
 * their own owner is offered to every owner (to assign or duplicate).
 */
export async function addCatalogueItem(
  request: APIRequestContext,
  input: MicroserviceSaveInput,
): Promise<number> {
  const login = await request.post('/api/auth.login', {
    data: {
      clientid: LOGINS.platform.clientId,
      username: LOGINS.platform.user,
      password: LOGINS.platform.password,
    },
  });
  expect(login.ok()).toBe(true);
  const { userApiKey } = (await login.json()) as { userApiKey: string };
  const saved = await request.post('/api/microservices.save', {
    data: input,
    headers: { 'x-api-key': userApiKey },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return ((await saved.json()) as { id: number }).id;
}

/** A small valid OWN microservice: one sync request type priced at a standard 0.25 USD per call. */
export function ownMicroservice(name: string, code: string): MicroserviceSaveInput {
  return {
    id: 0,
    microType: 'OWN',
    name,
    code,
    classCode: 'CLASS_AI',
    fnType: 'FUN_ATOMISTIC',
    urlCode: code.toLowerCase(),
    description1: `${name}, made by the end-to-end test`,
    requestTypes: [
      {
        type: 'sync',
        major: 1,
        minor: 0,
        patch: 0,
        yamlUrl: 'https://docs.example/api.yaml',
        docsUrl: 'https://docs.example/',
      },
    ],
    pricing: [{ endpointType: 'sync', standardPrice: 0.25, tiers: [] }],
    accessType: 'PUBLIC',
  };
}

/** A stamp that keeps names of this run apart from other runs and journeys (letters and digits). */
export const stamp = () =>
  Date.now().toString(36).toUpperCase() +
  Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase();

/** Opens Content > Microservices from the side menu. */
export async function openMicroservices(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Microservices' })
    .click();
  await expect(page.getByRole('heading', { name: 'Microservices', level: 1 })).toBeVisible();
}

/** Types a search term into the table's search box and waits for the first row to match it. */
export async function searchTable(page: Page, term: string, firstRow: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search microservices' }).fill(term);
  await expect(page.getByRole('gridcell', { name: firstRow, exact: true })).toBeVisible();
}
