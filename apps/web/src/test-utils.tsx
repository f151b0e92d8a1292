import { useState, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, vi, type Mock } from 'vitest';
import type { CodeListRow, OwnerType, Session } from '@console/contract';
import { sessionStore, type SelectedOwner } from './lib/session-store';

// One set of helpers for every component test: sessions, a mocked API, and rendering with providers.

/** The platform owner of the demo data (PM) and a standard owner. */
export const PLATFORM_OWNER_ID = 1;
export const OWNER_ID = 7;

/** A signed-in session; the defaults are the platform's super user (PM staff, every flag). */
export function makeSession(patch: Partial<Session> = {}): Session {
  return {
    id: 2,
    userName: 'admin@platform.example',
    orgId: 1,
    orgName: 'Modelhub Operations',
    orgIsMain: true,
    owner: PLATFORM_OWNER_ID,
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
    ...patch,
  };
}

/** Signs a session in; `owner` is the owner picked in the console (null: the user's own). */
export function signIn(patch: Partial<Session> = {}, owner: SelectedOwner | null = null): Session {
  const session = makeSession(patch);
  sessionStore.update({ session, owner, ownerDrop: session.ownerType === 'PM' });
  return session;
}

/** The platform's super user acting on the platform owner. */
export const signInSuperUser = () => signIn();

/** The administrator (root user) of an owner of the given type, acting on it. */
export function signInOwnerAdmin(ownerType: OwnerType, ownerId = OWNER_ID): Session {
  const ownerName = 'Acme';
  return signIn(
    {
      owner: ownerId,
      ownerName,
      ownerCode: 'ACME',
      ownerType,
      orgName: 'Acme',
      userName: 'admin@acme.example',
      platformOwner: false,
      superUser: false,
    },
    { ownerId, ownerName, ownerType, desc: '' },
  );
}

/** The code lists the forms offer, as the seed has them (enough of each). */
export const CODE_LISTS: Record<string, { code: string; value: string }[]> = {
  CLASS_TYPE: [
    { code: 'CLASS_DATA', value: 'Data' },
    { code: 'CLASS_AI', value: 'AI Model' },
  ],
  FUNCTION_TYPE: [{ code: 'FUN_ATOMISTIC', value: 'Atomistic' }],
  MICROSERVICE_PRODUCER: [{ code: 'PLATFORM', value: 'Platform' }],
  ACCESS_TYPE: [
    { code: 'PUBLIC', value: 'Public' },
    { code: 'PRIVATE', value: 'Private' },
  ],
  DATA_TYPE: [{ code: 'STRING', value: 'String' }],
  LIMIT_DATA_TYPE: [{ code: 'ROWS', value: 'Rows' }],
  MICROSERVICE_SOURCE: [{ code: 'KAGGLE', value: 'Kaggle' }],
  CLOUD_PROVIDER: [{ code: 'AWS', value: 'AWS ElastiCache' }],
};

export type Reply = { status?: number; body: unknown };
/** Answers one call: the parsed JSON body (a multipart body as it is); throwing fails the fetch. */
export type Handler = (body: unknown) => Reply;

/** Answers codeLists.values from CODE_LISTS and a test's own lists (`own`, which win). */
export const codeListValues =
  (own: typeof CODE_LISTS = {}): Handler =>
  (body) => ({ body: { result: { ...CODE_LISTS, ...own }[(body as { code: string }).code] ?? [] } });

/** Answers languages.ofOwner with the owner's languages, each as [id, code, stored name]. */
export function ownerLanguages(...languages: Array<[number, string, string]>): Handler {
  return () => ({ body: { result: languages.map(([id, code, language]) => ({ id, code, language })) } });
}

const DEFAULT_HANDLERS: Record<string, Handler> = {
  // Captions and messages answer empty: the built-in English shows.
  'labels.byScreen': (body) => ({ body: { lang: (body as { lang?: string }).lang ?? 'EN', labels: {} } }),
  'errors.byScreen': (body) => ({
    body: { lang: (body as { lang?: string }).lang ?? 'EN', errors: {} },
  }),
  'codeLists.values': codeListValues(),
  'languages.ofOwner': ownerLanguages([1, 'EN', 'English'], [2, 'FR', 'French'], [3, 'DE', 'German']),
};

/** A refusal as the server sends it: the status, and the error's code, message and field messages. */
export const apiError = (
  status: number,
  code: string,
  message: string,
  fieldErrors?: Record<string, string[]>,
): Reply => ({ status, body: { error: { code, message, ...(fieldErrors && { fieldErrors }) } } });

