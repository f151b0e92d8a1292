import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fastUser, networkFailure, renderAsSuperUser } from '../../../test-utils';
import { AddOwnerDialog } from './add-owner-dialog';

/** Fills every required field of Add Owner (client id left empty: the server derives it). */
async function fillForm(user: ReturnType<typeof fastUser>) {
  const dialog = screen.getByRole('dialog', { name: 'Add Owner' });
  const type = (label: string, text: string) =>
    user.type(within(dialog).getByRole('textbox', { name: label }), text);
  await type('Owner Name', 'Globex');
  await type('Organisation Name', 'Globex HQ');
  await type('Email', 'it@globex.example');
  await type('Admin User Name', 'admin@globex.example');
  await user.type(within(dialog).getByLabelText(/Admin Password/), 'Globex#2026!');
  await type('Cluster ID', 'mh-eu-1');
  await type('Number of Users', '12');
  await type('Total Storage (GB)', '40');
  await type('Description', 'A new owner');
  // Add is enabled once the form's data (the catalogue) has loaded: wait for it, never for a time.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled());
  return dialog;
}

describe('AddOwnerDialog', () => {
  it('shows a network failure in the dialog instead of dropping it', async () => {
    const { api, user } = renderAsSuperUser(<AddOwnerDialog open onClose={vi.fn()} />, {
      'microservices.catalogue': () => ({ body: { results: [] } }),
      'owners.create': networkFailure,
    });
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.calls()).toContain('owners.create'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch');
  });

  it('tells the client id the new administrator signs in with, derived when left empty', async () => {
    const { api, user } = renderAsSuperUser(<AddOwnerDialog open onClose={vi.fn()} />, {
      'microservices.catalogue': () => ({ body: { results: [] } }),
      'owners.create': () => ({
        body: { message: 'Successfully Processed.', ownerId: 9, clientId: 'globex' },
      }),
    });
    const dialog = await fillForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const done = await screen.findByRole('dialog', { name: 'Successfully Processed.' });
    expect(done).toHaveTextContent('Its administrator signs in with Client ID globex.');
    expect(api.bodies('owners.create')[0]).toMatchObject({ ownerName: 'Globex', clientId: '' });
  });
});
