import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { LanguageSwitch } from './language-switch';
import { mockApi, renderWithProviders, signInSuperUser } from '../../test-utils';

// Rendering MUI in jsdom is slow on a busy machine; the rules, not the speed, are under test.
describe('LanguageSwitch', () => {
  it("offers the owner's languages and stores the chosen one", async () => {
    signInSuperUser();
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LanguageSwitch />);
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'French', 'German']);
    await user.click(screen.getByRole('option', { name: 'French' }));
    expect(sessionStore.get().lang).toBe('FR');
    expect(document.documentElement.lang).toBe('fr');
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
      'languages.ofOwner': () => ({ body: { result: [{ id: 1, code: 'EN', language: 'English' }] } }),
    });
    renderWithProviders(<LanguageSwitch />);
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
