import { useMemo } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useLabels } from '../lib/labels';
import { useScopedQuery } from '../lib/query';

/** The acting owner's microservices under an Active outage (beyond the spec, 001 section 2.2). */
export function useOutageIds(): ReadonlySet<number> {
  const active = useScopedQuery('outages.active', {});
  return useMemo(() => new Set(active.data?.microservices.map((m) => m.id) ?? []), [active.data]);
}

/**
 * A name with the outage badge while an Active outage affects it. A table cell: only a name under an
 * outage reads its caption (a page of rows would otherwise hold a labels query each).
 */
export function NameWithOutage({ name, outage }: { name: string; outage: boolean }) {
  return outage ? <OutageName name={name} /> : name;
}

function OutageName({ name }: { name: string }) {
  const t = useLabels('NOTIFICATIONS');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      {/* The name gives way to the badge when the column is narrow. */}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>
        {name}
      </Box>
      <Chip
        size="small"
        color="error"
        icon={<WarningAmberIcon />}
        label={t('OUTAGE_BADGE')}
        sx={{ flexShrink: 0 }}
      />
    </Stack>
  );
}
