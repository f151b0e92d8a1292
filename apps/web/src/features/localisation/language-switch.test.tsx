import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { LanguageSwitch } from './language-switch';
import { mockApi, renderWithClient, signInSuperUser } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

// Rendering MUI in jsdom is slow on a busy machine; the rules, not the speed, are under test.
describe('LanguageSwitch', { timeout: 20_000 }, () => {
  it("offers the owner's languages and stores the chosen one", async () => {
    signInSuperUser();
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithClient(<LanguageSwitch />);
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
    renderWithClient(<LanguageSwitch />);
    await waitFor(() => expect(sessionStore.get().lang).toBe('EN'));
  });

  it('is not shown when the owner offers English only', async () => {
    signInSuperUser();
    const api = mockApi({
      'languages.ofOwner': () => ({ body: { result: [{ id: 1, code: 'EN', language: 'English' }] } }),
    });
    renderWithClient(<LanguageSwitch />);
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
