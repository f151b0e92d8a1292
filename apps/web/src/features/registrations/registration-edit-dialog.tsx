import { Button, DialogContent, Divider, Stack, Typography } from '@mui/material';
import type { RegistrationInfo } from '@console/contract';
import { CancelActions, RecordEditDialog } from '../../components/crud/form-dialog';
import { useLabels } from '../../lib/labels';
import { useScopedQuery } from '../../lib/query';
import { useRegistrationForm } from './registration-form';
import { ApiPanel, DetailsPanel, DocsPanel } from './registration-panels';
import { SaveDialogs } from './registration-dialogs';
import { useSubmitRegistration } from './use-submit-registration';
import { useStepChecks } from './registration-wizard';

/** Edit: the three panels of the wizard in one dialog, with Cancel and Save (002 section 2.8). */
export function RegistrationEditDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('REG_MS');
  return (
    <RecordEditDialog
      call="registrations.info"
      id={id}
      title={t('EDIT_TITLE')}
      maxWidth="md"
      onClose={onClose}
    >
      {(record) => <EditForm record={record} onClose={onClose} />}
    </RecordEditDialog>
  );
}

function EditForm({ record, onClose }: { record: RegistrationInfo; onClose: () => void }) {
  const t = useLabels('REG_MS');
  const reg = useRegistrationForm(record);
  const limits = useScopedQuery('registrations.limits', {}).data;
  const submitter = useSubmitRegistration(reg);
  const { checks, endpointMissing } = useStepChecks(reg, limits);
  const busy = submitter.busy;
  const save = async () => {
    const results = [];
    for (const check of checks) results.push(await check());
    if (results.every(Boolean)) await submitter.submit(reg.form.getValues());
  };
  const panel = (title: string, body: React.ReactNode) => (
    <section aria-label={title}>
      <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {body}
    </section>
  );
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3} divider={<Divider />}>
          {panel(t('STEP_DETAILS'), <DetailsPanel reg={reg} disabled={busy} limits={limits} />)}
          {panel(
            t('STEP_API'),
            <ApiPanel
              reg={reg}
              disabled={busy}
              teamspaceCode={record.teamspaceCode}
              locked
              endpointMissing={endpointMissing}
            />,
          )}
          {panel(
            t('STEP_DOCS'),
            <DocsPanel
              reg={reg}
              disabled={busy}
              names={{ model: record.modelImageName, docs: record.docsYamlName }}
            />,
          )}
        </Stack>
      </DialogContent>
      <CancelActions label={t('CANCEL')} onCancel={onClose} busy={busy}>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('SAVE')}
        </Button>
      </CancelActions>
      <SaveDialogs submitter={submitter} onDone={onClose} />
    </>
  );
}
