import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreditRow } from '@console/contract';
import { ApiError } from '../../lib/api-client';
import {
  mockApi,
  OWNER_ID,
  renderWithUser,
  signIn,
  signInOwnerAdmin,
  signInSuperUser,
} from '../../test-utils';
import { CreditsPage, expiryWarning } from './credits-page';
import { promoResultOf } from './promo-errors';

const t = (code: string, vars?: Record<string, number>) =>
  ({
    EXPIRE_TODAY: '(Expire Today)',
    EXPIRE_ONE_DAY: '(Expire in 1 day)',
    EXPIRE_DAYS: `(Expire in ${vars?.n} days)`,
  })[code]!;

describe('the expiry warning (002 sections 4 and 9)', () => {
  it('shows within 10 days only, in the three wordings of the spec', () => {
    expect(expiryWarning(0, t)).toBe('(Expire Today)');
    expect(expiryWarning(1, t)).toBe('(Expire in 1 day)');
    expect(expiryWarning(7, t)).toBe('(Expire in 7 days)');
    expect(expiryWarning(10, t)).toBe('(Expire in 10 days)');
    expect(expiryWarning(11, t)).toBeNull();
    expect(expiryWarning(null, t)).toBeNull();
  });
});

describe('the promo result of a failed redemption (002 section 8)', () => {
  it('reads EXPIRED, ALREADY_USED and INVALID from the error code; anything else is none', () => {
    expect(promoResultOf(new ApiError(410, 'EXPIRED', 'x'))).toBe('EXPIRED');
    expect(promoResultOf(new ApiError(409, 'ALREADY_USED', 'x'))).toBe('ALREADY_USED');
    expect(promoResultOf(new ApiError(400, 'INVALID_INPUT', 'x'))).toBe('INVALID');
    expect(promoResultOf(new ApiError(500, 'INTERNAL', 'x'))).toBeNull();
    expect(promoResultOf(new Error('network'))).toBeNull();
  });
});

const grant: CreditRow = {
  id: 11,
  orgId: 21,
  acId: 4,
  orgName: 'Acme',
  creditType: 'ADD_CRE_PROMO',
  description: 'Promo code WELCOME25',
  startDate: '2026-12-01',
  expiryDate: '2027-03-01',
  credit: '25.5000',
  reCredit: '20.1234',
  priority: 0,
  status: 'A',
  expiresInDays: 85,
};

/** The credit calls as the server answers an administrator of Acme (organisations 21 and 22). */
const acmeCredits = (
  orgs = [
    { id: 21, name: 'Acme', isMain: true },
    { id: 22, name: 'Acme Labs', isMain: false },
  ],
) => ({
  'credits.organisations': () => ({ body: { results: orgs } }),
  'credits.list': () => ({ body: { rows: [grant], total: 1, balance: '20.1234' } }),
  'credits.history': () => ({
    body: { points: [{ date: '2026-12-05', balance: '20.1234' }], balance: '20.1234' },
  }),
  'credits.redeem': () => ({
    body: { message: 'Promo code applied', id: 12, promocredits: '10.0000', promoexpiry: '2027-03-06' },
  }),
  'owners.list': () => ({ body: { results: [], total: 0 } }),
});

describe('CreditsPage as an owner administrator (decision 0390)', () => {
  it('shows the balance and credits of their organisations, without Add Credit or the owner picker', async () => {
    signInOwnerAdmin('STD');
    const api = mockApi(acmeCredits());
    const { user } = renderWithUser(<CreditsPage />, { route: '/creditmanagement' });
    expect(await screen.findByText('Balance: 20.1234 USD')).toBeInTheDocument();
    expect(await screen.findByRole('gridcell', { name: 'Promo code WELCOME25' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Credit' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Select owner/i })).toBeNull();
    expect(api.calls()).not.toContain('owners.list');
    // Their own owner's organisations to choose from: the main one first.
    await user.click(screen.getByRole('combobox', { name: 'Select Organisation' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Acme', 'Acme Labs']);
    await user.click(screen.getByRole('option', { name: 'Acme Labs' }));
    await waitFor(() =>
      expect(api.bodies('credits.list').at(-1)).toMatchObject({ orgId: 22, ownerId: OWNER_ID }),
    );
    expect(api.bodies('credits.list').every((b) => b.ownerId === OWNER_ID)).toBe(true);
  });

  it('redeems a promo code for the organisation shown and says what it gave', async () => {
    signInOwnerAdmin('STD');
    const api = mockApi(acmeCredits());
    const { user } = renderWithUser(<CreditsPage />, { route: '/creditmanagement' });
    await user.click(await screen.findByRole('button', { name: 'Have a promo code?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promo Code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Enter promo code' }), 'welcome10');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Credit: 10\.00 USD/)).toBeInTheDocument();
    expect(api.bodies('credits.redeem')).toEqual([{ orgId: 21, code: 'WELCOME10', ownerId: OWNER_ID }]);
  });

  it("shows a non-main organisation's administrator their own organisation, without a picker", async () => {
    signIn({
      owner: OWNER_ID,
      ownerName: 'Acme',
      ownerType: 'STD',
      platformOwner: false,
      superUser: false,
      orgId: 22,
      orgName: 'Acme Labs',
      orgIsMain: false,
    });
    const api = mockApi(acmeCredits([{ id: 22, name: 'Acme Labs', isMain: false }]));
    renderWithUser(<CreditsPage />, { route: '/creditmanagement' });
    expect(await screen.findByText('Acme Labs')).toBeInTheDocument();
    expect(await screen.findByText('Balance: 20.1234 USD')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Select Organisation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Credit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Have a promo code?' })).toBeInTheDocument();
    expect(api.bodies('credits.list')[0]).toMatchObject({ orgId: 22 });
  });

  it('keeps Add Credit and the owner picker for platform staff', async () => {
    signInSuperUser();
    mockApi(acmeCredits());
    renderWithUser(<CreditsPage />, { route: '/creditmanagement' });
    expect(await screen.findByRole('button', { name: 'Add Credit' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Select owner/i })).toBeInTheDocument();
  });
});
