import { useState } from 'react';
import { TextField } from '@mui/material';
import { onEnter, RowEditor } from './row-editor';

export interface KeyValueEditorLabels {
  /** The table's accessible name, e.g. 'Extra Attributes'. */
  title: string;
  name: string;
  value: string;
  add: string;
  delete: string;
  /** Shown under the name when it is already used. */
  nameTaken: string;
  /** Shown under the name when it is reserved; nameTaken when not given. */
  nameReserved?: string;
}

interface KeyValueEditorProps<T> {
  value: T[];
  onChange: (next: T[]) => void;
  /** How a row is read and made, so any pair shape ({attribute, value}, {key, value} ...) fits. */
  keyOf: (row: T) => string;
  valueOf: (row: T) => string;
  create: (name: string, value: string) => T;
  labels: KeyValueEditorLabels;
  /** Names that may not be used (compared without case), e.g. ICON_URL. */
  reserved?: readonly string[];
  error?: string;
  disabled?: boolean;
}

const norm = (name: string) => name.trim().toUpperCase();

/** A name is free when no row and no reserved name has it (compared trimmed and without case). */
export function isNameTaken(
  names: readonly string[],
  name: string,
  reserved: readonly string[] = [],
): boolean {
  const wanted = norm(name);
  return names.some((n) => norm(n) === wanted) || reserved.some((n) => norm(n) === wanted);
}

/** 002 section 5: a pair is added only with a name and a value, and an unused name. */
export function canAddPair(
  names: readonly string[],
  name: string,
  value: string,
  reserved: readonly string[] = [],
): boolean {
  return name.trim() !== '' && value.trim() !== '' && !isNameTaken(names, name, reserved);
}

/** Name and value pairs (extra attributes, tags): a table with delete, and a row to add a pair. */
export function KeyValueEditor<T>(props: KeyValueEditorProps<T>) {
  const { value, onChange, keyOf, valueOf, create, labels, reserved = [], error, disabled } = props;
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const names = value.map(keyOf);
  const taken = name.trim() !== '' && isNameTaken(names, name, reserved);
  const isReserved = taken && isNameTaken([], name, reserved);
  const add = () => {
    if (!canAddPair(names, name, text, reserved)) return;
    onChange([...value, create(name.trim(), text.trim())]);
    setName('');
    setText('');
  };
  const enter = onEnter(add);

  return (
    <RowEditor
      rows={value}
      onChange={onChange}
      title={labels.title}
      columns={[
        { header: labels.name, width: '40%', cell: keyOf },
        { header: labels.value, sx: { wordBreak: 'break-word' }, cell: valueOf },
      ]}
      rowKey={keyOf}
      deleteLabel={(row) => `${labels.delete} ${keyOf(row)}`}
      add={{
        label: labels.add,
        canAdd: canAddPair(names, name, text, reserved),
        onAdd: add,
        fields: (
          <>
            <TextField
              size="small"
              label={labels.name}
              value={name}
              disabled={disabled}
              error={taken}
              helperText={
                taken
                  ? isReserved
                    ? (labels.nameReserved ?? labels.nameTaken)
                    : labels.nameTaken
                  : undefined
              }
              onChange={(e) => setName(e.target.value)}
              onKeyDown={enter}
              sx={{ minWidth: 200 }}
            />
            <TextField
              size="small"
              label={labels.value}
              value={text}
              disabled={disabled}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={enter}
              sx={{ flexGrow: 1 }}
            />
          </>
        ),
      }}
      error={error}
      disabled={disabled}
    />
  );
}
