import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { canAddPair, isNameTaken, KeyValueEditor } from './key-value-editor';
import { fastUser, renderListEditor, useHarnessRows, type ListHarnessProps } from '../test-utils';

interface Attribute {
  attribute: string;
  value: string;
}

const LABELS = {
  title: 'Extra Attributes',
  name: 'Attribute',
  value: 'Value',
  add: 'Add',
  delete: 'Delete',
  nameTaken: 'Attribute Already Exists',
  nameReserved: 'Use the URL fields for this name',
};
const RESERVED = ['ICON_URL', 'PAGE_URL', 'LINK_URL'];

function Harness(props: ListHarnessProps<Attribute>) {
  const [rows, change] = useHarnessRows(props);
  return (
    <KeyValueEditor
      value={rows}
      onChange={change}
      keyOf={(r) => r.attribute}
      valueOf={(r) => r.value}
      create={(attribute, value) => ({ attribute, value })}
      labels={LABELS}
      reserved={RESERVED}
    />
  );
}

describe('key/value rules', () => {
  it('adds a pair only with a name, a value and an unused name', () => {
    expect(canAddPair(['colour'], 'size', 'XL')).toBe(true);
    expect(canAddPair(['colour'], '', 'XL')).toBe(false);
    expect(canAddPair(['colour'], 'size', '  ')).toBe(false);
    expect(canAddPair(['colour'], ' Colour ', 'red')).toBe(false);
  });

  it('treats reserved names as taken', () => {
    expect(isNameTaken([], 'icon_url', RESERVED)).toBe(true);
    expect(isNameTaken([], 'icon', RESERVED)).toBe(false);
  });
});

// Rendering MUI in jsdom is slow on a busy machine; the rules, not the speed, are under test.
describe('KeyValueEditor', () => {
  it('adds a pair with trimmed name and value and clears the inputs', async () => {
    const { user, add, expectAdded } = renderListEditor(Harness);
    await user.type(screen.getByRole('textbox', { name: 'Attribute' }), ' colour ');
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'red');
    await user.click(add);
    expectAdded([{ attribute: 'colour', value: 'red' }], 'Extra Attributes', 'colour', 'Attribute');
  });

  it('refuses a name already used, whatever its case, and says why', async () => {
    const user = fastUser();
    render(<Harness initial={[{ attribute: 'colour', value: 'red' }]} />);
    await user.type(screen.getByRole('textbox', { name: 'Attribute' }), 'COLOUR');
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'blue');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByText('Attribute Already Exists')).toBeInTheDocument();
  });

  it('refuses the reserved URL names', async () => {
    const user = fastUser();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Attribute' }), 'PAGE_URL');
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'https://x.example');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByText('Use the URL fields for this name')).toBeInTheDocument();
  });

  it('adds with Enter and frees a name again after its row is deleted', async () => {
    const onChange = vi.fn();
    const user = fastUser();
    render(<Harness initial={[{ attribute: 'colour', value: 'red' }]} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Delete colour' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    await user.type(screen.getByRole('textbox', { name: 'Attribute' }), 'colour');
    await user.type(screen.getByRole('textbox', { name: 'Value' }), 'blue{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ attribute: 'colour', value: 'blue' }]);
  });
});
