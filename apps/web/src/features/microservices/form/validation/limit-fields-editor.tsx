import { useState } from 'react';
import { TextField } from '@mui/material';
import type { LimitFieldInput } from '@console/contract';
import { RowEditor } from '../../../../components/row-editor';
import { SelectField } from '../../../../components/select-field';
import { useCodeList } from '../../../../lib/code-lists';
import { useLabels } from '../../../../lib/labels';
import { codeText } from '../../microservice-display';
import { decimalInput } from '../pricing/pricing-format';
import { canAddLimit, EMPTY_LIMIT, isLimitTypeUsed, isUpperBelowLower, toLimit } from './limit-draft';

interface LimitFieldsEditorProps {
  rows: LimitFieldInput[];
  onChange: (rows: LimitFieldInput[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Limits: type (LIMIT_DATA_TYPE, each once), lower and upper limit (upper not below lower) and field. */
export function LimitFieldsEditor({ rows, onChange, error, disabled }: LimitFieldsEditorProps) {
  const t = useLabels('MIC_SET');
  const { options, choices } = useCodeList('LIMIT_DATA_TYPE');
  const [draft, setDraft] = useState(EMPTY_LIMIT);
  const typeUsed = isLimitTypeUsed(rows, draft.type);
  const upperBelow = isUpperBelowLower(draft);
  const add = () => {
    if (!canAddLimit(rows, draft)) return;
    onChange([...rows, toLimit(draft)]);
    setDraft(EMPTY_LIMIT);
  };
  const number = (key: 'lower' | 'upper', label: string, problem?: string) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: decimalInput(e.target.value) })}
      disabled={disabled}
      error={Boolean(problem)}
      helperText={problem}
      sx={{ width: 150 }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );

  return (
    <RowEditor
      rows={rows}
      onChange={onChange}
      title={t('LIMITS')}
      columns={[
        { header: t('LIMIT_TYPE'), cell: (row) => codeText(options, row.type) },
        { header: t('LOWER_LIMIT'), cell: (row) => row.lowerLimit },
        { header: t('UPPER_LIMIT'), cell: (row) => row.upperLimit },
        { header: t('LIMIT_FIELD'), cell: (row) => row.field },
      ]}
      rowKey={(row) => row.type}
      deleteLabel={(row) => `${t('DELETE')} ${codeText(options, row.type)}`}
      empty={t('NO_LIMITS')}
      error={error}
      disabled={disabled}
      add={{
        label: t('ADD'),
        canAdd: canAddLimit(rows, draft),
        onAdd: add,
        fields: (
          <>
            <SelectField
              size="small"
              label={t('LIMIT_TYPE')}
              value={draft.type}
              options={choices}
              onChange={(type) => setDraft({ ...draft, type })}
              disabled={disabled}
              error={typeUsed}
              helperText={typeUsed ? t('TYPEVAL') : undefined}
              sx={{ width: 200 }}
            />
            {number('lower', t('LOWER_LIMIT'))}
            {number('upper', t('UPPER_LIMIT'), upperBelow ? t('UP_LIMVAL') : undefined)}
            <TextField
              size="small"
              label={t('LIMIT_FIELD')}
              value={draft.field}
              onChange={(e) => setDraft({ ...draft, field: e.target.value })}
              disabled={disabled}
              sx={{ flex: 1 }}
            />
          </>
        ),
      }}
    />
  );
}
