import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mayOpen, ROUTES, type OwnerType, type Session } from '@console/contract';
import { isOwnerAreaPath, landingPath } from '../lib/navigation';
import { sessionStore } from '../lib/session-store';
import { QueryClientProvider } from '@tanstack/react-query';
import { makeSession, mockApi, testQueryClient } from '../test-utils';
import { AppRouter } from './router';

/**
 * The route matrix of docs/permissions.md as the router wires it: every screen of ROUTES at its path, as
 * every demo login (and the platform administrator acting on a standard owner), opens its own page,
 * shows the not-found page, or sends the user where 000 section 2.1 says. Who may open what is proved
 * against the hand-written table in the contract (routes.test.ts); this proves the router applies it.
 * Pages are stand-ins (their own tests render them); the frame around them is the real one.
 */
vi.mock('./pages', async (importOriginal) => {
  const real = await importOriginal<typeof import('./pages')>();
  const { ROUTES } = await import('@console/contract');
  const stand = (name: string) => () => <h1>{name}</h1>;
  return {
    ...real,
    NotFoundPage: stand('not found'),
    OrganisationDetailsPage: stand('organisation details'),
    PAGES: Object.fromEntries(Object.keys(ROUTES).map((key) => [key, stand(`screen ${key}`)])),
  };
});
vi.mock('./layout/header', () => ({ Header: () => null }));
vi.mock('./layout/side-menu', () => ({ MENU_WIDTH: 240, SideMenu: () => null }));
vi.mock('./layout/footer', () => ({ Footer: () => null }));

const owner = (ownerType: OwnerType) => ({ ownerId: 7, ownerName: 'Acme', ownerType, desc: '' });
const DEMO: Record<string, { session: Session; acting?: OwnerType; mark?: boolean }> = {
  platform: { session: makeSession() },
  platformOnAcme: { session: makeSession(), acting: 'STD' },
  marketing: {
    session: makeSession({ superUser: false, rootUser: false, uAccess: ['MARKETING'] }),
    mark: true,
  },
  teamspace: { session: makeSession({ owner: 3, ownerType: 'TS', platformOwner: false, superUser: false }) },
  acme: { session: makeSession({ owner: 7, ownerType: 'STD', platformOwner: false, superUser: false }) },
};

type Key = keyof typeof ROUTES;

/** What a login meets at a screen's path: its page, the not-found page, or another address. */
function expected(who: (typeof DEMO)[string], key: Key): string {
  const screenDef = ROUTES[key];
  if (who.mark && isOwnerAreaPath(screenDef.path)) return 'at /discount';
  if (mayOpen(screenDef, who.session, who.acting ?? who.session.ownerType)) return `screen ${key}`;
  return key === 'ownerList' ? `at ${landingPath(who.session)}` : 'not found';
}

async function visit(path: string): Promise<string> {
  window.history.pushState({}, '', path);
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <AppRouter />
    </QueryClientProvider>,
  );
  let seen = '';
  await waitFor(() => {
    const heading = screen.queryByRole('heading', { level: 1 })?.textContent;
    const moved = window.location.pathname !== path;
    seen = moved ? `at ${window.location.pathname}` : (heading ?? '');
    expect(seen).not.toBe('');
  });
  view.unmount();
  return seen;
}

describe('the router opens each screen as docs/permissions.md says', () => {
  for (const [who, login] of Object.entries(DEMO)) {
    it(`as ${who}`, async () => {
      mockApi();
      act(() =>
        sessionStore.update({
          session: login.session,
          owner: login.acting ? owner(login.acting) : null,
          ownerDrop: login.session.ownerType === 'PM' && !login.mark,
          mark: login.mark ?? false,
        }),
      );
      const seen: Record<string, string> = {};
      const wanted: Record<string, string> = {};
      for (const key of Object.keys(ROUTES) as Key[]) {
        seen[key] = await visit(ROUTES[key].path);
        wanted[key] = expected(login, key);
      }
      expect(seen).toEqual(wanted);
    });
  }

  it('shows the organisation details under the organisation screen, and not-found for unknown paths', async () => {
    mockApi();
    act(() => sessionStore.update({ session: DEMO.acme!.session }));
    expect(await visit('/orgdetails')).toBe('organisation details');
    expect(await visit('/manageOrgDetails')).toBe('organisation details');
    expect(await visit('/no-such-page')).toBe('not found');
  });
});
