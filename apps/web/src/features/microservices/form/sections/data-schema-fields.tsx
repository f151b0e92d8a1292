import { useState } from 'react';
import {
  Button,
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
import { useController, useFormContext } from 'react-hook-form';
import { useCodeList } from '../../../../lib/code-lists';
import { useLabels } from '../../../../lib/labels';
import type { MicroserviceFormValues } from '../form-values';
import { decimalInput, parseDecimal } from '../pricing/pricing-format';

const EMPTY = { name: '', type: '', isNull: false, dataLength: '', description: '' };

/** Data Schema (class CLASS_DATA): rows of name, type, is null (default no), data length, description. */
export function DataSchemaFields({ disabled }: { disabled?: boolean }) {
  const t = useLabels('MIC_SET');
  const { control } = useFormContext<MicroserviceFormValues>();
  const { field } = useController({ control, name: 'dataSchema' });
  const { options } = useCodeList('DATA_TYPE');
  const [draft, setDraft] = useState(EMPTY);
  const rows = field.value;
  const typeName = (code: string) => options.find((o) => o.code === code)?.value ?? code;
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

  return (
    <Stack spacing={2}>
      <Table size="small" aria-label={t('STEP_SCHEMA')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('SCHEMA_NAME')}</TableCell>
            <TableCell>{t('SCHEMA_TYPE')}</TableCell>
            <TableCell>{t('IS_NULL')}</TableCell>
            <TableCell>{t('DATA_LENGTH')}</TableCell>
            <TableCell>{t('SCHEMA_DESC')}</TableCell>
            <TableCell sx={{ width: 56 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.name}-${index}`}>
              <TableCell>{row.name}</TableCell>
              <TableCell>{typeName(row.type)}</TableCell>
              <TableCell>{row.isNull ? t('YES') : t('NO')}</TableCell>
              <TableCell>{row.dataLength ?? ''}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{row.description}</TableCell>
              <TableCell>
                <IconButton
                  size="small"
                  aria-label={`${t('DELETE')} ${row.name}`}
                  disabled={disabled}
                  onClick={() => field.onChange(rows.filter((_, i) => i !== index))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>
                <Typography variant="body2" color="text.secondary">
                  {t('NO_SCHEMA')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('SCHEMA_NAME')}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          disabled={disabled}
          sx={{ flex: 1 }}
        />
        <TextField
          select
          size="small"
          label={t('SCHEMA_TYPE')}
          value={draft.type}
          onChange={(e) => setDraft({ ...draft, type: e.target.value })}
          disabled={disabled}
          sx={{ width: 160 }}
        >
          {options.map((o) => (
            <MenuItem key={o.code} value={o.code}>
              {o.value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('IS_NULL')}
          value={draft.isNull ? 'yes' : 'no'}
          onChange={(e) => setDraft({ ...draft, isNull: e.target.value === 'yes' })}
          disabled={disabled}
          sx={{ width: 100 }}
        >
          <MenuItem value="no">{t('NO')}</MenuItem>
          <MenuItem value="yes">{t('YES')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          label={t('DATA_LENGTH')}
          value={draft.dataLength}
          onChange={(e) => setDraft({ ...draft, dataLength: decimalInput(e.target.value) })}
          disabled={disabled}
          sx={{ width: 120 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          label={t('SCHEMA_DESC')}
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          disabled={disabled}
          sx={{ flex: 1.5 }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={disabled || !canAdd}>
          {t('ADD')}
        </Button>
      </Stack>
    </Stack>
  );
}
