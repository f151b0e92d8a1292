import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERATED_PASSWORD_SUFFIX, isStrongPassword, REGENERATE_COUNTDOWN_SECONDS } from '@console/contract';
import { mockApi, renderWithProviders, renderWithUser, signInOwnerAdmin } from '../../../test-utils';
import { mockQuotaApi } from '../quota-test-api';
import { AddUsersDialog } from './add-users-dialog';
import { RegenerateDialog } from './edit-user-dialog';
import { addChips } from './email-chips';

const room = { quota: 10, used: 2, reached: false, message: '2 of 10 users' };
const inUse = { organisationEmails: [], userEmails: ['admin@acme.example'] };

describe('addChips', () => {
  it('adds valid new e-mails and keeps the refused ones in the field with the reason', () => {
    expect(addChips([], 'a@x.example, b@x.example c@x.example', [])).toEqual({
      chips: ['a@x.example', 'b@x.example', 'c@x.example'],
      text: '',
      error: null,
    });
    expect(addChips(['a@x.example'], 'A@x.example', [])).toMatchObject({
      chips: ['a@x.example'],
      error: 'Already a user',
    });
    expect(addChips([], 'admin@acme.example', ['admin@acme.example']).error).toBe('Already a user');
    expect(addChips([], 'nope d@x.example', [])).toEqual({
      chips: ['d@x.example'],
      text: 'nope',
      error: 'Enter a valid e-mail',
    });
  });
});

describe('AddUsersDialog', () => {
  it('makes chips with comma, Enter and space, and creates the users with a generated password', async () => {
    signInOwnerAdmin('STD');
    const api = mockQuotaApi(room, inUse, {
      'users.create': () => ({
        body: {
          message: 'Successfully Created',
          created: [{ id: 5, userName: 'a@x.example', apiKey: 'mhk_secretkey', apiKeyPrefix: 'mhk_secretk' }],
        },
      }),
    });
    const { user } = renderWithUser(<AddUsersDialog orgId={3} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    const box = within(dialog).getByRole('textbox', { name: 'E-mails' });
    await user.type(box, 'a@x.example,b@x.example{Enter}c@x.example ');
    expect(within(dialog).getAllByRole('button', { name: /@x\.example/ })).toHaveLength(3);
    await user.type(box, 'admin@acme.example{Enter}');
    expect(within(dialog).getByText('Already a user')).toBeInTheDocument();
    expect(create).toBeEnabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Set password' }));
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Password/ }), 'weakpass');
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const generated = (within(dialog).getByRole('textbox', { name: /^Password/ }) as HTMLInputElement).value;
    expect(isStrongPassword(generated)).toBe(true);
    expect(generated.endsWith(GENERATED_PASSWORD_SUFFIX)).toBe(true);
    await user.click(create);
    expect(await screen.findByText('mhk_secretkey')).toBeInTheDocument();
    expect(api.bodies('users.create')[0]).toMatchObject({
      orgId: 3,
      emails: ['a@x.example', 'b@x.example', 'c@x.example'],
      userType: 'user',
      password: generated,
    });
  });

  it('shows the server quota refusal with Modify', async () => {
    signInOwnerAdmin('STD');
    mockQuotaApi(room, inUse, {
      'users.create': () => ({
        status: 409,
        body: {
          error: { code: 'QUOTA_REACHED', message: 'Reached the maximum number of users (10) of your plan.' },
        },
      }),
    });
    const { user } = renderWithUser(<AddUsersDialog orgId={3} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mails' }), 'a@x.example{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Reached/);
    expect(screen.getByRole('button', { name: 'Modify' })).toBeInTheDocument();
  });

  it("asks for the organisation's own limit, and offers no Modify when its subscription is full", async () => {
    signInOwnerAdmin('STD');
    const full = "Reached the maximum number of users (3) of this organisation's subscription.";
    const api = mockApi({
      'users.limit': () => ({
        body: { quota: 3, used: 3, reached: true, message: full, scope: 'organisation' },
      }),
      'organisations.emailsInUse': () => ({ body: inUse }),
    });
    renderWithProviders(<AddUsersDialog orgId={3} onClose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(full);
    expect(screen.queryByRole('button', { name: 'Modify' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(api.bodies('users.limit')[0]).toMatchObject({ orgId: 3 });
  });
});

describe('AddUsersDialog with a spreadsheet', () => {
  it('previews the rows, creates nothing while rows are refused, and creates the rest once they are dropped', async () => {
    signInOwnerAdmin('STD');
    const api = mockQuotaApi(room, inUse, {
      'users.create': () => ({ body: { message: 'Successfully Created', created: [] } }),
    });
    const { user } = renderWithUser(<AddUsersDialog orgId={3} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const csv = new File(
      ['email\nsheet.one@x.example\nnot-an-email\nadmin@acme.example\nsheet.two@x.example\n'],
      'users.csv',
      {
        type: 'text/csv',
      },
    );
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await waitFor(() => expect(input).toBeEnabled());
    fireEvent.change(input, { target: { files: [csv] } });
    expect(await within(dialog).findByText('Users from the spreadsheet added above: 2.')).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'not-an-email' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'Already a user' })).toBeInTheDocument();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Drop refused rows' }));
    expect(create).toBeEnabled();
    await user.click(create);
    await screen.findByText('Copy these API keys now: they are not shown again.');
    expect(api.bodies('users.create')[0]).toMatchObject({
      emails: ['sheet.one@x.example', 'sheet.two@x.example'],
    });
  });
});

describe('RegenerateDialog', () => {
  afterEach(() => vi.useRealTimers());

  it('enables Regenerate only after the 10-second countdown', () => {
    vi.useFakeTimers();
    signInOwnerAdmin('STD');
    mockApi();
    const onConfirm = vi.fn();
    renderWithProviders(<RegenerateDialog busy={false} onCancel={vi.fn()} onConfirm={onConfirm} />);
    const waiting = screen.getByRole('button', { name: `Wait ${REGENERATE_COUNTDOWN_SECONDS} s` });
    expect(waiting).toBeDisabled();
    for (let i = 0; i < REGENERATE_COUNTDOWN_SECONDS; i++) act(() => void vi.advanceTimersByTime(1000));
    const now = screen.getByRole('button', { name: 'Regenerate now' });
    expect(now).toBeEnabled();
    fireEvent.click(now);
    expect(onConfirm).toHaveBeenCalled();
  });
});
