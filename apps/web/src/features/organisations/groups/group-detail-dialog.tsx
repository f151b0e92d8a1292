import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { mayOrg, type FunctionBrief, type GroupInfo } from '@console/contract';
import { ChipList } from '../../../components/chip-list';
import { CentredSpinner } from '../../../components/crud/centred-spinner';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useCallMutation, useRecordQuery, useScopedQuery } from '../../../lib/query';
import { useSession } from '../../../lib/session-store';
import { errorText } from '../../../lib/error-text';
import { TagPicker } from '../../../components/tag-picker';

interface Draft {
  name: string;
  description: string;
  functions: FunctionBrief[];
  members: Array<{ id: number; name: string }>;
}

const draftOf = (g: GroupInfo): Draft => ({
  name: g.name,
  description: g.description,
  functions: g.functions,
  members: g.memberList.map((u) => ({ id: u.id, name: u.userName })),
});

/**
 * 002 section 2.12: a group's detail with its Functions and Members tabs; Edit, then Cancel (the
 * original values back) or Save.
 */
export function GroupDetailDialog({
  id,
  orgId,
  onClose,
}: {
  id: number;
  orgId: number;
  onClose: () => void;
}) {
  const t = useLabels('ORG_GROUPS');
  const m = useMessages('ORG_GROUPS');
  const session = useSession();
  const info = useRecordQuery('groups.info', id);
  const [tab, setTab] = useState<'functions' | 'members'>('functions');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useCallMutation('groups.save', { invalidates: ['users'] });
  const choices = useScopedQuery('groups.choices', { orgId }, { enabled: draft !== null });
  const g = info.data;
  const mayEdit = mayOrg(session, 'editGroups');
  const mayFunctions = mayOrg(session, 'groupFunctions');
  const shown = draft ?? (g ? draftOf(g) : null);
  const submit = () => {
    if (!draft || !g) return;
    setError(null);
    save.mutate(
      {
        id: g.id,
        orgId,
        name: draft.name,
        description: draft.description,
        functionIds: draft.functions.map((f) => f.id),
        memberIds: draft.members.map((u) => u.id),
      },
      {
        onSuccess: () => {
          setDraft(null);
          setSaved(true);
        },
        onError: (e) => setError(errorText(e, m.of)),
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 720, maxWidth: '100%' } } }}
      aria-labelledby="group-detail-title"
    >
      <DialogTitle id="group-detail-title">
        {t('GROUP_DETAILS')}
        {g && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {g.name}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {info.error && <Alert severity="error">{info.error.message}</Alert>}
        {info.isLoading && <CentredSpinner label={t('GROUP_DETAILS')} />}
        {saved && (
          <Alert severity="success" onClose={() => setSaved(false)} sx={{ mb: 2 }}>
            {m('UPDATED')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {shown && (
          <Stack spacing={2}>
            {draft ? (
              <>
                <TextField
                  label={t('GROUP_NAME')}
                  required
                  value={draft.name}
                  onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                  error={!draft.name.trim() || draft.name.trim().length > 20}
                  helperText={
                    !draft.name.trim() ? t('REQUIRED') : draft.name.trim().length > 20 ? t('NAME_MAX') : ' '
                  }
                />
                <TextField
                  label={t('DESCRIPTION')}
                  multiline
                  minRows={2}
                  value={draft.description}
                  onChange={(e) => setDraft({ ...draft, description: e.target.value })}
                />
              </>
            ) : (
              <Typography color="text.secondary">{shown.description || '—'}</Typography>
            )}
            <Tabs value={tab} onChange={(_, v: typeof tab) => setTab(v)}>
              <Tab value="functions" label={`${t('TAB_FUNCTIONS')} (${shown.functions.length})`} />
              <Tab value="members" label={`${t('TAB_MEMBERS')} (${shown.members.length})`} />
            </Tabs>
            <Box>
              {tab === 'functions' &&
                (draft && mayFunctions ? (
                  <TagPicker
                    label={t('ADD_FUNCTION')}
                    options={choices.data?.functions ?? []}
                    value={draft.functions}
                    onChange={(functions) => setDraft({ ...draft, functions })}
                    loading={choices.isFetching}
                    noOptionsText={t('NO_FUNCTIONS')}
                  />
                ) : (
                  <ChipList items={shown.functions.map(asChip)} empty={t('NO_FUNCTIONS')} />
                ))}
              {tab === 'members' &&
                (draft ? (
                  <TagPicker
                    label={t('ADD_MEMBER')}
                    options={(choices.data?.members ?? []).map((u) => ({ id: u.id, name: u.userName }))}
                    value={draft.members}
                    onChange={(members) => setDraft({ ...draft, members })}
                    loading={choices.isFetching}
                    noOptionsText={t('NO_MEMBERS')}
                  />
                ) : (
                  <ChipList items={shown.members.map(asChip)} empty={t('NO_MEMBERS')} />
                ))}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {draft ? (
          <>
            <Button onClick={() => setDraft(null)}>{t('CANCEL')}</Button>
            <Button
              variant="contained"
              disabled={save.isPending || !draft.name.trim() || draft.name.trim().length > 20}
              onClick={submit}
            >
              {t('SAVE')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('CLOSE')}</Button>
            {mayEdit && g && (
              <Button
                variant="contained"
                onClick={() => {
                  setSaved(false);
                  setDraft(draftOf(g));
                }}
              >
                {t('EDIT')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

const asChip = (x: { id: number; name: string }) => ({ key: x.id, label: x.name });
