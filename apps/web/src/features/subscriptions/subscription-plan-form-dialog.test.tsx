import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fastUser, networkFailure, renderAsSuperUser } from '../../test-utils';
import { SubscriptionPlanFormDialog } from './subscription-plan-form-dialog';

async function fillPlan(user: ReturnType<typeof fastUser>) {
  const dialog = await screen.findByRole('dialog', { name: 'Add Subscription' });
  const type = (label: RegExp, text: string) =>
    user.type(within(dialog).getByRole('textbox', { name: label }), text);
  await type(/^Plan Name/, 'Business');
  await type(/^No of Users/, '50');
  await type(/^File Size/, '500');
  await type(/^Price/, '499 USD / month');
  await type(/^Description/, 'For a company');
  await type(/^Details/, 'Everything');
  return dialog;
}

describe('SubscriptionPlanFormDialog', () => {
  it('refuses an empty plan with the messages of 001 section 5, sending nothing', async () => {
    const { api, user } = renderAsSuperUser(<SubscriptionPlanFormDialog id={0} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Subscription' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Plan Name is required',
      'No of users is required',
      'Filesize is required',
      'Price is required',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(api.calls()).not.toContain('subscriptionPlans.save');
  });

  it('shows the added dialog with its sentence, a taken name on its field, a failure in the Error dialog', async () => {
    let answer = 0;
    const { user } = renderAsSuperUser(<SubscriptionPlanFormDialog id={0} onClose={vi.fn()} />, {
      'subscriptionPlans.save': () => {
        answer += 1;
        if (answer === 1)
          return apiError(409, 'NAME_EXIST', 'A subscription plan of this name already exists', {
            planName: ['A subscription plan of this name already exists'],
          });
        if (answer === 2) return networkFailure(undefined);
        return { body: { message: 'Subscription Plan Added!', id: 7 } };
      },
    });
    const dialog = await fillPlan(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('A subscription plan of this name already exists'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('Failed to fetch');
    await user.click(within(error).getByRole('button', { name: 'Okay' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Submit' }));
    const added = await screen.findByRole('dialog', { name: /Subscription Plan Added!/ });
    expect(added).toHaveTextContent('Your plan has been successfully added.');
  });
});
