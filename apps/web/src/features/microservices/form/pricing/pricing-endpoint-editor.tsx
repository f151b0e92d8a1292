import { useState } from 'react';
import { FormControlLabel, InputAdornment, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import type { PricingEntryInput } from '@console/contract';
import { useLabels } from '../../../../lib/labels';
import { decimalInput, decimalText, parseDecimal } from './pricing-format';
import { PricingTierEditor } from './pricing-tier-editor';

type PricingKind = 'standard' | 'tiered';

interface PricingEndpointEditorProps {
  entry: PricingEntryInput;
  onChange: (entry: PricingEntryInput) => void;
  /** The price unit of the endpoint type ('per API call' ...). */
  unit: string;
  disabled?: boolean;
  error?: string;
}

/**
 * One endpoint type's price: Standard (one price) or Tiered (the default). Tiered is disabled once a
 * standard price exists and Standard once tiers exist (000 section 4).
 */
export function PricingEndpointEditor({
  entry,
  onChange,
  unit,
  disabled = false,
  error,
}: PricingEndpointEditorProps) {
  const t = useLabels('MIC_SET');
  const standardPrice = entry.standardPrice ?? null;
  const tiers = entry.tiers ?? [];
  const [kind, setKind] = useState<PricingKind>(standardPrice !== null ? 'standard' : 'tiered');
  const [priceText, setPriceText] = useState(decimalText(standardPrice));
  const free = standardPrice === 0;

  const changePrice = (raw: string) => {
    const text = decimalInput(raw);
    setPriceText(text);
    onChange({ ...entry, standardPrice: parseDecimal(text), tiers: [] });
  };

  return (
    <Stack spacing={2}>
      <RadioGroup
        row
        value={kind}
        onChange={(_, value) => setKind(value as PricingKind)}
        aria-label={t('PRICING_KIND')}
      >
        <FormControlLabel
          value="standard"
          control={<Radio />}
          label={t('STANDARD')}
          disabled={disabled || tiers.length > 0}
        />
        <FormControlLabel
          value="tiered"
          control={<Radio />}
          label={t('TIERED')}
          disabled={disabled || standardPrice !== null}
        />
      </RadioGroup>
      {kind === 'standard' ? (
        <TextField
          label={t('PRICE')}
          value={priceText}
          onChange={(e) => changePrice(e.target.value)}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error ?? (free ? t('FREE') : `${t('CURRENCY')} ${unit}`)}
          sx={{ maxWidth: 320 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">{t('CURRENCY')}</InputAdornment> },
          }}
        />
      ) : (
        <PricingTierEditor
          tiers={tiers}
          onChange={(next) => onChange({ ...entry, standardPrice: null, tiers: next })}
          unit={unit}
          disabled={disabled}
          error={error}
        />
      )}
    </Stack>
  );
}
