import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_FLAGS, type UserAccess } from '@console/contract';
import { mockApi, renderWithProviders, renderWithUser, signIn } from '../../../test-utils';
import { UserFunctionsPanel, UserGroupsPanel } from './user-tag-panels';

const fn = (id: number, name: string, typeId = 140) => ({ id, name, code: name.toUpperCase(), typeId });
const ACCESS: UserAccess = {
  userId: 7,
  orgId: 3,
  groups: [{ id: 1, name: 'Analysts' }],
  directFunctions: [fn(11, 'Manage Users')],
  groupFunctions: [{ ...fn(12, 'Basket Affinity', 102), groups: ['Analysts'] }],
  groupChoices: [
    { id: 1, name: 'Analysts' },
    { id: 2, name: 'Support' },
  ],
  functionChoices: [fn(11, 'Manage Users'), fn(12, 'Basket Affinity', 102), fn(13, 'View Audit Log')],
};

describe('the tag-selection panels (002 section 2.13)', () => {
  it('enables Cancel and Save only after an edit, saves the whole set, then says Changes saved!', async () => {
    signIn({ uAccess: [...ACCESS_FLAGS] });
    const api = mockApi({
      'users.access': () => ({ body: ACCESS }),
      'users.setGroups': () => ({ body: { message: 'Changes saved!' } }),
    });
    const { user } = renderWithUser(<UserGroupsPanel userId={7} />);
    const save = await screen.findByRole('button', { name: 'Save' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(save).toBeDisabled();
    expect(cancel).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Analysts' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Groups' }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    expect(save).toBeEnabled();
    await user.click(cancel);
    expect(screen.queryByRole('button', { name: 'Support' })).not.toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Groups' }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.keyboard('{Escape}');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Changes saved!');
    expect(api.bodies('users.setGroups')).toEqual([expect.objectContaining({ id: 7, groupIds: [1, 2] })]);
  });

  it("shows 'Error !' when the save fails, and the functions a user has through groups", async () => {
    signIn({ uAccess: [...ACCESS_FLAGS] });
    mockApi({
      'users.access': () => ({ body: ACCESS }),
      'users.setFunctions': () => ({
        status: 400,
        body: { error: { code: 'INVALID_INPUT', message: 'No' } },
      }),
    });
    const { user } = renderWithUser(<UserFunctionsPanel userId={7} />);
    expect(await screen.findByText('Basket Affinity · through Analysts')).toBeInTheDocument();
    const chip = screen.getByRole('button', { name: 'Manage Users' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Error !'));
  });

  it('shows the direct functions read-only to a caller of another organisation', async () => {
    signIn({ uAccess: [...ACCESS_FLAGS], orgIsMain: false, ownerType: 'TS', platformOwner: false });
    mockApi({ 'users.access': () => ({ body: ACCESS }) });
    renderWithProviders(<UserFunctionsPanel userId={7} />);
    expect(await screen.findByText('Manage Users')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
