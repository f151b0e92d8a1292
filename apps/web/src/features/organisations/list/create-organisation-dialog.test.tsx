import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fastUser, mockApi, renderWithUser, signInOwnerAdmin } from '../../../test-utils';
import { mockQuotaApi } from '../quota-test-api';
import { CreateOrganisationDialog } from './create-organisation-dialog';

const room = { quota: 25, used: 3, reached: false, message: '3 of 25 users' };
const inUse = { organisationEmails: ['hello@teamspace.example'], userEmails: [] };

async function fill(user: ReturnType<typeof fastUser>, email = 'desk@newco.example') {
  const dialog = await screen.findByRole('dialog', { name: 'Create Organization' });
  const type = (label: RegExp, text: string) =>
    user.type(within(dialog).getByRole('textbox', { name: label }), text);
  await type(/^Name/, 'New Company');
  await type(/^Client ID/, 'newco');
  await type(/^Root User Name/, 'newco-root');
  await type(/^Email/, email);
  await type(/^Description/, 'A new organisation');
  return dialog;
}

describe('CreateOrganisationDialog', () => {
  it('keeps Submit disabled until the terms are accepted, then creates', async () => {
    signInOwnerAdmin('TS');
    const api = mockQuotaApi(room, inUse, {
      'organisations.create': () => ({
        body: { message: 'Organization successfully created!', id: 9, rootUserId: 30 },
      }),
    });
    const { user } = renderWithUser(
      <CreateOrganisationDialog onClose={vi.fn()} doneText="Organization successfully created!" />,
    );
    const dialog = await fill(user);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the terms of use' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Organization successfully created!')).toBeInTheDocument();
    expect(api.bodies('organisations.create')[0]).toMatchObject({ name: 'New Company', clientId: 'newco' });
  });

  it("refuses an e-mail already used by the owner's organisations, and short names", async () => {
    signInOwnerAdmin('TS');
    const api = mockQuotaApi(room, inUse);
    const { user } = renderWithUser(<CreateOrganisationDialog onClose={vi.fn()} doneText="done" />);
    const dialog = await fill(user, 'HELLO@teamspace.example');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I accept the terms of use' }));
    expect(
      await within(dialog).findByText('This e-mail is already used by an organisation'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'a b c');
    expect(
      await within(dialog).findByText('Organisation name needs at least 5 characters'),
    ).toBeInTheDocument();
    expect(api.calls()).not.toContain('organisations.create');
  });

  it('shows the limit message with Close and Modify instead of the form when the quota is used up', async () => {
    signInOwnerAdmin('TS');
    mockApi({
      'users.limit': () => ({
        body: {
          quota: 3,
          used: 3,
          reached: true,
          message: 'Reached the maximum number of users (3) of your plan.',
        },
      }),
      'organisations.emailsInUse': () => ({ body: inUse }),
    });
    const onClose = vi.fn();
    const { user } = renderWithUser(<CreateOrganisationDialog onClose={onClose} doneText="done" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Reached/);
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modify' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
