import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const LOGINS = {
  platform: { clientId: 'platform', user: 'admin@platform.example', password: 'Admin#2026!' },
  marketing: { clientId: 'platform', user: 'marketing@platform.example', password: 'Market#2026!' },
  teamspace: { clientId: 'teamspace', user: 'admin@teamspace.example', password: 'Admin#2026!' },
  acme: { clientId: 'acme', user: 'admin@acme.example', password: 'Admin#2026!' },
} as const;

export interface Login {
  clientId: string;
  user: string;
  password: string;
}

export type DemoLogin = keyof typeof LOGINS;

/** Where the sign-in setup (signed-in.setup.ts) keeps each demo login's browser state. */
export const savedStateFile = (who: DemoLogin) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), '.auth', `${who}.json`);

interface SavedState {
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
}

/** How many saved sign-ins each context has had: each one's script applies once, the latest last. */
const seeded = new WeakMap<BrowserContext, number>();

/**
 * Opens the console as a demo login, with the session the setup project signed in once through the login
 * page (login.spec.ts proves the form itself): the page lands where that login lands after signing in.
 * A second call on the same page switches to the other login.
 */
export async function signedInAs(page: Page, who: DemoLogin): Promise<void> {
  const state = JSON.parse(await readFile(savedStateFile(who), 'utf8')) as SavedState;
  const items = state.origins.flatMap((o) => o.localStorage);
  const context = page.context();
  // The saved sessions are shared by every journey: a journey that logs out (to sign in as someone else)
  // clears its own browser's session, but must not end the shared one on the server. The logout
  // journeys of login.spec.ts sign in through the form, with sessions of their own.
  if (!seeded.has(context))
    await context.route('**/api/auth.logout', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Signed out' }),
      }),
    );
  const turn = (seeded.get(context) ?? 0) + 1;
  seeded.set(context, turn);
  // Written before the console's scripts run, once per sign-in (a later logout is not undone).
  await context.addInitScript(
    ({ items, turn }) => {
      if (Number(sessionStorage.getItem('e2e-signed-in') ?? 0) >= turn) return;
      localStorage.clear();
      for (const { name, value } of items) localStorage.setItem(name, value);
      sessionStorage.setItem('e2e-signed-in', String(turn));
    },
    { items, turn },
  );
  await page.goto('/');
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * Goes to `route` inside the console already open, as its own links do: the router follows the new
 * address without loading the page again (the axe walk opens two dozen screens in one page load).
 */
export async function openWithin(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

/** Fills the login form as a person would and presses Enter. */
export async function signIn(page: Page, login: Login): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Client ID').fill(login.clientId);
  await page.getByLabel('User Name').fill(login.user);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

/** Ticks the selection checkbox of the table row whose accessible name matches `name`. */
export async function selectRow(page: Page, name: RegExp): Promise<void> {
  const box = page.getByRole('row', { name }).getByRole('checkbox');
  // A list that is still settling (its rows drawn again as their data arrives) can swallow the first
  // click: tick again until the box holds it.
  await expect(async () => {
    await box.check({ timeout: 5_000 });
  }).toPass();
}

/**
 * Scrolls the list table's rows until `cell` shows, as a user would: the table renders only the rows in
 * its view, so a row further down a page is not on the page until it is scrolled to.
 */
export async function scrollToCell(page: Page, cell: Locator): Promise<void> {
  const rows = page.locator('.MuiDataGrid-virtualScroller').first();
  await expect(async () => {
    if (await cell.isVisible()) return;
    // Half a view down at a time; from the end, back to the top (the rows may have changed under it).
    await rows.evaluate((e) =>
      e.scrollTop + e.clientHeight >= e.scrollHeight ? e.scrollTo(0, 0) : e.scrollBy(0, e.clientHeight / 2),
    );
    await expect(cell).toBeVisible({ timeout: 500 });
  }).toPass();
}

/** Clicks the list screen's Add button; answers its dialog, named `name`. */
export async function openAddDialog(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  return page.getByRole('dialog', { name });
}

/** Clicks Export CSV; answers the download's file name and its lines (the byte-order mark taken off). */
export async function exportCsv(page: Page): Promise<{ filename: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return {
    filename: download.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/),
  };
}

/** The side menu, in English or in French (its name is a label of the MENU screen). */
export const mainMenu = (page: Page) =>
  page.getByRole('navigation', { name: /^(Main menu|Menu principal)$/ });

/**
 * The set-password link (path and query) of the last message to `address` whose text holds `subject`,
 * as caught by the test-only mail catcher the e2e console sends through (playwright.config.ts).
 */
export async function mailedLink(address: string, subject: string): Promise<string> {
  const url = `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages?to=${encodeURIComponent(address)}`;
  let link = '';
  await expect
    .poll(async () => {
      const messages = (await (await fetch(url)).json()) as Array<{ text: string }>;
      const last = messages.filter((m) => m.text.includes(subject)).at(-1);
      link = /\/setpassword\?token=[A-Za-z0-9_-]+/.exec(last?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}
