import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ImageUploadField, type ImageValue } from './image-upload-field';
import { pngFile } from './test-images';
import { stubObjectUrls } from '../test-utils';

function Harness({ initial, maxBytes }: { initial: ImageValue; maxBytes?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUploadField
      label="Header Logo"
      value={value}
      onChange={setValue}
      uploadLabel="Upload"
      removeLabel="Remove"
      emptyLabel="No logo"
      maxBytes={maxBytes}
      tooLargeLabel="Too large"
    />
  );
}

beforeEach(() => stubObjectUrls());

describe('ImageUploadField', () => {
  it('previews a chosen image and removes it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ url: '/files/old.png', pending: null }} />);
    expect(screen.getByRole('img', { name: 'Header Logo' })).toHaveAttribute('src', '/files/old.png');
    await user.upload(screen.getByLabelText('Upload Header Logo'), pngFile('new.png'));
    // The file's bytes are checked first (asynchronously), then it shows.
    expect(await screen.findByText('new.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Header Logo' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Remove Header Logo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No logo')).toBeInTheDocument();
  });

  it('refuses a file over the size limit', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ url: null, pending: null }} maxBytes={3} />);
    await user.upload(
      screen.getByLabelText('Upload Header Logo'),
      new File(['12345'], 'big.png', { type: 'image/png' }),
    );
    expect(screen.getByText('Too large')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses at once a file whose bytes are not an image, whatever its name', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness initial={{ url: null, pending: null }} />);
    await user.upload(
      screen.getByLabelText('Upload Header Logo'),
      new File(['plain text'], 'fake.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Choose a PNG, JPEG, GIF or WebP image')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('fake.png')).not.toBeInTheDocument();
  });
});
