import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditInfo } from '@console/contract';
import { fastUser, mockApi, renderWithProviders, signInOwnerAdmin } from '../../test-utils';
import { AuditRecordDialog } from './audit-record-dialog';

const RECORD: AuditInfo = {
  id: 41,
  at: '2026-05-04T09:30:00.000Z',
  userId: 3,
  userName: 'admin@acme.example',
  ownerId: 7,
  ownerName: 'Acme Analytics',
  orgName: 'Acme Analytics Ltd',
  action: 'ownerSettings.save',
  targetType: 'owner_settings',
  targetId: '7',
  ip: '203.0.113.10',
  before: { email: 'it@acme.example', theme: { primary: '#1976d2', secondary: '#90caf9' }, old: 'gone' },
  after: { email: 'it@acme.example', theme: { primary: '#b71c1c', secondary: '#90caf9' }, footer: 'new' },
};

function open(record: AuditInfo = RECORD) {
  const api = mockApi({ 'auditLog.info': () => ({ body: record }) });
  renderWithProviders(<AuditRecordDialog id={record.id} onClose={() => {}} />);
  return api;
}

const rowOf = (table: HTMLElement, path: string) =>
  within(table).getByRole('rowheader', { name: path }).closest('tr') as HTMLElement;

describe('the audit record dialog', () => {
  beforeEach(() => signInOwnerAdmin('STD'));
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows who changed what, then the changed, added and removed fields only', async () => {
    const api = open();
    const table = await screen.findByRole('table', { name: 'Changes' });
    expect(api.bodies('auditLog.info')[0]).toMatchObject({ id: 41 });
    const dialog = screen.getByRole('dialog', { name: /Audit Record/ });
    for (const fact of ['admin@acme.example', 'Acme Analytics Ltd', '203.0.113.10', 'owner_settings'])
      expect(within(dialog).getAllByText(fact).length).toBeGreaterThan(0);

    expect(within(rowOf(table, 'theme.primary')).getByText('Changed')).toBeInTheDocument();
    expect(within(rowOf(table, 'theme.primary')).getByText('#1976d2')).toBeInTheDocument();
    expect(within(rowOf(table, 'theme.primary')).getByText('#b71c1c')).toBeInTheDocument();
    expect(within(rowOf(table, 'footer')).getByText('Added')).toBeInTheDocument();
    expect(within(rowOf(table, 'old')).getByText('Removed')).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: 'email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows the unchanged fields behind a toggle', async () => {
    open();
    const user = fastUser();
    const toggle = await screen.findByRole('button', { name: 'Show 2 unchanged fields' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Changes' });
    expect(rowOf(table, 'email')).toBeInTheDocument();
    expect(rowOf(table, 'theme.secondary')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide unchanged fields' }));
    expect(within(table).queryByRole('rowheader', { name: 'email' })).not.toBeInTheDocument();
  });

  it('says so when a change kept no copy of the object', async () => {
    open({ ...RECORD, action: 'auth.logout', before: null, after: null });
    expect(await screen.findByText('This change kept no copy of the object.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists a creation as added fields', async () => {
    open({ ...RECORD, before: null, after: { name: 'Globex', plan: { users: 5 } } });
    const table = await screen.findByRole('table', { name: 'Changes' });
    expect(within(rowOf(table, 'plan.users')).getByText('Added')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /unchanged/ })).not.toBeInTheDocument();
  });

  it('lists each field on its own lines on a phone', async () => {
    const phone = (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    });
    vi.stubGlobal('matchMedia', phone);
    open();
    const changes = await screen.findByRole('list', { name: 'Changes' });
    const primary = within(changes).getByText('theme.primary').closest('li') as HTMLElement;
    expect(primary).toHaveTextContent('Changed');
    expect(primary).toHaveTextContent('Before: #1976d2');
    expect(primary).toHaveTextContent('After: #b71c1c');
    const added = within(changes).getByText('footer').closest('li') as HTMLElement;
    expect(added).not.toHaveTextContent('Before');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
