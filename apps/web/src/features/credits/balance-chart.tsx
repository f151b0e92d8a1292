import { Paper, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatBalance, formatCredit, money } from '@console/contract';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useScopedQuery } from '../../lib/query';

/**
 * The Spending account's balance at the end of each of the last 90 days, from the ledger. The chart
 * draws numbers; the amounts shown in words (label, tooltip) are the exact decimal texts.
 */
export function BalanceChart({ orgId }: { orgId: number }) {
  const t = useLabels('CREDITEXPIRY');
  const formatDate = useFormatDate();
  const history = useScopedQuery('credits.history', { orgId });
  const points = history.data?.points ?? [];
  const balance = history.data?.balance ?? '0';
  const summary = `${t('CHART_TITLE')}. ${t('BALANCE')}: ${formatBalance(balance)} USD`;
  return (
    <Paper variant="outlined" component="figure" aria-label={summary} sx={{ m: 0, p: 2 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('CHART_TITLE')}
      </Typography>
      <Typography variant="h6" component="p" data-testid="credit-balance">
        {t('BALANCE')}: {formatBalance(balance)} USD
      </Typography>
      {points.length > 0 && (
        <LineChart
          height={220}
          dataset={points.map((p) => ({ date: p.date, balance: money(p.balance).toNumber() }))}
          xAxis={[
            {
              dataKey: 'date',
              scaleType: 'point',
              valueFormatter: (v: string) => formatDate(v),
              tickInterval: (_v: string, i: number) => i % 15 === 0,
            },
          ]}
          yAxis={[{ width: 80, valueFormatter: (v: number) => formatCredit(v) }]}
          series={[
            {
              dataKey: 'balance',
              label: t('BALANCE'),
              showMark: false,
              area: true,
              valueFormatter: (_v, { dataIndex }) =>
                `${formatBalance(points[dataIndex]?.balance ?? '0')} USD`,
            },
          ]}
          hideLegend
        />
      )}
    </Paper>
  );
}
