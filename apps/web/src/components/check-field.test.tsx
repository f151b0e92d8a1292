import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { fastUser } from '../test-utils';
import { CheckField } from './check-field';

const schema = z.object({ agreed: z.boolean().refine((v) => v, 'Agree to go on') });
type Values = z.infer<typeof schema>;

/** A form of one boolean field, submitted by its Save button. */
function Harness(props: {
  onSave: (values: Values) => void;
  agreed?: boolean;
  variant?: 'checkbox' | 'switch';
  disabled?: boolean;
  hint?: string;
}) {
  const form = useForm<Values>({
    defaultValues: { agreed: props.agreed ?? false },
    resolver: zodResolver(schema),
  });
  return (
    <form onSubmit={form.handleSubmit(props.onSave)}>
      <CheckField
        control={form.control}
        name="agreed"
        label="I agree"
        variant={props.variant}
        disabled={props.disabled}
        hint={props.hint}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('CheckField', () => {
  it('is a checkbox named by its label that stores true and false', async () => {
    const onSave = vi.fn();
    const user = fastUser();
    render(<Harness onSave={onSave} />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith({ agreed: true }, expect.anything());
  });

  it('shows the first value, and its label toggles it', async () => {
    const onSave = vi.fn();
    const user = fastUser();
    render(<Harness onSave={onSave} agreed />);
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
    await user.click(screen.getByText('I agree'));
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
  });

  it('shows the validation message under the box, marked invalid and described by it', async () => {
    const onSave = vi.fn();
    const user = fastUser();
    render(<Harness onSave={onSave} hint="Read the terms first" />);
    expect(screen.getByText('Read the terms first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(await screen.findByText('Agree to go on')).toBeInTheDocument();
    expect(screen.queryByText('Read the terms first')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Agree to go on');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(box);
    expect(screen.queryByText('Agree to go on')).not.toBeInTheDocument();
  });

  it('is a switch when asked, and can be disabled', () => {
    render(<Harness onSave={vi.fn()} variant="switch" disabled />);
    const toggle = screen.getByRole('switch', { name: 'I agree' });
    expect(toggle).toBeDisabled();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
