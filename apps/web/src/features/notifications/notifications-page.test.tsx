import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationRow, OutageRow } from '@console/contract';
import { mockApi, renderWithUser, signIn } from '../../test-utils';
import { NotificationsPage } from './notifications-page';

vi.mock('../../components/owner-breadcrumbs', () => ({ OwnerBreadcrumbs: () => null }));

const notification: NotificationRow = {
  id: 3,
  type: 'notify',
  message: '<p>Maintenance <strong>tonight</strong></p>',
  version: '2.4',
  createdBy: 'admin@platform.example',
  dateCreated: '2026-05-04T10:00:00Z',
};
const outage: OutageRow = {
  id: 9,
  status: 'Active',
  outage: '<p>Churn Model down</p>',
  startDateTime: null,
  endDateTime: null,
  microservices: [{ id: 1, name: 'Churn Model' }],
};

describe('NotificationsPage', () => {
  it('opens a row read-only, then its Edit opens the edit form of that row', async () => {
    signIn();
    const api = mockApi({
      'notifications.list': () => ({ body: { rows: [notification], total: 1 } }),
      'notifications.info': () => ({ body: notification }),
    });
    const { user } = renderWithUser(<NotificationsPage />);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(await screen.findByRole('gridcell', { name: '2.4' }));
    const detail = await screen.findByRole('dialog', { name: /Notification/ });
    expect(await within(detail).findByText('tonight')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Notification' })).toBeInTheDocument();
    expect(api.bodies('notifications.info')[0]).toMatchObject({ id: 3 });
  });

  it('deletes the selected rows after the confirmation, and switches to the outages', async () => {
    signIn();
    const api = mockApi({
      'notifications.list': () => ({ body: { rows: [notification], total: 1 } }),
      'notifications.delete': () => ({ body: { message: 'Deleted', deleted: 1 } }),
      'outages.list': () => ({ body: { rows: [outage], total: 1 } }),
    });
    const { user } = renderWithUser(<NotificationsPage />);
    await screen.findByRole('gridcell', { name: '2.4' });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(screen.getAllByRole('checkbox', { name: /select row/i })[0]!);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Confirmation' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.bodies('notifications.delete')).toEqual([{ ids: [3], ownerId: 1 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Outage' }));
    expect(await screen.findByRole('heading', { name: 'Outage' })).toBeInTheDocument();
    expect(await screen.findByRole('gridcell', { name: 'Churn Model down' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
