import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithProviders, signInOwnerAdmin } from '../../../test-utils';
import { mockQuotaApi } from '../quota-test-api';
import { CreateOrganisationDialog } from './create-organisation-dialog';

const room = { quota: 25, used: 3, reached: false, message: '3 of 25 users' };
const inUse = { organisationEmails: [], userEmails: [] };
const details = {
  orgName: 'Speech Analytics Lab',
  email: 'speech@teamspace.example',
  planDuration: '6 month',
  planType: 'Conversation',
  noOfUsers: 5,
  fileSize: 0,
  noOfConversation: 5000,
};

async function openTokenTab(user: ReturnType<typeof fastUser>) {
  renderWithProviders(
    <CreateOrganisationDialog onClose={vi.fn()} doneText="Organization successfully created!" />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Create Organization' });
  await user.click(within(dialog).getByRole('tab', { name: 'Create Organization And Assign Token' }));
  return dialog;
}

describe('Create Organization And Assign Token', () => {
  it('asks for the key, shows what it carries, and creates once the values are confirmed', async () => {
    signInOwnerAdmin('TS');
    const api = mockQuotaApi(room, inUse, {
      'activationKeys.verify': () => ({ body: { details, expiresAt: '2026-12-25T00:00:00.000Z' } }),
      'activationKeys.createOrganisation': () => ({
        body: {
          message: 'Organization successfully created and Subscription Token assigned!',
          id: 9,
          rootUserId: 3,
        },
      }),
    });
    const user = fastUser();
    const dialog = await openTokenTab(user);
    const key = within(dialog).getByRole('textbox', { name: /Activation Key/ });
    await user.click(key);
    await user.tab();
    expect(within(dialog).getByText('Activation Key is required')).toBeInTheDocument();
    expect(api.calls()).not.toContain('activationKeys.verify');

    await user.type(key, '  header.claims.signature  ');
    await user.tab();
    expect(await within(dialog).findByText('Speech Analytics Lab')).toBeInTheDocument();
    expect(within(dialog).getByText('5000')).toBeInTheDocument();
    expect(api.bodies('activationKeys.verify')[0]).toMatchObject({
      activationKey: 'header.claims.signature',
    });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I confirm that the above values are correct' }),
    );
    await user.click(submit);
    expect(
      await screen.findByText('Organization successfully created and Subscription Token assigned!'),
    ).toBeInTheDocument();
    expect(api.bodies('activationKeys.createOrganisation')[0]).toMatchObject({
      activationKey: 'header.claims.signature',
    });
  });

  it("shows a refused key in the Error dialog with the server's message", async () => {
    signInOwnerAdmin('TS');
    mockQuotaApi(room, inUse, {
      'activationKeys.verify': () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This activation key has already been used' } },
      }),
    });
    const user = fastUser();
    const dialog = await openTokenTab(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Activation Key/ }), 'used.key.here');
    await user.click(within(dialog).getByRole('button', { name: 'Read the key' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('This activation key has already been used');
    await user.click(within(error).getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});