/** The server cannot be reached: fetch itself fails, as a browser's does. */
export const networkFailure: Handler = () => {
  throw new TypeError('Failed to fetch');
};

/**
 * Mocks fetch: POST /api/<name> answers from `handlers`, else from the defaults (captions, code lists,
 * languages), else 404. Also answers /api/csv/<list call> like the others, by that path's name.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const name = String(url).replace(/^\/api\//, '');
    const handler = handlers[name] ?? DEFAULT_HANDLERS[name];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const reply = handler
      ? handler(body)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: name } } };
    const status = reply.status ?? 200;
    const payload = reply.body;
    return {
      ok: status < 400,
      status,
      headers: new Headers(),
      json: async () => payload,
      blob: async () => (payload instanceof Blob ? payload : new Blob([String(payload)])),
    } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The names of the calls made so far, in order. */
  const calls = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/^\/api\//, ''));
  /** The parsed JSON bodies sent to one call, in order. */
  const bodies = (name: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === `/api/${name}`)
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { fetchMock, calls, bodies };
}

/**
 * Expects a save's answer (`message`) on screen and exactly one body sent to `name`, holding `fields`.
 * `api` is what `mockApi` (or a render helper) answered.
 */
export async function expectSaved(
  api: Pick<ReturnType<typeof mockApi>, 'bodies'>,
  name: string,
  message: string,
  fields: Record<string, unknown>,
) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(api.bodies(name)).toEqual([expect.objectContaining(fields)]);
}

/** jsdom has no object URLs (logo previews, CSV downloads): spies that answer `url`. */
export function stubObjectUrls(url = 'blob:preview') {
  URL.createObjectURL = vi.fn(() => url);
  URL.revokeObjectURL = vi.fn();
}

/** Clicks the dialog's Save and waits for its `onSaved` spy to hear `answer` (the save's message and id). */
export async function clickSave(user: UserEvent, onSaved: Mock, answer: unknown) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
}

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders with a fresh query client and a router (at `route`). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

/** A user that types and clicks without the per-key delay (the rules are under test, not the timing). */
export const fastUser = () => userEvent.setup({ delay: null });

/** Renders with providers (see renderWithProviders) and gives a user without typing delays. */
export function renderWithUser(ui: ReactElement, options: { route?: string } = {}) {
  return { user: fastUser(), ...renderWithProviders(ui, options) };
}

/**
 * A dialog test's start: the super user signed in, the API mocked with `handlers` (see mockApi), `ui`
 * rendered; gives the mocked API and a user without typing delays.
 */
export function renderAsSuperUser(ui: ReactElement, handlers: Record<string, Handler> = {}) {
  signInSuperUser();
  const api = mockApi(handlers);
  return { api, ...renderWithUser(ui) };
}

/** The props of a test harness around a controlled list editor: its first rows, and a spy on changes. */
export interface ListHarnessProps<T> {
  initial?: T[];
  onChange?: (rows: T[]) => void;
}

/** A harness's rows in state: the editor's changes are kept, and reported to `onChange`. */
export function useHarnessRows<T>({ initial = [], onChange }: ListHarnessProps<T>) {
  const [rows, setRows] = useState<T[]>(initial);
  const change = (next: T[]) => {
    setRows(next);
    onChange?.(next);
  };
  return [rows, change] as const;
}

/**
 * Renders a list editor's harness with a spy on its changes; answers the user, the editor's Add button
 * (expected disabled while nothing is entered) and `expectAdded(rows, table, shown, cleared)`: the last
 * change sent `rows`, table `table` shows `shown`, and the input `cleared` is empty again.
 */
export function renderListEditor<T>(Harness: (props: ListHarnessProps<T>) => ReactNode) {
  const onChange = vi.fn<(rows: T[]) => void>();
  const user = fastUser();
  render(<Harness onChange={onChange} />);
  const add = screen.getByRole('button', { name: 'Add' });
  expect(add).toBeDisabled();
  const expectAdded = (rows: T[], table: string, shown: string, cleared: string) => {
    expect(onChange).toHaveBeenLastCalledWith(rows);
    expect(within(screen.getByRole('table', { name: table })).getByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: cleared })).toHaveValue('');
  };
  return { user, add, expectAdded };
}

/** A code list row of the owner (the kit's table tests list code lists). */
export const codeListRow = (id: number, code: string, patch: Partial<CodeListRow> = {}): CodeListRow => ({
  id,
  source: 'owner',
  code,
  title: `${code} list`,
  desc: '',
  subList: 'yes',
  valueCount: 0,
  dateUpdated: '2026-01-01T00:00:00.000Z',
  ...patch,
});
