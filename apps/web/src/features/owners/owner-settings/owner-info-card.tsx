import type { ReactNode } from 'react';
import { Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { OwnerInfo } from '@console/contract';
import { useFormatDate } from '../../../lib/format';
import { useLabels } from '../../../lib/labels';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** The owner's details of 000 section 2.4; cluster id and the plan dates only when complete. */
export function OwnerInfoCard({
  info,
  action,
  children,
}: {
  info: OwnerInfo;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const t = useLabels('OWNER_SET');
  const formatDate = useFormatDate();
  return (
    <Card variant="outlined">
      <CardHeader
        title={t('DETAILS')}
        action={action}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <Item label={t('OWNER_NAME')}>{info.ownerName}</Item>
          <Item label={t('ORG_NAME')}>{info.name}</Item>
          <Item label={t('DESCRIPTION')}>{info.desc}</Item>
          <Item label={t('CLIENT_ID')}>{info.clientId}</Item>
          <Item label={t('USER_NAME')}>{info.userName}</Item>
          <Item label={t('EMAIL')}>{info.email}</Item>
          <Item label={t('DOMAIN_NAME')}>{info.domainName}</Item>
          <Item label={t('INSTALLATION_TYPE')}>{info.installationType}</Item>
          {info.installationType && info.clusterId && <Item label={t('CLUSTER_ID')}>{info.clusterId}</Item>}
          {info.startDate && info.expiryDate && (
            <>
              <Item label={t('START_DATE')}>{formatDate(info.startDate)}</Item>
              <Item label={t('EXPIRY_DATE')}>{formatDate(info.expiryDate)}</Item>
            </>
          )}
          <Item label={t('NODE_RED_URL')}>{info.nodeRedUrl}</Item>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
