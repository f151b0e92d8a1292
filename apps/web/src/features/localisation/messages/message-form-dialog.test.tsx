import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import {
  apiError,
  expectSaved,
  mockApi,
  renderAsSuperUser,
  renderWithProviders,
  signInSuperUser,
} from '../../../test-utils';
import { LABEL_KIND } from './message-kinds';
import { MessageFormDialog } from './message-form-dialog';

const LABEL = {
  id: 41,
  source: 'owner',
  ownerId: 1,
  screenCode: 'LANG_SET',
  screenName: 'Localisation - Flexy Language',
  labelCode: 'HEADING',
  orderNumber: '1',
  text: 'Flexy Language',
  description: '',
  dateUpdated: '2026-01-01T00:00:00.000Z',
  updatedBy: 2,
  translations: [{ lang: 'FR', text: 'Langues Flexy' }],
};

// Rendering MUI in jsdom is slow on a busy machine; the rules, not the speed, are under test.
describe('MessageFormDialog (labels)', () => {
  it('shows the required messages of 002 section 5 and sends nothing', async () => {
    const { api, user } = renderAsSuperUser(
      <MessageFormDialog kind={LABEL_KIND} id={0} onClose={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Screen code is required')).toBeInTheDocument();
    expect(screen.getByText('Screen name is required')).toBeInTheDocument();
    expect(screen.getByText('Label code is required')).toBeInTheDocument();
    expect(screen.getByText('English text is required')).toBeInTheDocument();
    expect(api.bodies('labels.save')).toEqual([]);
  });

  it('removes a translation row only when the form is saved', async () => {
    const onClose = vi.fn();
    const { api, user } = renderAsSuperUser(
      <MessageFormDialog kind={LABEL_KIND} id={41} onClose={onClose} />,
      {
        'labels.info': () => ({ body: LABEL }),
        'labels.save': () => ({ body: { message: 'Successfully Updated', id: 41 } }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Translations' });
    await user.click(await within(table).findByRole('button', { name: 'Delete French' }));
    expect(screen.queryByRole('table', { name: 'Translations' })).not.toBeInTheDocument();
    expect(api.bodies('labels.save')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved(api, 'labels.save', 'Successfully Updated', {
      id: 41,
      labelCode: 'HEADING',
      screenCode: 'LANG_SET',
      translations: [],
      effectAllOwners: false,
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a duplicate code as Label Already Exists under the label code', async () => {
    const { user } = renderAsSuperUser(<MessageFormDialog kind={LABEL_KIND} id={0} onClose={() => {}} />, {
      'labels.save': () =>
        apiError(409, 'LABEL_CODE_EXIST', 'LABEL_CODE_EXIST', { labelCode: ['LABEL_CODE_EXIST'] }),
    });
    await user.type(screen.getByRole('combobox', { name: 'Screen Code' }), 'lang_set');
    await user.type(screen.getByRole('textbox', { name: 'Screen Name' }), 'Flexy Language');
    await user.type(screen.getByRole('textbox', { name: 'Label Code' }), 'heading');
    expect(screen.getByRole('textbox', { name: 'Label Code' })).toHaveValue('HEADING');
    await user.type(screen.getByRole('textbox', { name: 'Order Number' }), '1a.2.');
    expect(screen.getByRole('textbox', { name: 'Order Number' })).toHaveValue('1.2');
    await user.type(screen.getByRole('textbox', { name: 'Text (English)' }), 'Languages');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Label Code' })).toHaveAccessibleDescription(
        'Label Already Exists',
      ),
    );
  });

  it("offers 'Effect All Owners' to the super administrator only", async () => {
    signInSuperUser();
    mockApi({});
    const { unmount } = renderWithProviders(
      <MessageFormDialog kind={LABEL_KIND} id={0} onClose={() => {}} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Effect All Owners' })).toBeInTheDocument();
    unmount();
    const session = sessionStore.get().session;
    if (session) sessionStore.update({ session: { ...session, superUser: false } });
    renderWithProviders(<MessageFormDialog kind={LABEL_KIND} id={0} onClose={() => {}} />);
    expect(screen.queryByRole('checkbox', { name: 'Effect All Owners' })).not.toBeInTheDocument();
  });
});
