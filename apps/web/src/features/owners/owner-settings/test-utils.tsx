import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { DEFAULT_COLOURS, type OwnerSettings, type Session } from '@console/contract';
import { sessionStore } from '../../../lib/session-store';

export const OWNER_ID = 7;

export const baseSettings: OwnerSettings = {
  ownerId: OWNER_ID,
  mobileLogo: null,
  loginLogo: '/files/login.png',
  headerLogo: null,
  footerLogo: null,
  serviceLogo: null,
  ...DEFAULT_COLOURS,
  domainName: 'acme.example.com',
  email: 'ops@acme.example',
  redisCloud: 'AWS',
  userQuota: 10,
  ownerIndex: null,
  nodeRedUrl: null,
  ownerBucket: null,
};

/** Signs a test user in: an owner administrator, of a PM owner (with owner-drop) or of a standard one. */
export function signIn({ pm }: { pm: boolean }) {
  const session: Session = {
    id: 2,
    userName: 'admin',
    orgId: 1,
    orgName: 'Acme',
    orgIsMain: true,
    owner: OWNER_ID,
    ownerName: 'Acme',
    ownerCode: 'ACME',
    ownerType: pm ? 'PM' : 'STD',
    platformOwner: pm,
    superUser: pm,
    rootUser: true,
    uAccess: [],
    redisCloud: null,
    onprem: false,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    userApiKey: 'test-key',
  };
  sessionStore.update({
    session,
    owner: { ownerId: OWNER_ID, ownerName: 'Acme', ownerType: session.ownerType, desc: '' },
    ownerDrop: pm,
  });
}

type Reply = { status?: number; body: unknown };
type Handler = (body: BodyInit | null | undefined) => Reply;

/** Mocks fetch: /api/<name> answers from handlers (labels and code lists answer empty by default). */
export function mockApi(handlers: Record<string, Handler>) {
  const defaults: Record<string, Handler> = {
    'labels.byScreen': () => ({ body: { labels: {} } }),
    'codeLists.values': () => ({ body: { result: [{ code: 'AWS', value: 'AWS ElastiCache' }] } }),
  };
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const name = String(url).replace(/^\/api\//, '');
    const handler = handlers[name] ?? defaults[name];
    const reply = handler
      ? handler(init?.body)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: name } } };
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => reply.body } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The names of the calls made so far, in order. */
  const calls = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/^\/api\//, ''));
  return { fetchMock, calls };
}

export function renderWithClient(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}
