import { useState } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ACTIVATION_KEY_SHOWN, mayOrg, type OrganisationInfo } from '@console/contract';
import { ConfirmDialog } from '../../../components/crud/confirm-dialog';
import { confirmTexts, useConfirmedCall } from '../../../components/crud/use-confirmed-call';
import { ListPage } from '../../../components/crud/list-page';
import { CopyButton } from '../../../components/copy-button';
import { useFormatDate } from '../../../lib/format';
import { useIdParam } from '../../../lib/id-param';
import { FieldGrid } from '../../../components/crud/field-grid';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useRecordQuery } from '../../../lib/query';
import { useConsoleState } from '../../../lib/session-store';
import { OrgFunctionsTab } from '../functions/org-functions-tab';
import { OrgGroupsTab } from '../groups/org-groups-tab';
import { UsersTab } from '../users/users-tab';
import { DaSettingsTab } from './da-settings-tab';
import { OrganisationEditForm } from './organisation-edit-form';
import { OrganisationSubscription } from './organisation-subscription';

/** /orgdetails?org=<id>: Organisation Details (002 section 2.10). */
export function OrganisationDetailsPage() {
  const t = useLabels('ORG_DE');
  const [orgId] = useIdParam('org');
  const info = useRecordQuery('organisations.info', orgId || null);
  return (
    <ListPage breadcrumb={t('TITLE')} title={info.data?.name ?? t('TITLE')}>
      {info.error && <Alert severity="error">{info.error.message}</Alert>}
      {info.data && <Details org={info.data} />}
    </ListPage>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

type TabId = 'users' | 'functions' | 'groups' | 'da';

function Details({ org }: { org: OrganisationInfo }) {
  const t = useLabels('ORG_DE');
  const m = useMessages('ORG_DE');
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const { session, owner } = useConsoleState();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useConfirmedCall('organisations.delete', {
    texts: confirmTexts(t, t('DELETE'), t('DELETE_CONFIRM')),
    invalidates: ['users'],
    onSuccess: () => void navigate('/manageorgs'),
    onError: setError,
  });
  // The back link and the list are for main organisations' users and for PM staff acting on an owner.
  const mainUser = Boolean(owner) || Boolean(session?.orgIsMain);
  const tabs: { id: TabId; label: string }[] = [
    ...(mayOrg(session, 'usersTab') ? [{ id: 'users' as const, label: t('TAB_USERS') }] : []),
    ...(mayOrg(session, 'functionsTab') && org.isMain
      ? [{ id: 'functions' as const, label: t('TAB_FUNCTIONS') }]
      : []),
    ...(mayOrg(session, 'groupsTab') ? [{ id: 'groups' as const, label: t('TAB_GROUPS') }] : []),
    { id: 'da', label: t('TAB_DA') },
  ];
  const [tab, setTab] = useState<TabId>(tabs[0]!.id);
  const mayDelete =
    mayOrg(session, 'deleteOrganisation') &&
    !org.isMain &&
    org.id !== session?.orgId &&
    org.status === 'Active';
  return (
    <Stack spacing={2}>
      {mainUser && (
        <Link component={RouterLink} to="/manageorgs">
          {t('BACK')}
        </Link>
      )}
      {saved && (
        <Alert severity="success" onClose={() => setSaved(false)}>
          {m('UPDATED')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        {editing ? (
          <OrganisationEditForm
            org={org}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        ) : (
          <Stack spacing={2}>
            <FieldGrid>
              <Field label={t('NAME')}>{org.name}</Field>
              <Field label={t('CLIENT_ID')}>{org.clientId}</Field>
              <Field label={t('EMAIL')}>{org.email}</Field>
              <Field label={t('START_DATE')}>{formatDate(org.startDate)}</Field>
              <Field label={t('EXPIRY_DATE')}>{formatDate(org.expiryDate)}</Field>
              <Field label={t('ACTIVATION_KEY')}>
                <CopyableKey
                  text={org.activationKey}
                  shown={org.activationKey.slice(0, ACTIVATION_KEY_SHOWN)}
                  label={t('ACTIVATION_KEY')}
                />
              </Field>
            </FieldGrid>
            <Field label={t('DESCRIPTION')}>{org.description}</Field>
            <Field label={t('PUBLIC_KEY')}>
              <CopyableKey
                text={org.publicKey || undefined}
                shown={org.publicKey || '—'}
                label={t('PUBLIC_KEY')}
                wrap
              />
            </Field>
            {org.subscription && (
              <OrganisationSubscription subscription={org.subscription} users={org.users} />
            )}
            <Typography variant="subtitle1" component="h2">
              {t('MEDIA')}
            </Typography>
            {org.media.length === 0 ? (
              <Typography color="text.secondary">{t('NO_MEDIA')}</Typography>
            ) : (
              <Box
                component="table"
                sx={{
                  borderCollapse: 'collapse',
                  width: '100%',
                  '& td, & th': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider' },
                }}
              >
                <thead>
                  <tr>
                    <th>{t('MEDIA_TYPE')}</th>
                    <th>{t('MEDIA_STATUS')}</th>
                    <th>{t('QR_CODE')}</th>
                    <th>{t('MOBILE')}</th>
                  </tr>
                </thead>
                <tbody>
                  {org.media.map((row) => (
                    <tr key={row.id}>
                      <td>{row.mediaType}</td>
                      <td>{row.mediaStatus === 'On' ? t('ON') : t('OFF')}</td>
                      <td style={{ overflowWrap: 'anywhere' }}>{row.qrCode}</td>
                      <td>{row.mobile}</td>
                    </tr>
                  ))}
                </tbody>
              </Box>
            )}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {mayOrg(session, 'editOrganisation') && org.status === 'Active' && (
                <Button variant="contained" onClick={() => setEditing(true)}>
                  {t('EDIT')}
                </Button>
              )}
              {mayDelete && (
                <Button variant="outlined" color="error" onClick={() => remove.ask({ ids: [org.id] })}>
                  {t('DELETE')}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </Paper>
      <Tabs value={tab} onChange={(_, v: TabId) => setTab(v)} variant="scrollable" allowScrollButtonsMobile>
        {tabs.map((x) => (
          <Tab key={x.id} value={x.id} label={x.label} />
        ))}
      </Tabs>
      {tab === 'users' && <UsersTab org={org} />}
      {tab === 'functions' && <OrgFunctionsTab orgId={org.id} />}
      {tab === 'groups' && <OrgGroupsTab orgId={org.id} />}
      {tab === 'da' && <DaSettingsTab orgId={org.id} editable={mayOrg(session, 'editOrganisation')} />}
      <ConfirmDialog {...remove.dialog} />
    </Stack>
  );
}

/** A key in monospace (`shown`: as much of it as the page shows), with Copy unless `text` is undefined. */
function CopyableKey(props: { text?: string; shown: string; label: string; wrap?: boolean }) {
  const t = useLabels('ORG_DE');
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <Typography sx={{ fontFamily: 'monospace', ...(props.wrap && { overflowWrap: 'anywhere' }) }}>
        {props.shown}
      </Typography>
      {props.text !== undefined && (
        <CopyButton text={props.text} label={`${t('COPY')} ${props.label}`} copiedLabel={t('COPIED')} />
      )}
    </Stack>
  );
}
