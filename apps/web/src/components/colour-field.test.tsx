import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColourField } from './colour-field';

/** Renders a Primary colour field at `value`, then replaces its text with `text`. */
async function typeColour(text: string, value = '#112233', onInvalid?: (text: string) => void) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<ColourField label="Primary" value={value} onChange={onChange} onInvalid={onInvalid} />);
  const input = screen.getByLabelText('Primary');
  await user.clear(input);
  await user.type(input, text);
  return { onChange, input, user };
}

describe('ColourField', () => {
  it('shows an error for a bad hex and does not report it', async () => {
    const { onChange, input } = await typeColour('#12zz45');
    expect(screen.getByText('A colour is written #RRGGBB')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a good hex through onChange', async () => {
    const { onChange } = await typeColour('#A0b1C2');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('#A0b1C2');
    expect(screen.queryByText('A colour is written #RRGGBB')).not.toBeInTheDocument();
  });

  it('takes six hex digits without #', async () => {
    function Harness() {
      const [value, setValue] = useState('#112233');
      return <ColourField label="Primary" value={value} onChange={setValue} />;
    }
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Primary');
    await user.clear(input);
    await user.type(input, 'aabbcc');
    expect(input).toHaveValue('#aabbcc');
  });

  // Issue 7: a bad hex such as 'zzz' used to revert silently on blur; it now keeps its error.
  it('keeps an invalid text and its error after leaving the field, and reports it to onInvalid', async () => {
    const onInvalid = vi.fn();
    const { onChange, input, user } = await typeColour('zzz', '#aabbcc', onInvalid);
    await user.tab();
    expect(input).toHaveValue('zzz');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A colour is written #RRGGBB')).toBeInTheDocument();
    expect(onInvalid).toHaveBeenLastCalledWith('zzz');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has a labelled swatch button that opens the picker', async () => {
    const user = userEvent.setup();
    render(<ColourField label="Primary" value="#112233" onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Pick Primary' }));
    expect(await screen.findByRole('dialog', { name: 'Pick Primary' })).toBeInTheDocument();
  });
});
