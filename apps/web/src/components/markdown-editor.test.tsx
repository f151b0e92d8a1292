import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownEditor } from './markdown-editor';
import { fastUser } from '../test-utils';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <MarkdownEditor
      label="Long Description"
      value={value}
      onChange={setValue}
      emptyPreview="Nothing to preview"
    />
  );
}

// Typing through MUI inputs in jsdom is slow on a busy machine.
describe('MarkdownEditor', () => {
  it('writes markdown in Write and shows it rendered, without scripts, in Preview', async () => {
    const user = fastUser();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Long Description' }),
      '## Usage{enter}{enter}<b onclick="x()">bold</b>',
    );
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    expect(screen.getByText('bold')).not.toHaveAttribute('onclick');
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: 'Long Description' })).toHaveValue(
      '## Usage\n\n<b onclick="x()">bold</b>',
    );
  });
});
