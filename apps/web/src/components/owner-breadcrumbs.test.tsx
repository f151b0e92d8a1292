import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders, signInSuperUser } from '../test-utils';
import { OwnerBreadcrumbs } from './owner-breadcrumbs';

const owners = {
  results: [{ ownerId: 1, ownerName: 'Modelhub Platform', ownerType: 'PM', desc: '' }],
};

describe('OwnerBreadcrumbs', () => {
  it('offers PM staff the owner picker on an owner screen', async () => {
    signInSuperUser();
    mockApi({ 'owners.list': () => ({ body: owners }) });
    renderWithProviders(<OwnerBreadcrumbs screen="Organisations" />, { route: '/manageorgs' });
    expect(await screen.findByRole('combobox', { name: 'Select owner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Owners' })).toBeInTheDocument();
  });

  it('shows no owner picker on a platform-wide screen, and does not load the owners', async () => {
    signInSuperUser();
    const api = mockApi({ 'owners.list': () => ({ body: owners }) });
    renderWithProviders(<OwnerBreadcrumbs screen="Notifications" />, { route: '/notifications' });
    expect(screen.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent('Notifications');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(api.calls()).not.toContain('owners.list');
  });
});
