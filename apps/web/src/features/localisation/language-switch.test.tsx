import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { LanguageSwitch } from './language-switch';
import {
  mockApi,
  ownerLanguages,
  renderWithProviders,
  renderWithUser,
  signInSuperUser,
} from '../../test-utils';

// Rendering MUI in jsdom is slow on a busy machine; the rules, not the speed, are under test.
describe('LanguageSwitch', () => {
  it("offers the owner's languages and stores the chosen one", async () => {
    signInSuperUser();
    mockApi({});
    const { user } = renderWithUser(<LanguageSwitch />);
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English',
      'Français',
      'Deutsch',
    ]);
    await user.click(screen.getByRole('option', { name: 'Français' }));
    expect(sessionStore.get().lang).toBe('FR');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('names each language in itself, else by its stored name', async () => {
    signInSuperUser();
    sessionStore.update({ lang: 'FR' });
    mockApi({
      'languages.ofOwner': ownerLanguages(
        [1, 'EN', 'English'],
        [2, 'FR', 'French'],
        [4, 'ZH-TW', 'Chinese (Taiwan)'],
        [5, 'XX', 'Owner Tongue'],
      ),
    });
    const { user } = renderWithUser(<LanguageSwitch />);
    // The chosen one reads in itself too, and a screen reader pronounces each in its own language.
    const current = await screen.findByRole('combobox', { name: 'Language' });
    expect(current).toHaveTextContent('Français');
    await user.click(current);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'English',
      'Français',
      '中文（台灣）',
      'Owner Tongue',
    ]);
    expect(options.map((o) => o.getAttribute('lang'))).toEqual(['en-GB', 'fr', 'zh-TW', 'xx']);
  });

  it('falls back to English when the owner does not offer the stored language', async () => {
    signInSuperUser();
    sessionStore.update({ lang: 'IT' });
    mockApi({});
    renderWithProviders(<LanguageSwitch />);
    await waitFor(() => expect(sessionStore.get().lang).toBe('EN'));
  });

  it('is not shown when the owner offers English only', async () => {
    signInSuperUser();
    const api = mockApi({
      'languages.ofOwner': ownerLanguages([1, 'EN', 'English']),
    });
    renderWithProviders(<LanguageSwitch />);
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
