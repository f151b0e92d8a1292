import { useState } from 'react';
import { TextField } from '@mui/material';
import { useController, useFormContext } from 'react-hook-form';
import { RowEditor } from '../../../../components/row-editor';
import { SelectField } from '../../../../components/select-field';
import { useCodeList } from '../../../../lib/code-lists';
import { useLabels } from '../../../../lib/labels';
import { codeText } from '../../microservice-display';
import type { MicroserviceFormValues } from '../form-values';
import { decimalInput, parseDecimal } from '../pricing/pricing-format';

const EMPTY = { name: '', type: '', isNull: false, dataLength: '', description: '' };

/** Data Schema (class CLASS_DATA): rows of name, type, is null (default no), data length, description. */
export function DataSchemaFields({ disabled }: { disabled?: boolean }) {
  const t = useLabels('MIC_SET');
  const { control } = useFormContext<MicroserviceFormValues>();
  const { field } = useController({ control, name: 'dataSchema' });
  const { options, choices } = useCodeList('DATA_TYPE');
  const [draft, setDraft] = useState(EMPTY);
  const rows = field.value;
  // 000 section 5: adding needs a name and a type.
  const canAdd = draft.name.trim() !== '' && draft.type !== '';
  const add = () => {
    if (!canAdd) return;
    const row = {
      ...draft,
      name: draft.name.trim(),
      description: draft.description.trim(),
      dataLength: parseDecimal(draft.dataLength),
    };
    field.onChange([...rows, row]);
    setDraft(EMPTY);
  };
  const input = (key: 'name' | 'description', label: string, flex: number) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      disabled={disabled}
      sx={{ flex }}
    />
  );

  return (
    <RowEditor
      rows={rows}
      onChange={field.onChange}
      title={t('STEP_SCHEMA')}
      columns={[
        { header: t('SCHEMA_NAME'), cell: (row) => row.name },
        { header: t('SCHEMA_TYPE'), cell: (row) => codeText(options, row.type) },
        { header: t('IS_NULL'), cell: (row) => (row.isNull ? t('YES') : t('NO')) },
        { header: t('DATA_LENGTH'), cell: (row) => row.dataLength ?? '' },
        { header: t('SCHEMA_DESC'), sx: { wordBreak: 'break-word' }, cell: (row) => row.description },
      ]}
      rowKey={(row, index) => `${row.name}-${index}`}
      deleteLabel={(row) => `${t('DELETE')} ${row.name}`}
      empty={t('NO_SCHEMA')}
      disabled={disabled}
      add={{
        label: t('ADD'),
        canAdd,
        onAdd: add,
        fields: (
          <>
            {input('name', t('SCHEMA_NAME'), 1)}
            <SelectField
              size="small"
              label={t('SCHEMA_TYPE')}
              value={draft.type}
              options={choices}
              onChange={(type) => setDraft({ ...draft, type })}
              disabled={disabled}
              sx={{ width: 160 }}
            />
            <SelectField
              size="small"
              label={t('IS_NULL')}
              value={draft.isNull ? 'yes' : 'no'}
              options={[
                { value: 'no', label: t('NO') },
                { value: 'yes', label: t('YES') },
              ]}
              onChange={(picked) => setDraft({ ...draft, isNull: picked === 'yes' })}
              disabled={disabled}
              sx={{ width: 100 }}
            />
            <TextField
              size="small"
              label={t('DATA_LENGTH')}
              value={draft.dataLength}
              onChange={(e) => setDraft({ ...draft, dataLength: decimalInput(e.target.value) })}
              disabled={disabled}
              sx={{ width: 120 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            {input('description', t('SCHEMA_DESC'), 1.5)}
          </>
        ),
      }}
    />
  );
}
