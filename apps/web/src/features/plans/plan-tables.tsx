import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Paper } from '@mui/material';
import type { PlanInfo, PlanResourceId } from '@console/contract';
import { useLabels } from '../../lib/labels';

const LABEL = {
  cpu: 'CPU',
  memory: 'MEMORY',
  storage: 'STORAGE',
  gpu: 'GPU',
  ai: 'AI',
  data: 'DATA',
} as const;

/** The caption of a resource's row: the GPU row carries the GPU type in brackets when one is set. */
export function useResourceLabel(gpuType: string) {
  const t = useLabels('PLAN_DET');
  return (r: PlanResourceId) =>
    r === 'gpu' && gpuType ? t('GPU_WITH_TYPE', { type: gpuType }) : t(LABEL[r]);
}

const figure = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 3 });

/** One of the two tables of 001 section 2.1: rows of resources, columns Allocated, Used, Available. */
export function PlanTable({
  plan,
  resources,
  caption,
}: {
  plan: PlanInfo;
  resources: readonly PlanResourceId[];
  caption: string;
}) {
  const t = useLabels('PLAN_DET');
  const labelOf = useResourceLabel(plan.gpuType);
  const rows = plan.resources.filter((r) => resources.includes(r.resource));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={caption} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {caption}
            </TableCell>
            <TableCell align="right">{t('ALLOCATED')}</TableCell>
            <TableCell align="right">{t('USED')}</TableCell>
            <TableCell align="right">{t('AVAILABLE')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.resource}>
              <TableCell component="th" scope="row">
                {labelOf(r.resource)}
              </TableCell>
              <TableCell align="right">{figure(r.allocated)}</TableCell>
              <TableCell align="right">{figure(r.used)}</TableCell>
              <TableCell
                align="right"
                sx={r.available < 0 ? { color: 'error.main', fontWeight: 600 } : undefined}
              >
                {figure(r.available)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
