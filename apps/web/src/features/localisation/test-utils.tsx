import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { Session } from '@console/contract';
import { sessionStore } from '../../lib/session-store';

export const OWNER_ID = 1;

/** Signs the platform's super user in (PM staff acting on the platform owner). */
export function signInSuperUser() {
  const session: Session = {
    id: 2,
    userName: 'admin@platform.example',
    orgId: 1,
    orgName: 'Modelhub Operations',
    orgIsMain: true,
    owner: OWNER_ID,
    ownerName: 'Modelhub Platform',
    ownerCode: 'PLATFORM',
    ownerType: 'PM',
    platformOwner: true,
    superUser: true,
    rootUser: true,
    uAccess: [],
    redisCloud: null,
    onprem: false,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    userApiKey: 'test-key',
  };
  sessionStore.update({ session, owner: null, ownerDrop: true });
}

type Reply = { status?: number; body: unknown };
type Handler = (body: unknown) => Reply;

/** Mocks fetch: /api/<name> answers from handlers; captions answer empty (English built-ins) by default. */
export function mockApi(handlers: Record<string, Handler>) {
  const defaults: Record<string, Handler> = {
    'labels.byScreen': () => ({ body: { lang: 'EN', labels: {} } }),
    'languages.ofOwner': () => ({
      body: {
        result: [
          { id: 1, code: 'EN', language: 'English' },
          { id: 2, code: 'FR', language: 'French' },
          { id: 3, code: 'DE', language: 'German' },
        ],
      },
    }),
  };
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const name = String(url).replace(/^\/api\//, '');
    const handler = handlers[name] ?? defaults[name];
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const reply = handler
      ? handler(body)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: name } } };
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => reply.body } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The bodies sent to one call, in order. */
  const sent = (name: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === `/api/${name}`)
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { fetchMock, sent };
}

export function renderWithClient(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}
