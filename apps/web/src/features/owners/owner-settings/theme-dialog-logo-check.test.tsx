import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pngFile } from '../../../components/test-images';
import { mockApi, renderWithProviders, signInOwnerAdmin, stubObjectUrls } from '../../../test-utils';
import { baseSettings, mockThemeApi } from './fixtures';
import { ThemeDialog } from './theme-dialog';

/** The byte check of a picked logo, held open until the test lets it answer. */
const check = vi.hoisted(() => ({ release: (_ok: boolean) => {} }));
vi.mock('../../../lib/image-check', () => ({
  isAcceptedImage: () =>
    new Promise<boolean>((resolve) => {
      check.release = resolve;
    }),
}));

beforeEach(() => stubObjectUrls());

describe('ThemeDialog while a picked logo is being checked', () => {
  it('keeps Save disabled until the check ends, then uploads the logo with the save', async () => {
    signInOwnerAdmin('STD');
    const api = mockThemeApi();
    const user = userEvent.setup();
    renderWithProviders(<ThemeDialog settings={baseSettings} onClose={() => {}} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.upload(screen.getByLabelText('Upload Header Logo'), pngFile('real.png'));
    await waitFor(() => expect(save).toBeDisabled());
    check.release(true);
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Successfully Updated')).toBeInTheDocument();
    expect(api.calls()).toContain('files.upload');
    expect(api.bodies('ownerSettings.save')[0]).toMatchObject({ headerLogo: '/files/x.png' });
  });

  it('enables Save again when the logo is removed while its pick is being checked', async () => {
    signInOwnerAdmin('STD');
    mockApi({});
    const user = userEvent.setup();
    const settings = { ...baseSettings, headerLogo: '/files/old.png' };
    renderWithProviders(<ThemeDialog settings={settings} onClose={() => {}} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.upload(screen.getByLabelText('Upload Header Logo'), pngFile('real.png'));
    await waitFor(() => expect(save).toBeDisabled());
    const group = screen.getByRole('group', { name: 'Header Logo' });
    await user.click(within(group).getByRole('button', { name: 'Remove Header Logo' }));
    await waitFor(() => expect(save).toBeEnabled());
  });
});
