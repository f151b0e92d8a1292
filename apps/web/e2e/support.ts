import { expect, type Page } from '@playwright/test';

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

/** Fills the login form as a person would and presses Enter. */
export async function signIn(page: Page, login: Login): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Client ID').fill(login.clientId);
  await page.getByLabel('User Name').fill(login.user);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  await page.getByLabel('Password', { exact: true }).press('Enter');
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
