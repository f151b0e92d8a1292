import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';

type Reply = { status?: number; body: unknown };
type Handler = (body: unknown) => Reply;

/** The code lists the form offers, as the seed has them (enough of each). */
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
};

/**
 * Mocks fetch: /api/<name> answers from handlers (with the parsed JSON body); labels answer empty (the
 * English fallbacks show) and code lists from CODE_LISTS.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const defaults: Record<string, Handler> = {
    'labels.byScreen': () => ({ body: { labels: {} } }),
    'codeLists.values': (body) => ({ body: { result: CODE_LISTS[(body as { code: string }).code] ?? [] } }),
  };
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const name = String(url).replace(/^\/api\//, '');
    const handler = handlers[name] ?? defaults[name];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const reply = handler
      ? handler(body)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: name } } };
    const status = reply.status ?? 200;
    return { ok: status < 400, status, json: async () => reply.body } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The parsed bodies sent to one call, in order. */
  const bodies = (name: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === `/api/${name}`)
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { fetchMock, bodies };
}

export function renderWithClient(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}
