import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithUser, signInOwnerAdmin } from '../../../test-utils';
import { DuplicateDialog } from '../duplicate/duplicate-dialog';
import { AssignDialog } from './assign-dialog';

const CATALOGUE = {
  results: [
    { functionId: 1, functionName: 'Demand Forecast', functionDescription: 'Sales ahead', assigned: true },
    { functionId: 2, functionName: 'Fraud Detection', functionDescription: 'Odd payments', assigned: false },
    { functionId: 3, functionName: 'Text Summariser', functionDescription: 'Short texts', assigned: false },
  ],
};

const optionNames = () =>
  screen.getAllByRole('option').map((o) => within(o).getAllByText(/./)[0]?.textContent);

describe('AssignDialog', () => {
  it('offers only what is not assigned yet, and says what was left as it was', async () => {
    signInOwnerAdmin('TS');
    const api = mockApi({
      'microservices.catalogue': () => ({ body: CATALOGUE }),
      // Another session assigned Text Summariser meanwhile: only one of the two is new.
      'microservices.assign': () => ({ body: { status: 'Success', insertedFunctions: 1 } }),
    });
    const onAssigned = vi.fn();
    const { user } = renderWithUser(<AssignDialog open onClose={() => {}} onAssigned={onAssigned} />);
    await user.click(await screen.findByRole('combobox', { name: 'Select microservices' }));
    await waitFor(() => expect(optionNames()).toEqual(['Fraud Detection', 'Text Summariser']));
    await user.click(screen.getByRole('option', { name: /Fraud Detection/ }));
    await user.click(screen.getByRole('option', { name: /Text Summariser/ }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onAssigned).toHaveBeenCalledWith(1, 1));
    expect(api.bodies('microservices.assign')).toEqual([{ ownerId: 7, functionIds: [2, 3] }]);
    expect(api.bodies('microservices.catalogue')[0]).toEqual({ ownerId: 7 });
  });
});

describe('DuplicateDialog', () => {
  it('does not offer what is assigned to the owner (its copy would always clash)', async () => {
    signInOwnerAdmin('TS');
    mockApi({ 'microservices.catalogue': () => ({ body: CATALOGUE }) });
    const { user } = renderWithUser(
      <DuplicateDialog open onClose={() => {}} onSaved={() => {}} onEdit={() => {}} />,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Select a microservice' }));
    await waitFor(() => expect(optionNames()).toEqual(['Fraud Detection', 'Text Summariser']));
  });
});
