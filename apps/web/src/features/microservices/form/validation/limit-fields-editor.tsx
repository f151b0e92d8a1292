import { useState } from 'react';
import {
  Button,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { LimitFieldInput } from '@console/contract';
import { useCodeList } from '../../../../lib/code-lists';
import { useLabels } from '../../../../lib/labels';
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
  const { options } = useCodeList('LIMIT_DATA_TYPE');
  const [draft, setDraft] = useState(EMPTY_LIMIT);
  const typeName = (code: string) => options.find((o) => o.code === code)?.value ?? code;
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
    <Stack spacing={2}>
      <Table size="small" aria-label={t('LIMITS')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('LIMIT_TYPE')}</TableCell>
            <TableCell>{t('LOWER_LIMIT')}</TableCell>
            <TableCell>{t('UPPER_LIMIT')}</TableCell>
            <TableCell>{t('LIMIT_FIELD')}</TableCell>
            <TableCell sx={{ width: 56 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.type}>
              <TableCell>{typeName(row.type)}</TableCell>
              <TableCell>{row.lowerLimit}</TableCell>
              <TableCell>{row.upperLimit}</TableCell>
              <TableCell>{row.field}</TableCell>
              <TableCell>
                <IconButton
                  size="small"
                  aria-label={`${t('DELETE')} ${typeName(row.type)}`}
                  disabled={disabled}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>
                <Typography variant="body2" color="text.secondary">
                  {t('NO_LIMITS')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('LIMIT_TYPE')}
          value={draft.type}
          onChange={(e) => setDraft({ ...draft, type: e.target.value })}
          disabled={disabled}
          error={typeUsed}
          helperText={typeUsed ? t('TYPEVAL') : undefined}
          sx={{ width: 200 }}
        >
          {options.map((o) => (
            <MenuItem key={o.code} value={o.code}>
              {o.value}
            </MenuItem>
          ))}
        </TextField>
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
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={add}
          disabled={disabled || !canAddLimit(rows, draft)}
        >
          {t('ADD')}
        </Button>
      </Stack>
    </Stack>
  );
}
