import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OwnerInfo } from '@console/contract';
import { sessionStore } from '../../lib/session-store';
import { OwnerSettingsPage } from './owner-settings-page';
import { mockApi, OWNER_ID, renderWithProviders, signInOwnerAdmin } from '../../test-utils';
import { baseSettings } from './owner-settings/fixtures';

vi.mock('../../components/owner-breadcrumbs', () => ({ OwnerBreadcrumbs: () => null }));

const info = (patch: Partial<OwnerInfo> = {}): OwnerInfo => ({
  ownerId: OWNER_ID,
  ownerName: 'Acme',
  ownerType: 'STD',
  name: 'Acme Org',
  desc: 'Acme tenant',
  clientId: 'acme',
  userName: 'acme-admin',
  email: 'ops@acme.example',
  domainName: 'acme.example.com',
  installationType: 'AWS',
  clusterId: null,
  startDate: '2026-01-05',
  expiryDate: '2027-01-04',
  nodeRedUrl: null,
  ...patch,
});

describe('OwnerSettingsPage', () => {
  it('shows the owner details, readable dates, no cluster id without one, and Edit Theme for admins', async () => {
    signInOwnerAdmin('STD');
    mockApi({ 'owners.info': () => ({ body: info() }), 'ownerSettings.get': () => ({ body: baseSettings }) });
    renderWithProviders(<OwnerSettingsPage />);
    expect(await screen.findByText('Acme Org')).toBeInTheDocument();
    expect(screen.getByText('5 Jan 2026')).toBeInTheDocument();
    expect(screen.getByText('4 Jan 2027')).toBeInTheDocument();
    expect(screen.queryByText('Cluster ID')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Login Logo' })).toHaveAttribute('src', '/files/login.png');
    expect(await screen.findByRole('button', { name: 'Edit Theme' })).toBeInTheDocument();
  });

  it('follows a newly picked owner without a reload', async () => {
    signInOwnerAdmin('PM');
    mockApi({
      'owners.info': (body) => {
        const { ownerId } = body as { ownerId: number };
        return {
          body: info(
            ownerId === 9 ? { ownerId: 9, ownerName: 'Globex', name: 'Globex Org', clusterId: 'c-9' } : {},
          ),
        };
      },
      'ownerSettings.get': () => ({ body: baseSettings }),
    });
    renderWithProviders(<OwnerSettingsPage />);
    expect(await screen.findByText('Acme Org')).toBeInTheDocument();
    act(() =>
      sessionStore.update({ owner: { ownerId: 9, ownerName: 'Globex', ownerType: 'STD', desc: '' } }),
    );
    expect(await screen.findByText('Globex Org')).toBeInTheDocument();
    expect(screen.getByText('c-9')).toBeInTheDocument();
  });
});
