import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brandingKeys } from '../../../lib/branding';
import { pngFile } from '../../../components/test-images';
import { ThemeDialog } from './theme-dialog';
import {
  apiError,
  mockApi,
  OWNER_ID,
  renderWithUser,
  signInOwnerAdmin,
  stubObjectUrls,
} from '../../../test-utils';
import { baseSettings, mockThemeApi, savedBody } from './fixtures';

beforeEach(() => stubObjectUrls());

describe('ThemeDialog', () => {
  it('uploads a chosen logo first, then saves the settings with its URL in one call', async () => {
    signInOwnerAdmin('PM');
    const api = mockThemeApi('/files/new-header.png');
    const onClose = vi.fn();
    const { user, queryClient } = renderWithUser(<ThemeDialog settings={baseSettings} onClose={onClose} />);

    await user.upload(screen.getByLabelText('Upload Header Logo'), pngFile('header.png'));
    expect(await screen.findByText('header.png')).toBeInTheDocument();
    const primary = screen.getByLabelText('Primary');
    await user.clear(primary);
    await user.type(primary, '#123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Successfully Updated')).toBeInTheDocument();
    const sequence = api.calls().filter((name) => name === 'files.upload' || name === 'ownerSettings.save');
    expect(sequence).toEqual(['files.upload', 'ownerSettings.save']);
    const uploadBody = api.fetchMock.mock.calls.find(([url]) => url === '/api/files.upload')?.[1]?.body;
    expect(uploadBody).toBeInstanceOf(FormData);
    expect((uploadBody as FormData).get('fileToUpload')).toBeInstanceOf(File);
    const saveBody = savedBody(
      api.fetchMock.mock.calls.find(([url]) => url === '/api/ownerSettings.save')?.[1]?.body,
    );
    expect(saveBody).toMatchObject({
      ownerId: OWNER_ID,
      headerLogo: '/files/new-header.png',
      loginLogo: '/files/login.png',
      primary: '#123456',
      redisCloud: 'AWS',
      userQuota: 10,
    });
    expect(queryClient.getQueryData(brandingKeys.settings(OWNER_ID))).toMatchObject({
      headerLogo: '/files/new-header.png',
      primary: '#123456',
    });

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows an upload failure under its logo and does not save', async () => {
    signInOwnerAdmin('PM');
    const api = mockThemeApi(undefined, {
      'files.upload': () => apiError(415, 'UNSUPPORTED_FILE', 'Only PNG, JPEG, GIF or WebP images'),
    });
    const { user } = renderWithUser(<ThemeDialog settings={baseSettings} onClose={() => {}} />);
    // An image the console takes, refused by the server (415).
    await user.upload(screen.getByLabelText('Upload Footer Logo'), pngFile('logo.png'));
    expect(await screen.findByText('logo.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Only PNG, JPEG, GIF or WebP images')).toBeInTheDocument();
    expect(api.calls()).not.toContain('ownerSettings.save');
  });

  it('puts the server field errors under their fields', async () => {
    signInOwnerAdmin('STD');
    mockApi({
      'ownerSettings.save': () =>
        apiError(409, 'CONFLICT', 'Conflict', { domainName: ['This domain name is used by another owner'] }),
    });
    const { user } = renderWithUser(<ThemeDialog settings={baseSettings} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This domain name is used by another owner')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides the PM-only fields from a non-PM user but keeps their values', async () => {
    signInOwnerAdmin('STD');
    const api = mockApi({ 'ownerSettings.save': (body) => ({ body: savedBody(body) }) });
    const { user } = renderWithUser(<ThemeDialog settings={baseSettings} onClose={() => {}} />);
    expect(screen.getByLabelText('Domain Name')).toHaveValue('acme.example.com');
    for (const label of ['Email', 'Redis Cloud', 'User Quota', 'Owner Index', 'Node Red URL', 'Owner Bucket'])
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Successfully Updated');
    const body = savedBody(
      api.fetchMock.mock.calls.find(([url]) => url === '/api/ownerSettings.save')?.[1]?.body,
    );
    expect(body).toMatchObject({
      email: 'ops@acme.example',
      redisCloud: 'AWS',
      userQuota: 10,
      ownerIndex: null,
    });
  });

  it('shows the PM-only fields to PM staff; user quota takes digits only', async () => {
    signInOwnerAdmin('PM');
    mockApi({});
    const { user } = renderWithUser(<ThemeDialog settings={baseSettings} onClose={() => {}} />);
    for (const label of ['Email', 'Redis Cloud', 'User Quota', 'Owner Index', 'Node Red URL', 'Owner Bucket'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    const quota = screen.getByLabelText('User Quota');
    await user.clear(quota);
    await user.type(quota, '1a2-5');
    await waitFor(() => expect(quota).toHaveValue('125'));
  });
});
