import { useState } from 'react';
import { Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ActivationKeyDetails } from '@console/contract';
import { useErrorDialog } from '../../../components/crud/error-dialog';
import { FormDialogBody } from '../../../components/crud/form-dialog';
import { SuccessDialog } from '../../../components/crud/success-dialog';
import { useFormatDate } from '../../../lib/format';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useCallMutation } from '../../../lib/query';
import { thrownMessage } from '../../../lib/error-text';

/**
 * 'Create Organization And Assign Token' (002 sections 2.9, 4, 5 and 8): the key is read on blur, what
 * it carries is shown to confirm, then the organisation is created and the key used up. A key refused
 * by the server (changed, expired, used) shows the Error dialog with its message.
 */
export function CreateFromKey({ onClose }: { onClose: () => void }) {
  const t = useLabels('ORG_TOKEN');
  const m = useMessages('ORG_TOKEN');
  const formatDate = useFormatDate();
  const verify = useCallMutation('activationKeys.verify', { invalidates: false });
  const create = useCallMutation('activationKeys.createOrganisation', {
    invalidates: ['organisations', 'users'],
  });
  const [key, setKey] = useState('');
  const [required, setRequired] = useState(false);
  const [read, setRead] = useState<{ key: string; details: ActivationKeyDetails; expiresAt: string } | null>(
    null,
  );
  const [confirmed, setConfirmed] = useState(false);
  const failure = useErrorDialog(t('ERROR'), t('OKAY'));
  const [done, setDone] = useState(false);
  const decode = async () => {
    const trimmed = key.trim();
    setRequired(trimmed === '');
    if (!trimmed || read?.key === trimmed || verify.isPending) return;
    setRead(null);
    setConfirmed(false);
    try {
      const answer = await verify.mutateAsync({ activationKey: trimmed });
      setRead({ key: trimmed, ...answer });
    } catch (error) {
      failure.show(thrownMessage(error));
    }
  };
  const submit = async () => {
    if (!read) return void decode();
    try {
      await create.mutateAsync({ activationKey: read.key });
      setDone(true);
    } catch (error) {
      failure.show(thrownMessage(error));
    }
  };
  if (done) return <SuccessDialog open message={m('CREATED')} doneLabel={t('OKAY')} onDone={onClose} />;
  const d = read?.details;
  const rows: Array<[string, string]> = d
    ? [
        [t('ORG_NAME'), d.orgName],
        [t('EMAIL'), d.email],
        [t('PLAN_DURATION'), d.planDuration],
        [t('PLAN_TYPE'), d.planType],
        [t('NO_OF_USERS'), String(d.noOfUsers)],
        d.planType === 'Named Users'
          ? [t('FILE_SIZE'), String(d.fileSize)]
          : [t('NO_OF_CONVERSATION'), String(d.noOfConversation)],
        [t('EXPIRES'), formatDate(read.expiresAt)],
      ]
    : [];
  return (
    <>
      <FormDialogBody
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        onCancel={onClose}
        busy={create.isPending || verify.isPending}
        submitDisabled={!read || !confirmed}
        banner={null}
        cancelLabel={t('CANCEL')}
        submitLabel={t('SUBMIT')}
      >
        <TextField
          label={t('ACTIVATION_KEY')}
          required
          fullWidth
          multiline
          minRows={3}
          maxRows={8}
          value={key}
          onChange={(e) => {
            setKey(e.target.value);
            if (read && e.target.value.trim() !== read.key) setRead(null);
          }}
          onBlur={() => void decode()}
          error={required}
          helperText={required ? m('KEY_REQ') : verify.isPending ? t('DECODING') : undefined}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
        />
        {!read && (
          <Button variant="outlined" onClick={() => void decode()} disabled={verify.isPending}>
            {t('DECODE')}
          </Button>
        )}
        {read && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('DETAILS')}
            </Typography>
            <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
              {rows.map(([label, value]) => (
                <Stack key={label} direction="row" spacing={1}>
                  <Typography component="dt" color="text.secondary" sx={{ minWidth: 170 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                    {value}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          </Paper>
        )}
        {read && (
          <FormControlLabel
            control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
            label={t('CONFIRM')}
          />
        )}
      </FormDialogBody>
      {failure.dialog}
    </>
  );
}
