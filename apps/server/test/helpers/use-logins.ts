import { beforeAll } from 'vitest';
import { loginStaff } from './localisation-fixtures';
import { login, type DemoUser, type TestApp } from './test-app';

/** A demo user, or 'staff': platform staff who is not the super administrator. */
export type LoginName = DemoUser | 'staff';

/**
 * Session keys of the users named, signed in one after another in beforeAll (after the app is built).
 * Read them inside tests or hooks.
 */
export function useLogins<W extends LoginName>(t: TestApp, ...who: W[]): Record<W, string> {
  const keys = {} as Record<W, string>;
  beforeAll(async () => {
    for (const name of who) keys[name] = name === 'staff' ? await loginStaff(t) : await login(t.app, name);
  });
  return keys;
}
