import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, codeListValues, fastUser, renderAsSuperUser } from '../../test-utils';
import { AddCreditDialog } from './add-credit-dialog';

const codeLists = {
  'codeLists.values': codeListValues({
    CREDIT_TYPE: [
      { code: 'ADD_CRE_MARK_CRED', value: 'Marketing credit' },
      { code: 'ADD_CRE_TOPUP', value: 'Credit top-up' },
    ],
    // The list's own wording, to tell it from the server's English.
    PROMO_REFERRAL_ERROR_MSG: [{ code: 'ALREADY_USED', value: 'Code already used by this organisation' }],
  }),
};

async function chooseType(user: ReturnType<typeof fastUser>, name: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Add Credit' });
  await user.click(within(dialog).getByRole('combobox', { name: /^Credit Type/ }));
  await user.click(await screen.findByRole('option', { name }));
  return dialog;
}

describe('AddCreditDialog: the POS code of a top-up (decision 0240)', () => {
  it('shows the POS code for top-up types only, and states the bonus once saved', async () => {
    const { api, user } = renderAsSuperUser(<AddCreditDialog orgId={3} onClose={vi.fn()} />, {
      ...codeLists,
      'credits.add': () => ({
        body: {
          message: 'Credit added',
          id: 5,
          balance: '165.0000',
          bonus: { code: 'TOPUP10', credit: '15.0000', id: 6 },
        },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add Credit' });
    expect(within(dialog).queryByRole('textbox', { name: 'POS code' })).toBeNull();
    await chooseType(user, 'Marketing credit');
    expect(within(dialog).queryByRole('textbox', { name: 'POS code' })).toBeNull();
    await chooseType(user, 'Credit top-up');
    await user.type(within(dialog).getByRole('textbox', { name: 'POS code' }), 'topup 10');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Credit added: 150.00 USD. POS code TOPUP10: bonus credit of 15.00 USD'),
    ).toBeInTheDocument();
    expect(api.bodies('credits.add')).toEqual([
      expect.objectContaining({
        orgId: 3,
        creditType: 'ADD_CRE_TOPUP',
        amount: '150.0000',
        posCode: 'TOPUP10',
      }),
    ]);
  });

  it("puts a refused POS code's message from PROMO_REFERRAL_ERROR_MSG on the field, and the minimum on the amount", async () => {
    const refusals = [
      apiError(409, 'ALREADY_USED', 'This promo code has already been used', {
        posCode: ['This promo code has already been used'],
      }),
      apiError(400, 'INVALID_INPUT', 'x', { amount: ['The minimum top-up for this POS code is 100.00 USD'] }),
    ];
    const { user } = renderAsSuperUser(<AddCreditDialog orgId={3} onClose={vi.fn()} />, {
      ...codeLists,
      'credits.add': () => refusals.shift()!,
    });
    const dialog = await chooseType(user, 'Credit top-up');
    const posCode = within(dialog).getByRole('textbox', { name: 'POS code' });
    await user.type(posCode, 'TOPUP10');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Code already used by this organisation')).toBeInTheDocument();
    expect(posCode).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The minimum top-up for this POS code is 100.00 USD'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
