import { useState } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { ENDPOINT_TYPES, type EndpointType, type Microservice } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { ENDPOINT_LABELS, formatCost, formatUpper } from '../form/pricing/pricing-format';
import { DetailSection, DetailTable } from './detail-parts';

/** Pricing and Plan: one tab per endpoint type, its standard price or its tiers, in USD per unit. */
export function PricingSection({ ms }: { ms: Microservice }) {
  const t = useLabels('MIC_SET');
  const [tab, setTab] = useState<EndpointType>(ms.pricing[0]?.endpointType ?? 'sync');
  const entry = ms.pricing.find((p) => p.endpointType === tab);
  const money = { free: t('FREE'), currency: t('CURRENCY') };
  const unit = t(ENDPOINT_LABELS[tab].unit);
  return (
    <DetailSection id="ms-pricing" title={t('PRICING_AND_PLAN')}>
      <Tabs
        value={tab}
        onChange={(_e, value: EndpointType) => setTab(value)}
        sx={{ mb: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {ENDPOINT_TYPES.map((type) => (
          <Tab key={type} value={type} label={t(ENDPOINT_LABELS[type].tab)} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={t(ENDPOINT_LABELS[tab].tab)}>
        {!entry || (entry.standardPrice === null && entry.tiers.length === 0) ? (
          <Typography variant="body2" color="text.secondary">
            {t('NONE')}
          </Typography>
        ) : entry.standardPrice !== null ? (
          <Typography variant="body2">
            {t('STANDARD')}: <strong>{formatCost(entry.standardPrice, money)}</strong>{' '}
            {entry.standardPrice > 0 && unit}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('TIERED')} ({t('CURRENCY')} {unit})
            </Typography>
            <DetailTable
              label={t('TIERS')}
              headers={[t('TIER'), t('LOWER'), t('UPPER'), t('COST')]}
              rows={entry.tiers.map((tier, i) => [
                i + 1,
                tier.lower,
                formatUpper(tier.upper, t('UNLIMITED')),
                formatCost(tier.cost, money),
              ])}
              empty={t('NO_TIERS')}
            />
          </>
        )}
      </Box>
    </DetailSection>
  );
}
