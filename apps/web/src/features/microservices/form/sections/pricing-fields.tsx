import { useState } from 'react';
import { Alert, Box, FormHelperText, Stack, Tab, Tabs } from '@mui/material';
import { get, useFormContext } from 'react-hook-form';
import { ENDPOINT_TYPES, type EndpointType, type PricingEntryInput } from '@console/contract';
import { useFormField } from '../../../../components/use-form-field';
import { firstMessage } from '../../../../lib/forms';
import { useLabels } from '../../../../lib/labels';
import type { MicroserviceFormValues } from '../form-values';
import { PricingEndpointEditor } from '../pricing/pricing-endpoint-editor';
import { ENDPOINT_LABELS } from '../pricing/pricing-format';

/**
 * Pricing Plan: tabs Small File (sync), Large File (async) and Streaming (stream); a tab is open once
 * a request type of its endpoint type exists. Prices are in USD per the type's unit.
 */
export function PricingFields({ disabled }: { disabled?: boolean }) {
  const t = useLabels('MIC_SET');
  const { control, formState } = useFormContext<MicroserviceFormValues>();
  const { field, error: listError } = useFormField({ control, name: 'pricing' });
  const pricing: PricingEntryInput[] = field.value;
  const firstPriced = ENDPOINT_TYPES.find((type) => pricing.some((p) => p.endpointType === type)) ?? 'sync';
  const [chosen, setChosen] = useState<EndpointType>(firstPriced);
  const tab = pricing.some((p) => p.endpointType === chosen) ? chosen : firstPriced;
  const index = pricing.findIndex((p) => p.endpointType === tab);
  const entry = pricing[index];
  const error = index >= 0 ? firstMessage(get(formState.errors, `pricing.${index}`)) : undefined;

  const update = (next: PricingEntryInput) => field.onChange(pricing.map((p, i) => (i === index ? next : p)));

  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_, next: EndpointType) => setChosen(next)}
        aria-label={t('STEP_PRICING')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {ENDPOINT_TYPES.map((type) => (
          <Tab
            key={type}
            value={type}
            label={t(ENDPOINT_LABELS[type].tab)}
            disabled={!pricing.some((p) => p.endpointType === type)}
            sx={{ textTransform: 'none' }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={t(ENDPOINT_LABELS[tab].tab)}>
        {entry ? (
          <PricingEndpointEditor
            key={tab}
            entry={entry}
            onChange={update}
            unit={t(ENDPOINT_LABELS[tab].unit)}
            disabled={disabled}
            error={error}
          />
        ) : (
          <Alert severity="info">{t('NO_PRICING')}</Alert>
        )}
      </Box>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
    </Stack>
  );
}
