import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it, vi } from 'vitest';
import type { CodeListRow } from '@console/contract';
import {
  codeListRow,
  mockApi,
  renderWithProviders,
  renderWithUser,
  signInOwnerAdmin,
  stubObjectUrls,
} from '../../test-utils';
import { CrudTable } from './crud-table';
import { useListState } from './list-state';

const t = (code: string, vars?: Record<string, string | number>) =>
  code === 'SELECTED_COUNT' ? `${vars?.n} selected` : code === 'SEARCH' ? 'Search lists' : code;

function Lists({ onOpen }: { onOpen?: (row: CodeListRow) => void }) {
  const state = useListState({ sortField: 'code' });
  const columns: GridColDef<CodeListRow>[] = [
    { field: 'code', headerName: 'List Code', flex: 1 },
    { field: 'title', headerName: 'List Name', flex: 1 },
    { field: 'valueCount', headerName: 'Values', width: 90 },
  ];
  return (
    <CrudTable
      call="codeLists.list"
      state={state}
      columns={columns}
      sortFields={['code', 'title']}
      t={t}
      onOpen={onOpen}
    />
  );
}

describe('CrudTable', () => {
  it('opens a row from the keyboard: Enter on a focused cell, as a click does', async () => {
    signInOwnerAdmin('PM');
    mockApi({
      'codeLists.list': () => ({
        body: { rows: [codeListRow(1, 'COLOURS'), codeListRow(2, 'SIZES')], total: 2 },
      }),
    });
    const onOpen = vi.fn();
    const { user } = renderWithUser(<Lists onOpen={onOpen} />);
    const cell = await screen.findByRole('gridcell', { name: 'SIZES' });
    cell.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]![0]).toMatchObject({ id: 2, code: 'SIZES' });
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onOpen.mock.calls[1]![0]).toMatchObject({ id: 1, code: 'COLOURS' });
  });

  it('pages through its list call and exports what the search shows, with the captions shown', async () => {
    signInOwnerAdmin('PM');
    stubObjectUrls('blob:csv');
    const api = mockApi({
      'codeLists.list': () => ({
        body: { rows: [codeListRow(1, 'COLOURS'), codeListRow(2, 'SIZES')], total: 2 },
      }),
      'csv/codeLists.list': () => ({ body: new Blob(['List Code,List Name\n']) }),
    });
    const { user } = renderWithUser(<Lists />);
    expect(await screen.findByRole('gridcell', { name: 'COLOURS' })).toBeInTheDocument();
    expect(api.bodies('codeLists.list')[0]).toEqual({
      ownerId: 7,
      page: 0,
      pageSize: 50,
      search: '',
      sortField: 'code',
      sortDirection: 'asc',
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search lists' }), 'col');
    await waitFor(() => expect(api.bodies('codeLists.list').at(-1)).toMatchObject({ search: 'col' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(api.bodies('csv/codeLists.list')).toEqual([
      {
        input: { ownerId: 7, search: 'col', sortField: 'code', sortDirection: 'asc' },
        columns: [
          { field: 'code', caption: 'List Code' },
          { field: 'title', caption: 'List Name' },
          { field: 'valueCount', caption: 'Values' },
        ],
      },
    ]);
    // Only the columns the call sorts by offer sorting.
    const sortable = (field: string) =>
      document
        .querySelector(`[role="columnheader"][data-field="${field}"]`)
        ?.classList.contains('MuiDataGrid-columnHeader--sortable');
    expect([sortable('code'), sortable('title'), sortable('valueCount')]).toEqual([true, true, false]);
  });

  it('pages on past a total the server stopped counting at, saying "more than", and stays on the page', async () => {
    signInOwnerAdmin('PM');
    const api = mockApi({
      'codeLists.list': (body) => {
        const input = body as { page: number };
        return {
          body: {
            rows: [
              codeListRow(2 * input.page + 1, `LIST${input.page}A`),
              codeListRow(2 * input.page + 2, `LIST${input.page}B`),
            ],
            total: 1000,
            totalBounded: true,
          },
        };
      },
    });
    const { user } = renderWithUser(<Lists />);
    expect(await screen.findByText('1–50 of more than 1,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByRole('gridcell', { name: 'LIST1A' })).toBeInTheDocument();
    expect(screen.getByText('51–100 of more than 1,000')).toBeInTheDocument();
    expect(api.bodies('codeLists.list').at(-1)).toMatchObject({ page: 1 });
  });

  it('exports what the search box says when clicked before the search has caught up', async () => {
    signInOwnerAdmin('PM');
    stubObjectUrls('blob:csv');
    let searchedBeforeExport: unknown[] = [];
    const api = mockApi({
      'codeLists.list': () => ({
        body: { rows: [codeListRow(1, 'COLOURS'), codeListRow(2, 'SIZES')], total: 2 },
      }),
      'csv/codeLists.list': () => {
        searchedBeforeExport = api.bodies('codeLists.list').map((b) => b.search);
        return { body: new Blob(['List Code,List Name\n']) };
      },
    });
    renderWithProviders(<Lists />);
    await screen.findByRole('gridcell', { name: 'COLOURS' });
    // Typing and clicking in one synchronous step: the search box's pause cannot end in between,
    // however fast or slow the machine.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search lists' }), { target: { value: ' siz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(searchedBeforeExport).toEqual(['']);
    expect(api.bodies('csv/codeLists.list')).toEqual([
      expect.objectContaining({
        input: { ownerId: 7, search: 'siz', sortField: 'code', sortDirection: 'asc' },
      }),
    ]);
    // The table catches up with the box.
    await waitFor(() => expect(api.bodies('codeLists.list').at(-1)).toMatchObject({ search: 'siz' }));
  });

  it("shows a failed export in the page's banner", async () => {
    signInOwnerAdmin('PM');
    mockApi({
      'codeLists.list': () => ({ body: { rows: [codeListRow(1, 'COLOURS')], total: 1 } }),
      'csv/codeLists.list': () => ({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: 'Forbidden' } },
      }),
    });
    const { user } = renderWithUser(<Lists />);
    await screen.findByRole('gridcell', { name: 'COLOURS' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });
});
