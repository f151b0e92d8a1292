import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { PROMPT_MESSAGES } from '@console/contract';
import { ConfirmDialog } from '../../components/crud/confirm-dialog';
import { confirmTexts, useConfirmedCall } from '../../components/crud/use-confirmed-call';
import { QueryPending } from '../../components/crud/query-pending';
import { screenPage } from '../../components/crud/screen-page';
import { SuccessDialog } from '../../components/crud/success-dialog';
import { useFormatDate } from '../../lib/format';
import { useLabels } from '../../lib/labels';
import { useScopedQuery } from '../../lib/query';
import { PromptVersions } from './prompt-versions';

/** /prompt: the chat prompt (001 section 2.4), then its earlier versions. */
export const PromptPage = screenPage('PROMPT', () => (
  <Stack spacing={3}>
    <CurrentPrompt />
    <PromptVersions />
  </Stack>
));

/** The prompt as text; Edit makes it an editor; Save asks the spec's warning, then Success with Done. */
function CurrentPrompt() {
  const t = useLabels('PROMPT');
  const formatDate = useFormatDate();
  const prompt = useScopedQuery('prompt.current', {});
  const [draft, setDraft] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const save = useConfirmedCall('prompt.save', {
    texts: confirmTexts(t, t('CONFIRM_TITLE'), t('WARNING'), t('SAVE')),
    invalidates: ['promptVersions'],
    onSuccess: () => {
      setDraft(null);
      setDone(true);
    },
  });
  if (prompt.error || !prompt.data) return <QueryPending error={prompt.error} t={t} />;
  const current = prompt.data.current;
  const empty = draft !== null && draft.trim() === '';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('CURRENT')}
        </Typography>
        {draft === null ? (
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            onClick={() => setDraft(current?.promptText ?? '')}
          >
            {t('EDIT')}
          </Button>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setDraft(null)}>{t('CANCEL')}</Button>
            <Button
              variant="contained"
              disabled={empty}
              onClick={() => save.ask({ promptText: draft ?? '' })}
            >
              {t('SAVE')}
            </Button>
          </Stack>
        )}
      </Stack>
      {save.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {save.error.message}
        </Alert>
      )}
      {draft === null ? (
        <>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{current?.promptText ?? t('NO_PROMPT')}</Typography>
          {current && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {current.createdBy} · {formatDate(current.dateCreated)}
            </Typography>
          )}
        </>
      ) : (
        <Box>
          <TextField
            label={t('PROMPT')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            multiline
            minRows={6}
            fullWidth
            autoFocus
            error={empty}
            helperText={empty ? PROMPT_MESSAGES.PROMPT_REQ : undefined}
          />
        </Box>
      )}
      <ConfirmDialog {...save.dialog} />
      <SuccessDialog
        open={done}
        title={t('SUCCESS')}
        message={PROMPT_MESSAGES.UPDATED}
        doneLabel={t('DONE')}
        onDone={() => setDone(false)}
      />
    </Paper>
  );
}
