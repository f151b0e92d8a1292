import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  DialogContentText,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import {
  generatePassword,
  isStrongPassword,
  REGENERATE_COUNTDOWN_SECONDS,
  type UserInfo,
} from '@console/contract';
import { CopyButton } from '../../../components/copy-button';
import { NewPasswordField } from '../../../components/new-password-field';
import { RecordEditDialog } from '../../../components/crud/form-dialog';
import { useFormatDate } from '../../../lib/format';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useCallMutation } from '../../../lib/query';
import { UserFunctionsPanel, UserGroupsPanel } from './user-tag-panels';

/** 002 section 2.11: Edit User with its tabs; Security credentials holds the API key and the password. */
export function EditUserDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('ORG_USERS');
  const formatDate = useFormatDate();
  const [tab, setTab] = useState<'groups' | 'functions' | 'security'>('security');
  return (
    <RecordEditDialog call="users.info" id={id} title={t('EDIT_TITLE')} maxWidth="md" onClose={onClose}>
      {(user) => (
        <>
          <DialogContent dividers>
            <Stack spacing={1} sx={{ mb: 2 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.userName}</Typography>
              <Typography color="text.secondary">
                {t('LAST_ACTIVITY')}: {user.lastActivity ? formatDate(user.lastActivity) : t('NIL')}
              </Typography>
            </Stack>
            <Tabs
              value={tab}
              onChange={(_, v: typeof tab) => setTab(v)}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              <Tab value="groups" label={t('USER_GROUPS')} />
              <Tab value="functions" label={t('MANAGE_FUNCTIONS')} />
              <Tab value="security" label={t('SECURITY')} />
            </Tabs>
            <Box sx={{ pt: 2 }}>
              {tab === 'security' && <Security user={user} />}
              {tab === 'groups' && <UserGroupsPanel userId={user.id} />}
              {tab === 'functions' && <UserFunctionsPanel userId={user.id} />}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('CLOSE')}</Button>
          </DialogActions>
        </>
      )}
    </RecordEditDialog>
  );
}

function Security({ user }: { user: UserInfo }) {
  const t = useLabels('ORG_USERS');
  const m = useMessages('ORG_USERS');
  const [asking, setAsking] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const regenerate = useCallMutation('users.regenerateKey');
  const change = useCallMutation('users.changePassword', { invalidates: false });
  const weak = !isStrongPassword(password);
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('API_KEY')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {fresh ?? (user.apiKeyPrefix ? `${user.apiKeyPrefix}…` : t('NO_KEY'))}
          </Typography>
          {(fresh ?? user.apiKeyPrefix) && (
            <CopyButton
              text={fresh ?? user.apiKeyPrefix ?? ''}
              label={`${t('COPY')} ${t('API_KEY')}`}
              copiedLabel={t('COPIED')}
            />
          )}
          {user.apiKeyExpired && !fresh && <Chip color="warning" size="small" label={t('KEY_EXPIRED')} />}
          {user.mayRegenerateKey && (
            <Button variant="outlined" onClick={() => setAsking(true)}>
              {t('REGENERATE')}
            </Button>
          )}
        </Stack>
        {fresh && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('KEYS_ONCE')}
          </Alert>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <NewPasswordField
          label={t('NEW_PASSWORD')}
          value={password}
          onChange={setPassword}
          sx={{ flex: 1 }}
        />
        <Button sx={{ mt: 1 }} onClick={() => setPassword(generatePassword())}>
          {t('GENERATE')}
        </Button>
        <Button
          sx={{ mt: 1 }}
          variant="contained"
          disabled={weak || change.isPending}
          onClick={() =>
            change.mutate(
              { id: user.id, password },
              {
                onSuccess: () => {
                  setPassword('');
                  setSaved(m('PASSWORD_CHANGED'));
                },
                onError: (e) => setError(e.message),
              },
            )
          }
        >
          {t('CHANGE_PASSWORD')}
        </Button>
      </Stack>
      {asking && (
        <RegenerateDialog
          busy={regenerate.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            regenerate.mutate(
              { id: user.id },
              {
                onSuccess: (out) => {
                  setFresh(out.apiKey);
                  setSaved(m('KEY_REGENERATED'));
                },
                onError: (e) => setError(e.message),
                onSettled: () => setAsking(false),
              },
            )
          }
        />
      )}
    </Stack>
  );
}

/**
 * 002 section 4: the regenerate confirmation enables its button after a 10-second countdown (mounted
 * only while asked, so each opening counts from 10 again).
 */
export function RegenerateDialog(props: { busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  const t = useLabels('ORG_USERS');
  const [left, setLeft] = useState(REGENERATE_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <Dialog
      open
      onClose={props.onCancel}
      slotProps={{ paper: { sx: { width: 388 } } }}
      aria-labelledby="regenerate-title"
    >
      <DialogTitle id="regenerate-title">{t('REGENERATE')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('REGENERATE_CONFIRM', { n: left })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('CANCEL')}</Button>
        <Button variant="contained" color="error" disabled={left > 0 || props.busy} onClick={props.onConfirm}>
          {left > 0 ? t('COUNTDOWN', { n: left }) : t('REGENERATE_NOW')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
