import { DraftField, DraftText, RowEditor, usePairDraft } from './row-editor';

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
  const names = value.map(keyOf);
  const draft = usePairDraft(
    (name, text) => canAddPair(names, name, text, reserved),
    (name, text) => onChange([...value, create(name.trim(), text.trim())]),
  );
  const name = draft.first;
  const taken = name.trim() !== '' && isNameTaken(names, name, reserved);
  const isReserved = taken && isNameTaken([], name, reserved);

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
        canAdd: draft.ready,
        onAdd: draft.add,
        fields: (
          <>
            <DraftField
              draft={draft}
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
              onText={draft.setFirst}
              sx={{ minWidth: 200 }}
            />
            <DraftText draft={draft} label={labels.value} disabled={disabled} />
          </>
        ),
      }}
      error={error}
      disabled={disabled}
    />
  );
}
