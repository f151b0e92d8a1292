import { LinearProgress, Stack, Typography } from '@mui/material';
import type { OrganisationInfo } from '@console/contract';
import { DetailField } from '../../../components/crud/detail-field';
import { useFormatDate } from '../../../lib/format';
import { FieldGrid } from '../../../components/crud/field-grid';
import { useLabels } from '../../../lib/labels';

/**
 * The subscription an organisation was created with (from its activation key, 002 section 3): its plan,
 * and its users against the key's number of users, which the server enforces when users are added.
 */
export function OrganisationSubscription({
  subscription: s,
  users,
}: {
  subscription: NonNullable<OrganisationInfo['subscription']>;
  users: number;
}) {
  const t = useLabels('ORG_DE');
  const formatDate = useFormatDate();
  const share = s.noOfUsers > 0 ? Math.min(100, (users / s.noOfUsers) * 100) : 100;
  return (
    <Stack spacing={1} component="section" aria-labelledby="org-subscription">
      <Typography variant="subtitle1" component="h2" id="org-subscription">
        {t('SUBSCRIPTION')}
      </Typography>
      <FieldGrid>
        {s.planName && <DetailField label={t('SUBSCRIPTION_PLAN')} value={s.planName} />}
        <DetailField label={t('PLAN_TYPE')} value={s.planType} />
        <DetailField label={t('PLAN_DURATION')} value={s.planDuration} />
        <div>
          <DetailField
            label={t('PLAN_USERS')}
            value={t('PLAN_USERS_OF', { used: users, quota: s.noOfUsers })}
          />
          <LinearProgress
            variant="determinate"
            value={share}
            color={users >= s.noOfUsers ? 'warning' : 'primary'}
            role="meter"
            aria-label={t('PLAN_USERS')}
            sx={{ mt: 0.5, maxWidth: 240 }}
          />
        </div>
        {s.planType === 'Named Users' ? (
          <DetailField label={t('FILE_SIZE')} value={String(s.fileSize)} />
        ) : (
          <DetailField label={t('NO_OF_CONVERSATION')} value={String(s.noOfConversation)} />
        )}
        <DetailField label={t('ASSIGNED_AT')} value={formatDate(s.assignedAt)} />
      </FieldGrid>
    </Stack>
  );
}
