import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MicroserviceRow, OwnerType } from '@console/contract';
import { sessionStore } from '../../lib/session-store';
import { mockApi, renderWithProviders, renderWithUser, signInOwnerAdmin } from '../../test-utils';
import { MicroservicesPage } from './microservices-page';

vi.mock('../../components/owner-breadcrumbs', () => ({ OwnerBreadcrumbs: () => null }));

const signIn = (ownerType: OwnerType) => signInOwnerAdmin(ownerType, 4);

const row = (id: number, name: string, patch: Partial<MicroserviceRow> = {}): MicroserviceRow => ({
  id,
  name,
  code: name.toUpperCase().replace(/\W/g, ''),
  microType: 'OWN',
  access: 'PUBLIC',
  description: `${name} text`,
  podStatus: 'RUNNING',
  dateUpdated: '2026-05-04T10:00:00Z',
  dateCreated: '2026-05-01T10:00:00Z',
  ...patch,
});
const ROWS = [
  row(1, 'Churn Model'),
  row(2, 'Fraud Detection', { microType: 'ASSIGN', podStatus: 'STOPPED' }),
  row(3, 'Rain Copy', { microType: 'DUP' }),
];

describe('MicroservicesPage', () => {
  it("lists the owner's microservices sorted by name with ownership, access and pod status", async () => {
    signIn('TS');
    const api = mockApi({ 'microservices.list': () => ({ body: { rows: ROWS, total: 3 } }) });
    renderWithProviders(<MicroservicesPage />);
    const fraud = (await screen.findByRole('gridcell', { name: 'Fraud Detection' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(fraud).getByText('Assigned')).toBeInTheDocument();
    expect(within(fraud).getByText('Stopped')).toBeInTheDocument();
    expect(within(fraud).getByText('Public')).toBeInTheDocument();
    expect(screen.getByText('Duplicated')).toBeInTheDocument();
    expect(api.bodies('microservices.list')[0]).toEqual({
      ownerId: 4,
      page: 0,
      pageSize: 50,
      search: '',
      sortField: 'name',
      sortDirection: 'asc',
    });
  });

  it('offers Assign to a team-space owner only, and Delete once something is selected', async () => {
    signIn('STD');
    mockApi({ 'microservices.list': () => ({ body: { rows: ROWS, total: 3 } }) });
    renderWithProviders(<MicroservicesPage />);
    await screen.findByRole('gridcell', { name: 'Churn Model' });
    expect(screen.queryByRole('button', { name: 'Assign Microservice' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    act(() => sessionStore.update({ owner: { ownerId: 4, ownerName: 'Labs', ownerType: 'TS', desc: '' } }));
    expect(await screen.findByRole('button', { name: 'Assign Microservice' })).toBeInTheDocument();
  });

  it('deletes the selected microservices in one call, clears the selection and reloads at once', async () => {
    signIn('TS');
    let rows = ROWS;
    const api = mockApi({
      'microservices.list': () => ({ body: { rows, total: rows.length } }),
      'microservices.delete': () => {
        rows = [ROWS[1]!];
        return { body: { message: 'Successfully Deleted', deleted: 2 } };
      },
    });
    const { user } = renderWithUser(<MicroservicesPage />);
    await screen.findByRole('gridcell', { name: 'Churn Model' });
    const check = (name: string) =>
      within(screen.getByRole('gridcell', { name }).closest('[role="row"]') as HTMLElement).getByRole(
        'checkbox',
      );
    await user.click(check('Churn Model'));
    await user.click(check('Rain Copy'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(confirm).toHaveTextContent('Are you sure want to delete the selected microservice?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully Deleted')).toBeInTheDocument();
    expect(api.bodies('microservices.delete')).toEqual([{ ids: [1, 3], ownerId: 4 }]);
    await waitFor(() =>
      expect(screen.queryByRole('gridcell', { name: 'Churn Model' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('sends the typed search to the server', async () => {
    signIn('TS');
    const api = mockApi({ 'microservices.list': () => ({ body: { rows: ROWS, total: 3 } }) });
    const { user } = renderWithUser(<MicroservicesPage />);
    await screen.findByRole('gridcell', { name: 'Churn Model' });
    await user.type(screen.getByRole('searchbox', { name: 'Search microservices' }), 'fraud');
    await waitFor(() =>
      expect(api.bodies('microservices.list').at(-1)).toMatchObject({ search: 'fraud', page: 0 }),
    );
  });
});
