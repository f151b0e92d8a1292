import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders, renderWithUser, signInSuperUser } from '../../../test-utils';
import { LanguagePicker } from './language-picker';

const CATALOGUE = [
  { id: 1, code: 'EN', language: 'English' },
  { id: 2, code: 'FR', language: 'French' },
  { id: 3, code: 'DE', language: 'German' },
];

// Rendering MUI in jsdom is slow on a busy machine; the rules, not the speed, are under test.
describe('LanguagePicker', () => {
  it('offers only the languages not chosen yet and adds the picked ones', async () => {
    signInSuperUser();
    mockApi({});
    const onAdd = vi.fn(async () => {});
    const { user } = renderWithUser(
      <LanguagePicker catalogue={CATALOGUE} chosen={CATALOGUE.slice(0, 2)} busy={false} onAdd={onAdd} />,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Select languages' }));
    expect(screen.queryByRole('option', { name: 'French' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'German' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith([CATALOGUE[2]]);
  });

  it("says 'All Languages are selected.' when none is left", () => {
    signInSuperUser();
    mockApi({});
    renderWithProviders(
      <LanguagePicker catalogue={CATALOGUE} chosen={CATALOGUE} busy={false} onAdd={async () => {}} />,
    );
    expect(screen.getByText('All Languages are selected.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Select languages' })).not.toBeInTheDocument();
  });
});
