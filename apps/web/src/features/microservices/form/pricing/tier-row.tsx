import { IconButton, TableCell, TableRow, TextField } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useLabels } from '../../../../lib/labels';
import { decimalInput, parseDecimal } from './pricing-format';

/** A tier being typed: the three inputs' texts. */
export interface TierDraft {
  lower: string;
  upper: string;
  cost: string;
}

/** 000 section 5: confirm is disabled when lower or cost is empty, or lower is greater than upper. */
export function canConfirmTier(draft: TierDraft): boolean {
  const lower = parseDecimal(draft.lower);
  const upper = parseDecimal(draft.upper);
  const cost = parseDecimal(draft.cost);
  return lower !== null && cost !== null && (upper === null || lower <= upper);
}

interface TierEditRowProps {
  draft: TierDraft;
  position: number;
  unit: string;
  onDraftChange: (draft: TierDraft) => void;
  onConfirm: () => void;
  onRemove: () => void;
}

/** A tier in edit mode: lower, upper (empty = unlimited) and cost inputs, a check icon and a trash icon. */
export function TierEditRow({ draft, position, unit, onDraftChange, onConfirm, onRemove }: TierEditRowProps) {
  const t = useLabels('MIC_SET');
  const lower = parseDecimal(draft.lower);
  const upper = parseDecimal(draft.upper);
  const inverted = lower !== null && upper !== null && lower > upper;
  const input = (
    key: keyof TierDraft,
    label: string,
    extra?: { placeholder?: string; helperText?: string; error?: boolean },
  ) => (
    <TextField
      size="small"
      value={draft[key]}
      onChange={(e) => onDraftChange({ ...draft, [key]: decimalInput(e.target.value) })}
      placeholder={extra?.placeholder}
      error={extra?.error}
      helperText={extra?.helperText}
      slotProps={{ htmlInput: { 'aria-label': `${label} (${t('TIER')} ${position})`, inputMode: 'decimal' } }}
      fullWidth
    />
  );
  return (
    <TableRow aria-label={`${t('TIER')} ${position}`}>
      <TableCell sx={{ verticalAlign: 'top' }}>{input('lower', t('LOWER'))}</TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        {input('upper', t('UPPER'), {
          placeholder: t('UNLIMITED'),
          error: inverted,
          helperText: inverted ? t('TIER_LOWER_UPPER') : undefined,
        })}
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        {input('cost', t('COST'), {
          helperText:
            draft.cost !== '' && parseDecimal(draft.cost) === 0 ? t('FREE') : `${t('CURRENCY')} ${unit}`,
        })}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
        <IconButton
          size="small"
          color="success"
          aria-label={`${t('CONFIRM_TIER')} ${position}`}
          disabled={!canConfirmTier(draft)}
          onClick={onConfirm}
        >
          <CheckIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`${t('REMOVE_TIER')} ${position}`} onClick={onRemove}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
