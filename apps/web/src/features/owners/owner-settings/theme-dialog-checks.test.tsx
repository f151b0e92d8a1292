import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OwnerSettings } from '@console/contract';
import { pngFile } from '../../../components/test-images';
import { ThemeDialog } from './theme-dialog';
import { renderWithProviders, signInOwnerAdmin, stubObjectUrls } from '../../../test-utils';
import { baseSettings, mockThemeApi } from './fixtures';

const NOT_AN_IMAGE = 'Choose a PNG, JPEG, GIF or WebP image';

beforeEach(() => stubObjectUrls());

function open(settings: OwnerSettings = baseSettings) {
  signInOwnerAdmin('STD');
  const api = mockThemeApi();
  // A person can pick any file with "All files" in the browser's file dialog.
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<ThemeDialog settings={settings} onClose={() => {}} />);
  return { api, user };
}

describe('ThemeDialog checks a logo when it is picked', () => {
  it.each([
    ['a text file named .png', new File(['just some text'], 'logo.png', { type: 'image/png' })],
    ['a PDF', new File(['%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'], 'logo.pdf', { type: 'application/pdf' })],
  ])('says at once that %s is not an image, and never uploads it', async (_what, file) => {
    const { api, user } = open();
    await user.upload(screen.getByLabelText('Upload Header Logo'), file);
    expect(await screen.findByText(NOT_AN_IMAGE)).toBeInTheDocument();
    expect(screen.queryByText(file.name)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Header Logo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully Updated')).toBeInTheDocument();
    expect(api.calls()).not.toContain('files.upload');
  });

  it('takes a real image and clears the message', async () => {
    const { user } = open();
    const input = screen.getByLabelText('Upload Header Logo');
    await user.upload(input, new File(['text'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(NOT_AN_IMAGE)).toBeInTheDocument();
    await user.upload(input, pngFile('real.png'));
    expect(await screen.findByText('real.png')).toBeInTheDocument();
    expect(screen.queryByText(NOT_AN_IMAGE)).not.toBeInTheDocument();
  });
});

describe('ThemeDialog colours', () => {
  it("keeps a bad hex such as 'zzz' with its error after leaving the field, and does not save it", async () => {
    const { api, user } = open();
    const primary = screen.getByLabelText('Primary');
    await user.clear(primary);
    await user.type(primary, 'zzz');
    await user.tab();
    expect(primary).toHaveValue('zzz');
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A colour is written #RRGGBB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('A colour is written #RRGGBB')).toBeInTheDocument();
    expect(api.calls()).not.toContain('ownerSettings.save');
  });

  it('warns when a colour pair is hard to read, naming the pair and its contrast', async () => {
    const { user } = open();
    expect(screen.queryByText(/hard to read/)).not.toBeInTheDocument();
    // Dark blue header text on the default dark blue header.
    const headerText = screen.getByLabelText('Header Text');
    await user.clear(headerText);
    await user.type(headerText, '#303f9f');
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent(/hard to read/);
    expect(warning).toHaveTextContent(/Header text on the header: 1\.\d+:1/);
    expect(warning).not.toHaveTextContent(/Text on primary buttons/);
    await user.clear(headerText);
    await user.type(headerText, '#ffffff');
    expect(screen.queryByText(/hard to read/)).not.toBeInTheDocument();
  });
});
