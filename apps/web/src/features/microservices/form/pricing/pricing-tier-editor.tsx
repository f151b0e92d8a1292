import { useState } from 'react';
import { Box, Button, IconButton } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { tiersSchema, type TierInput } from '@console/contract';
import { RowEditor } from '../../../../components/row-editor';
import { useLabels } from '../../../../lib/labels';
import { decimalText, formatCost, formatUpper, parseDecimal } from './pricing-format';
import { canConfirmTier, TierEditRow, type TierDraft } from './tier-row';

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
  const money = { free: t('FREE'), currency: t('CURRENCY') };
  const tierName = (index: number) => `${t('TIER')} ${index + 1}`;

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
  const rows: (TierInput | null)[] = isNew ? [...tiers, null] : tiers;
  const locked = disabled || editing !== null;

  return (
    <RowEditor
      rows={rows}
      title={t('TIERS')}
      fixedLayout
      actionsWidth={96}
      columns={[
        { header: t('LOWER'), cell: (tier) => tier?.lower },
        { header: t('UPPER'), cell: (tier) => tier && formatUpper(tier.upper, t('UNLIMITED')) },
        {
          header: `${t('COST')} (${t('CURRENCY')})`,
          width: '38%',
          cell: (tier) =>
            tier && (
              <Box
                component="span"
                sx={tier.cost === 0 ? { fontWeight: 600, color: 'success.main' } : undefined}
              >
                {formatCost(tier.cost, money)}
                {tier.cost !== 0 && ` ${unit}`}
              </Box>
            ),
        },
      ]}
      rowKey={(tier, index) => tier?.id ?? `row-${index}`}
      rowLabel={(_, index) => tierName(index)}
      renderRow={(tier, index) =>
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
        ) : undefined
      }
      rowActions={(tier, index) => (
        <IconButton
          size="small"
          aria-label={`${t('EDIT_TIER')} ${index + 1}`}
          disabled={locked}
          onClick={() => tier && setEditing({ index, draft: toDraft(tier) })}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      onDelete={remove}
      deleteLabel={(_, index) => `${t('REMOVE_TIER')} ${index + 1}`}
      empty={t('NO_TIERS')}
      error={error ?? (editing === null ? tiersProblem(tiers) : undefined)}
      disabled={locked}
      footer={
        <div>
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={!canAdd}>
            {t('ADD_TIER')}
          </Button>
        </div>
      }
    />
  );
}
