import { useEffect, useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { mayOrg, type UserAccess } from '@console/contract';
import { ChipList } from '../../../components/chip-list';
import { CentredSpinner } from '../../../components/crud/centred-spinner';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useCallMutation, useScopedQuery } from '../../../lib/query';
import { useConsoleState } from '../../../lib/session-store';
import { TagPicker, type Tag } from '../../../components/tag-picker';

/** 002 section 2.13: the alert after a save shows for 2 seconds. */
const ALERT_MS = 2000;

interface TagPanelProps {
  label: string;
  options: readonly Tag[];
  saved: readonly Tag[];
  /** False: the chips are shown read-only (the caller may not change them). */
  editable: boolean;
  save: (ids: number[]) => Promise<unknown>;
}

/**
 * The tag-selection panel: a dropdown checklist by name, removable chips, Cancel and Save enabled only
 * after an edit, then 'Changes saved!' or 'Error !' for 2 seconds.
 */
function TagPanel({ label, options, saved, editable, save }: TagPanelProps) {
  const t = useLabels('ORG_GROUPS');
  const m = useMessages('ORG_GROUPS');
  const [value, setValue] = useState<readonly Tag[]>(saved);
  const [alert, setAlert] = useState<'ok' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  // A fresh read after a save (or another tab's change) becomes the panel's starting point.
  const [base, setBase] = useState(saved);
  if (base !== saved) {
    setBase(saved);
    setValue(saved);
  }
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  const edited = value.length !== saved.length || value.some((v) => !saved.some((s) => s.id === v.id));
  if (!editable)
    return <ChipList items={saved.map((x) => ({ key: x.id, label: x.name }))} empty={t('NO_ITEMS')} />;
  return (
    <Stack spacing={1.5}>
      {alert && (
        <Alert severity={alert === 'ok' ? 'success' : 'error'} role="status">
          {alert === 'ok' ? m('TAG_SAVED') : m('TAG_SAVE_FAILED')}
        </Alert>
      )}
      <TagPicker
        checklist
        label={label}
        options={options}
        value={value}
        onChange={setValue}
        disabled={busy}
        noOptionsText={t('NO_ITEMS')}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button disabled={!edited || busy} onClick={() => setValue(saved)}>
          {t('CANCEL')}
        </Button>
        <Button
          variant="contained"
          disabled={!edited || busy}
          onClick={() => {
            setBusy(true);
            save(value.map((v) => v.id))
              .then(() => setAlert('ok'))
              .catch(() => setAlert('failed'))
              .finally(() => setBusy(false));
          }}
        >
          {t('SAVE')}
        </Button>
      </Stack>
    </Stack>
  );
}

function useUserAccess(userId: number) {
  return useScopedQuery('users.access', { id: userId });
}

/** The edit-user tab User Groups: the user's groups of their organisation. */
export function UserGroupsPanel({ userId }: { userId: number }) {
  const t = useLabels('ORG_GROUPS');
  const { session } = useConsoleState();
  const access = useUserAccess(userId);
  const save = useCallMutation('users.setGroups', { invalidates: ['groups'] });
  if (!access.data) return <CentredSpinner label={t('USER_GROUPS_PICK')} />;
  return (
    <TagPanel
      label={t('USER_GROUPS_PICK')}
      options={access.data.groupChoices}
      saved={access.data.groups}
      editable={mayOrg(session, 'editUsers')}
      save={(groupIds) => save.mutateAsync({ id: userId, groupIds })}
    />
  );
}

/**
 * The edit-user tab Manage Functions: the functions given to the user directly (main organisations
 * change them), and below them those the user has through groups.
 */
export function UserFunctionsPanel({ userId }: { userId: number }) {
  const t = useLabels('ORG_GROUPS');
  const { session, owner } = useConsoleState();
  const access = useUserAccess(userId);
  const save = useCallMutation('users.setFunctions');
  if (!access.data) return <CentredSpinner label={t('USER_FUNCTIONS_PICK')} />;
  const main = Boolean(owner) || Boolean(session?.orgIsMain);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {t('DIRECT_FUNCTIONS')}
        </Typography>
        <TagPanel
          label={t('USER_FUNCTIONS_PICK')}
          options={access.data.functionChoices}
          saved={access.data.directFunctions}
          editable={main && mayOrg(session, 'editUsers')}
          save={(functionIds) => save.mutateAsync({ id: userId, functionIds })}
        />
      </Box>
      <GroupFunctions access={access.data} />
    </Stack>
  );
}

function GroupFunctions({ access }: { access: UserAccess }) {
  const t = useLabels('ORG_GROUPS');
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('GROUP_FUNCTIONS')}
      </Typography>
      {access.groupFunctions.length ? (
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
          {access.groupFunctions.map((f) => (
            <Chip
              key={f.id}
              variant="outlined"
              label={`${f.name} · ${t('THROUGH', { groups: f.groups.join(', ') })}`}
            />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('NO_ITEMS')}</Typography>
      )}
    </Box>
  );
}
