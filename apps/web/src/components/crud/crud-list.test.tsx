import { screen, waitFor, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it, vi } from 'vitest';
import type { CodeListRow } from '@console/contract';
import { codeListRow, mockApi, renderWithUser, signInOwnerAdmin } from '../../test-utils';
import { CrudList } from './crud-list';

const row = (id: number, code: string): CodeListRow =>
  codeListRow(id, code, { source: id === 2 ? 'platform' : 'owner' });

const t = (code: string, vars?: Record<string, string | number>) =>
  code === 'SELECTED_COUNT' ? `${vars?.n} selected` : code;

const columns: GridColDef<CodeListRow>[] = [{ field: 'code', headerName: 'List Code', flex: 1 }];

function Lists({ onDeleted }: { onDeleted: (output: unknown) => void }) {
  return (
    <CrudList
      call="codeLists.list"
      columns={columns}
      t={t}
      add="Add"
      edit="Edit"
      remove={{
        call: 'codeLists.delete',
        deletable: (selection) => selection.filter((id) => id !== 2),
        onDeleted,
      }}
      form={(id, onClose) => (
        <div role="dialog" aria-label={`Form ${id}`}>
          <button onClick={onClose}>Close form</button>
        </div>
      )}
    />
  );
}

describe('CrudList', () => {
  it('opens the form of the one selected row, and of id 0 for Add', async () => {
    signInOwnerAdmin('PM');
    mockApi({ 'codeLists.list': () => ({ body: { rows: [row(1, 'COLOURS'), row(3, 'SIZES')], total: 2 } }) });
    const { user } = renderWithUser(<Lists onDeleted={vi.fn()} />);
    await screen.findByRole('gridcell', { name: 'SIZES' });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await user.click(screen.getAllByRole('checkbox', { name: /select row/i })[1]!);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Form 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close form' }));
    // Closing the form clears the selection (the saved row may have moved).
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('dialog', { name: 'Form 0' })).toBeInTheDocument();
  });

  it('opens the form of a clicked row when the list has no detail', async () => {
    signInOwnerAdmin('PM');
    mockApi({ 'codeLists.list': () => ({ body: { rows: [row(1, 'COLOURS'), row(3, 'SIZES')], total: 2 } }) });
    const { user } = renderWithUser(<Lists onDeleted={vi.fn()} />);
    await user.click(await screen.findByRole('gridcell', { name: 'SIZES' }));
    expect(screen.getByRole('dialog', { name: 'Form 3' })).toBeInTheDocument();
  });

  it('deletes only the deletable selected rows and hands the answer on', async () => {
    signInOwnerAdmin('PM');
    const api = mockApi({
      'codeLists.list': () => ({ body: { rows: [row(1, 'COLOURS'), row(2, 'SHARED')], total: 2 } }),
      'codeLists.delete': () => ({ body: { message: 'Deleted', deleted: 1 } }),
    });
    const onDeleted = vi.fn();
    const { user } = renderWithUser(<Lists onDeleted={onDeleted} />);
    await screen.findByRole('gridcell', { name: 'SHARED' });
    for (const box of screen.getAllByRole('checkbox', { name: /select row/i })) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    const confirm = await screen.findByRole('dialog', { name: 'DEL_TITLE' });
    await user.click(within(confirm).getByRole('button', { name: 'DELETE' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith({ message: 'Deleted', deleted: 1 }));
    expect(api.bodies('codeLists.delete')).toEqual([{ ids: [1], ownerId: 7 }]);
  });
});
