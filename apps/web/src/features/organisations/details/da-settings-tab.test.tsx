import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, renderWithUser, signInOwnerAdmin } from '../../../test-utils';
import { DaSettingsTab } from './da-settings-tab';

const stored = {
  orgId: 3,
  accountType: 'Reseller',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  minCommissionValue: 0,
  commissionPercentage: 15,
  feePaid: 0,
  paymentDate: null,
  sdkHosting: '',
  sdkEndpoint: '',
  planType: 'DA_PT_BASIC',
  memberType: '',
};

afterEach(() => vi.unstubAllGlobals());

describe('DaSettingsTab', () => {
  it('shows the stored dates in the kit date fields and saves them as YYYY-MM-DD', async () => {
    signInOwnerAdmin('STD');
    const api = mockApi({
      'daSettings.get': () => ({ body: stored }),
      'daSettings.save': () => ({ body: { message: 'Successfully Updated' } }),
    });
    const { user } = renderWithUser(<DaSettingsTab orgId={3} editable />);
    const start = await screen.findByRole('group', { name: 'Start Date' });
    await waitFor(() => expect(start).toHaveTextContent('2026-01-01'));
    expect(screen.getByRole('group', { name: 'End Date' })).toHaveTextContent('2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Successfully Updated');
    expect(api.bodies('daSettings.save')[0]).toMatchObject({
      orgId: 3,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      paymentDate: null,
    });
  });

  it('is read-only without the right to edit: no Save, the dates disabled', async () => {
    signInOwnerAdmin('STD');
    mockApi({ 'daSettings.get': () => ({ body: stored }) });
    renderWithProviders(<DaSettingsTab orgId={3} editable={false} />);
    await screen.findByRole('group', { name: 'Start Date' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Account Type' })).toBeDisabled();
  });
});
