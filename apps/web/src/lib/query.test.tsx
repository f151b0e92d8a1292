import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, signInOwnerAdmin, testQueryClient } from '../test-utils';
import { callKey } from './call-key';
import { listInput, useCallMutation, useCallQuery, useListQuery, useRecordQuery } from './query';

function wrapperWith(client = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('callKey', () => {
  it('is the area, the verb and the input, so an area prefix reaches all its queries', () => {
    expect(callKey('labels.list', { page: 0 })).toEqual(['labels', 'list', { page: 0 }]);
    expect(callKey('labels.save')).toEqual(['labels', 'save']);
  });
});

describe('listInput', () => {
  it('turns a table query into the list call input with its filters', () => {
    expect(
      listInput<'codeValues.list'>(
        { page: 2, pageSize: 25, search: ' red ', sortField: 'code', sortDirection: 'desc' },
        { listId: 4 },
      ),
    ).toEqual({ listId: 4, page: 2, pageSize: 25, search: 'red', sortField: 'code', sortDirection: 'desc' });
    expect(listInput({ page: 0, pageSize: 50, search: '' })).toEqual({ page: 0, pageSize: 50, search: '' });
  });
});

describe('query hooks', () => {
  it('name the acting owner and key the query by call and input', async () => {
    signInOwnerAdmin('STD', 7);
    const api = mockApi({
      'codeLists.list': () => ({ body: { rows: [], total: 0 } }),
      'codeLists.info': () => ({ body: { id: 3 } }),
    });
    const { client, wrapper } = wrapperWith();
    renderHook(() => useListQuery('codeLists.list', { page: 0, pageSize: 50, search: '' }), { wrapper });
    renderHook(() => useRecordQuery('codeLists.info', 3), { wrapper });
    renderHook(() => useRecordQuery('codeLists.info', null), { wrapper });
    await waitFor(() => expect(api.calls()).toEqual(['codeLists.list', 'codeLists.info']));
    expect(api.bodies('codeLists.list')).toEqual([{ ownerId: 7, page: 0, pageSize: 50, search: '' }]);
    expect(api.bodies('codeLists.info')).toEqual([{ ownerId: 7, id: 3 }]);
    expect(client.getQueryData(['codeLists', 'info', { ownerId: 7, id: 3 }])).toEqual({ id: 3 });
  });

  it('invalidate every query of the saved area and of the named areas, and no other', async () => {
    signInOwnerAdmin('STD', 7);
    const api = mockApi({
      'labels.list': () => ({ body: { rows: [], total: 0 } }),
      'errors.list': () => ({ body: { rows: [], total: 0 } }),
      'codeLists.list': () => ({ body: { rows: [], total: 0 } }),
      'labels.save': () => ({ body: { message: 'Successfully Created', id: 1 } }),
    });
    const { wrapper } = wrapperWith();
    const page = { page: 0, pageSize: 50, search: '' };
    renderHook(() => useCallQuery('labels.byScreen', { scrId: 'MENU', lang: 'EN' }), { wrapper });
    renderHook(() => useListQuery('labels.list', page), { wrapper });
    renderHook(() => useListQuery('errors.list', page), { wrapper });
    renderHook(() => useListQuery('codeLists.list', page), { wrapper });
    const save = renderHook(() => useCallMutation('labels.save', { invalidates: ['codeLists'] }), {
      wrapper,
    });
    await waitFor(() => expect(api.calls()).toHaveLength(4));
    await act(() =>
      save.result.current.mutateAsync({
        screenCode: 'MENU',
        screenName: 'Menu',
        labelCode: 'X',
        orderNumber: '1',
        text: 'X',
      } as never),
    );
    const after = api.calls().slice(5).sort();
    expect(after).toEqual(['codeLists.list', 'labels.byScreen', 'labels.list']);
    expect(api.bodies('labels.save')[0]).toMatchObject({ ownerId: 7 });
  });
});
