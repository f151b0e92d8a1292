import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAsSuperUser } from '../../../test-utils';
import { CreateGroupDialog } from './create-group-dialog';

describe('CreateGroupDialog', () => {
  it('creates a group with its name and the functions picked', async () => {
    const { api, user } = renderAsSuperUser(<CreateGroupDialog orgId={4} onClose={vi.fn()} />, {
      'groups.choices': () => ({
        body: { functions: [{ id: 31, name: 'Translate', code: 'TRANSLATE', typeId: 1 }], members: [] },
      }),
      'groups.save': () => ({ body: { message: 'Successfully Created', id: 9 } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create group' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Group Name/ }), 'Linguists');
    await user.click(within(dialog).getByRole('combobox', { name: 'Add a function' }));
    await user.click(await screen.findByRole('option', { name: /Translate/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(api.bodies('groups.save')).toEqual([
        expect.objectContaining({ orgId: 4, name: 'Linguists', functionIds: [31] }),
      ]),
    );
  });
});
