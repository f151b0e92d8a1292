import { useState } from 'react';
import { Box, Button, Grid, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { COMPUTE_RESOURCES, MICROSERVICE_RESOURCES } from '@console/contract';
import { QueryPending } from '../../components/crud/query-pending';
import { screenPage } from '../../components/crud/screen-page';
import { useLabels } from '../../lib/labels';
import { useScopedQuery } from '../../lib/query';
import { PlanChart } from './plan-chart';
import { PlanFormDialog } from './plan-form-dialog';
import { PlanTable } from './plan-tables';

/** /planDetails: Platform Setting - Plan Details (001 section 2.1). */
export const PlanDetailsPage = screenPage('PLAN_DET', PlanDetails);

/** Plan name (when set), rate limit, the compute and custom microservices tables beside the chart; Edit. */
function PlanDetails() {
  const t = useLabels('PLAN_DET');
  const plan = useScopedQuery('plans.info', {});
  const [editing, setEditing] = useState(false);
  if (plan.error || !plan.data) return <QueryPending error={plan.error} t={t} />;
  const p = plan.data;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          {p.planName && (
            <Typography>
              <strong>{t('PLAN_NAME')}:</strong> {p.planName}
            </Typography>
          )}
          <Typography>
            <strong>{t('RATE_LIMIT')}:</strong> {p.rateLimit ?? '—'} {t('RATE_UNIT')}
          </Typography>
        </Box>
        {/* PM staff alone open this screen, and they always have the owner dropdown (001 section 2.1). */}
        <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
          {t('EDIT')}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack spacing={2}>
            <PlanTable plan={p} resources={COMPUTE_RESOURCES} caption={t('COMPUTE')} />
            <PlanTable plan={p} resources={MICROSERVICE_RESOURCES} caption={t('CUSTOM_MICROSERVICES')} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <PlanChart plan={p} />
        </Grid>
      </Grid>
      {editing && <PlanFormDialog plan={p} onClose={() => setEditing(false)} />}
    </>
  );
}
