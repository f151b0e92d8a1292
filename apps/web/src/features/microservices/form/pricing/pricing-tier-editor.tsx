import { useState } from 'react';
import {
  Button,
  FormHelperText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { tiersSchema, type TierInput } from '@console/contract';
import { useLabels } from '../../../../lib/labels';
import { decimalText, parseDecimal } from './pricing-format';
import { canConfirmTier, TierEditRow, TierViewRow, type TierDraft } from './tier-row';

interface PricingTierEditorProps {
  tiers: TierInput[];
  onChange: (tiers: TierInput[]) => void;
  /** The price unit of the endpoint type ('per API call' ...). */
  unit: string;
  disabled?: boolean;
  /** A message from the form (e.g. the server's) about these tiers. */
  error?: string;
}

type Editing = { index: number; draft: TierDraft } | null;

const toDraft = (tier: TierInput): TierDraft => ({
  lower: decimalText(tier.lower),
  upper: decimalText(tier.upper),
  cost: decimalText(tier.cost),
});

/** The first rule the tiers break (overlap, open-ended tier not last ...), if any. */
function tiersProblem(tiers: TierInput[]): string | undefined {
  const result = tiersSchema.safeParse(tiers);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * Tiered pricing of one endpoint type (000 section 2.6): a tier is added in edit mode, confirmed with
 * the check icon, edited with the pencil and removed with the trash icon; one tier is edited at a time.
 */
export function PricingTierEditor({
  tiers,
  onChange,
  unit,
  disabled = false,
  error,
}: PricingTierEditorProps) {
  const t = useLabels('MIC_SET');
  const [editing, setEditing] = useState<Editing>(null);
  const isNew = editing !== null && editing.index >= tiers.length;
  const last = tiers.at(-1);
  const canAdd = !disabled && editing === null && (last === undefined || last.upper !== null);

  const add = () =>
    setEditing({
      index: tiers.length,
      draft: { lower: last ? decimalText(last.upper) : '0', upper: '', cost: '' },
    });
  const confirm = () => {
    if (!editing || !canConfirmTier(editing.draft)) return;
    const { draft, index } = editing;
    const tier: TierInput = {
      ...tiers[index],
      lower: parseDecimal(draft.lower) ?? 0,
      upper: parseDecimal(draft.upper),
      cost: parseDecimal(draft.cost) ?? 0,
    };
    const next = isNew ? [...tiers, tier] : tiers.map((old, i) => (i === index ? tier : old));
    onChange([...next].sort((a, b) => a.lower - b.lower));
    setEditing(null);
  };
  const remove = (index: number) => {
    if (editing?.index === index) setEditing(null);
    if (index < tiers.length) onChange(tiers.filter((_, i) => i !== index));
  };
  const rows = isNew ? [...tiers, null] : tiers;
  const problem = error ?? (editing === null ? tiersProblem(tiers) : undefined);

  return (
    <Stack spacing={1.5}>
      <Table size="small" aria-label={t('TIERS')} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('LOWER')}</TableCell>
            <TableCell>{t('UPPER')}</TableCell>
            <TableCell sx={{ width: '38%' }}>{`${t('COST')} (${t('CURRENCY')})`}</TableCell>
            <TableCell sx={{ width: 96 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((tier, index) =>
            editing?.index === index ? (
              <TierEditRow
                key={tier?.id ?? `new-${index}`}
                draft={editing.draft}
                position={index + 1}
                unit={unit}
                onDraftChange={(draft) => setEditing({ index, draft })}
                onConfirm={confirm}
                onRemove={() => remove(index)}
              />
            ) : (
              tier && (
                <TierViewRow
                  key={tier.id ?? `row-${index}`}
                  tier={tier}
                  position={index + 1}
                  unit={unit}
                  disabled={disabled || editing !== null}
                  onEdit={() => setEditing({ index, draft: toDraft(tier) })}
                  onRemove={() => remove(index)}
                />
              )
            ),
          )}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>
                <Typography variant="body2" color="text.secondary">
                  {t('NO_TIERS')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
      <div>
        <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={!canAdd}>
          {t('ADD_TIER')}
        </Button>
      </div>
    </Stack>
  );
}
