import { Paper, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { PlanInfo } from '@console/contract';
import { useLabels } from '../../lib/labels';
import { useResourceLabel } from './plan-tables';

/** Used as a share of the allocation (0 when nothing is allocated and nothing used). */
const share = (used: number, allocated: number) =>
  allocated > 0 ? Math.round((used / allocated) * 100) : used > 0 ? 100 : 0;

/**
 * Allocated and used per resource as one bar each, in per cent of the allocation, so what is near its
 * limit stands out whatever the unit (cores, GB, microservices): green, amber from 80 %, red from 100 %.
 */
export function PlanChart({ plan }: { plan: PlanInfo }) {
  const t = useLabels('PLAN_DET');
  const labelOf = useResourceLabel(plan.gpuType);
  const rows = plan.resources.map((r) => ({
    label: labelOf(r.resource),
    share: share(r.used, r.allocated),
    text: `${r.used} / ${r.allocated}`,
  }));
  const summary = rows.map((r) => `${r.label}: ${r.share}%`).join(', ');
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-label={`${t('CHART_TITLE')}. ${summary}`}
      sx={{ m: 0, p: 2 }}
    >
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('CHART_TITLE')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('CHART_HINT')}
      </Typography>
      <BarChart
        height={300}
        layout="horizontal"
        dataset={rows}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 140 }]}
        xAxis={[
          {
            min: 0,
            max: Math.max(100, ...rows.map((r) => r.share)),
            valueFormatter: (v: number) => `${v}%`,
            colorMap: {
              type: 'piecewise',
              thresholds: [80, 100],
              colors: ['#2e7d32', '#ed6c02', '#c62828'],
            },
          },
        ]}
        series={[
          {
            dataKey: 'share',
            label: t('USED'),
            valueFormatter: (v, { dataIndex }) => `${v}% (${rows[dataIndex]?.text ?? ''})`,
          },
        ]}
        hideLegend
        margin={{ left: 0, right: 28 }}
      />
    </Paper>
  );
}
