import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, codeListValues, expectSaved, fastUser, renderAsSuperUser } from '../../test-utils';
import { DemoAppFormDialog } from './demo-app-form-dialog';

const codeLists = {
  'codeLists.values': codeListValues({
    MICROSERVICE_CATEGORY: [{ code: 'VISION', value: 'Vision' }],
    DEMO_APPS_ICONS: [{ code: 'ICON_CHAT', value: 'Chat' }],
  }),
  'demoApps.functions': () => ({ body: { results: [] } }),
};

async function basicInfo(user: ReturnType<typeof fastUser>) {
  const dialog = await screen.findByRole('dialog', { name: 'Add Demo App' });
  const next = within(dialog).getByRole('button', { name: 'Next' });
  expect(next).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Photo Sorter');
  expect(next).toBeEnabled();
  await user.click(next);
  expect(await within(dialog).findByText('Category is required')).toBeInTheDocument();
  expect(within(dialog).getByText('URL code is required')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('combobox', { name: /^Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Vision' }));
  await user.type(within(dialog).getByRole('textbox', { name: /^URL Code/ }), 'photo-sorter');
  await user.click(next);
  expect(await within(dialog).findByRole('region', { name: 'Additional info' })).toBeInTheDocument();
  return dialog;
}

describe('DemoAppFormDialog', () => {
  it('adds in two steps: Next only with a name and the required fields, then Save sends the body', async () => {
    const { api, user } = renderAsSuperUser(<DemoAppFormDialog id={0} onClose={vi.fn()} />, {
      ...codeLists,
      'demoApps.save': () => ({ body: { message: 'Successfully Created', id: 9 } }),
    });
    const dialog = await basicInfo(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectSaved(api, 'demoApps.save', 'Successfully Created', {
      id: 0,
      name: 'Photo Sorter',
      category: 'VISION',
      urlCode: 'photo-sorter',
      images: [],
    });
  });

  it("shows 'Name or Urlcode already exists' on the name, back on Basic info", async () => {
    const { user } = renderAsSuperUser(<DemoAppFormDialog id={0} onClose={vi.fn()} />, {
      ...codeLists,
      'demoApps.save': () =>
        apiError(409, 'NAME_EXIST', 'Name or Urlcode already exists', {
          name: ['Name or Urlcode already exists'],
          urlCode: ['Name or Urlcode already exists'],
        }),
    });
    const dialog = await basicInfo(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('region', { name: 'Basic info' })).toBeInTheDocument();
    expect(within(dialog).getAllByText('Name or Urlcode already exists')).toHaveLength(2);
  });
});
