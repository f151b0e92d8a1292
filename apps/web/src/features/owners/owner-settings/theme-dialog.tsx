import { useState } from 'react';
import { Alert, Box, Dialog, DialogContent, DialogTitle, Divider, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { PM_ONLY_FIELDS, type LogoField, type OwnerSettings } from '@console/contract';
import { releasePendingImage, type PendingImage } from '../../../components/image-upload-field';
import { CancelActions } from '../../../components/crud/form-dialog';
import { SaveButton } from '../../../components/crud/save-button';
import { SuccessDialog } from '../../../components/crud/success-dialog';
import { applyServerError } from '../../../lib/forms';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useSaveOwnerSettings } from '../api/save-owner-settings';
import { useIsPmStaff } from './permissions';
import { ThemeColoursSection } from './theme-colours-section';
import {
  isFormField,
  themeFormSchema,
  toFormValues,
  type ThemeFormOutput,
  type ThemeFormValues,
} from './theme-form';
import { ThemeLogosSection, type PendingLogos } from './theme-logos-section';
import { ThemeSettingsSection } from './theme-settings-section';

interface ThemeDialogProps {
  settings: OwnerSettings;
  onClose: () => void;
}

const PM_ONLY = new Set<string>(PM_ONLY_FIELDS);

/** Edit Theme: logos, colours and settings, stored by one Save (chosen logos are uploaded first). */
export function ThemeDialog({ settings, onClose }: ThemeDialogProps) {
  const t = useLabels('OWNER_SET');
  const m = useMessages('OWNER_SET');
  const isPm = useIsPmStaff();
  const save = useSaveOwnerSettings();
  const [pending, setPending] = useState<PendingLogos>({});
  /** Logos whose chosen file is still being checked: Save waits for them. */
  const [checking, setChecking] = useState<ReadonlySet<LogoField>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ThemeFormValues, unknown, ThemeFormOutput>({
    resolver: zodResolver(themeFormSchema),
    defaultValues: toFormValues(settings),
  });
  const visible = (field: string) => isPm || !PM_ONLY.has(field);
  const busy = save.isPending;

  const setPendingLogo = (field: LogoField, next: PendingImage | null) =>
    setPending(({ [field]: _old, ...rest }) => (next ? { ...rest, [field]: next } : rest));
  const setLogoChecking = (field: LogoField, on: boolean) =>
    setChecking((old) => {
      if (old.has(field) === on) return old;
      const next = new Set(old);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });
  const close = () => {
    Object.values(pending).forEach(releasePendingImage);
    onClose();
  };

  const onValid = async (values: ThemeFormOutput) => {
    setAlert(null);
    const files: Partial<Record<LogoField, File>> = {};
    for (const [field, image] of Object.entries(pending) as [LogoField, PendingImage][])
      files[field] = image.file;
    const onUploaded = (field: LogoField, url: string) => {
      form.setValue(field, url);
      releasePendingImage(pending[field]);
      setPendingLogo(field, null);
    };
    try {
      await save.mutateAsync({ values, files, onUploaded });
      setSaved(true);
    } catch (error) {
      const fields = (field: string) => isFormField(field) && visible(field);
      setAlert(applyServerError(error, form.setError, { fields, messageOf: m.of }).banner);
    }
  };
  const onInvalid = (errors: FieldErrors<ThemeFormValues>) => {
    const hidden = Object.entries(errors).filter(([field]) => !visible(field));
    setAlert(hidden.length ? hidden.map(([field, e]) => `${field}: ${e?.message ?? ''}`).join('; ') : null);
  };

  if (saved) return <SuccessDialog open message={m('UPDATED')} doneLabel={t('DONE')} onDone={close} />;

  return (
    <Dialog
      open
      maxWidth="md"
      fullWidth
      onClose={busy ? undefined : close}
      aria-labelledby="theme-dialog-title"
    >
      <DialogTitle id="theme-dialog-title">{t('THEME_TITLE')}</DialogTitle>
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        >
          <DialogContent dividers>
            <Stack spacing={3}>
              {alert && (
                <Alert severity="error" role="alert" onClose={() => setAlert(null)}>
                  {alert}
                </Alert>
              )}
              <ThemeLogosSection
                pending={pending}
                onPendingChange={setPendingLogo}
                onCheckingChange={setLogoChecking}
                disabled={busy}
              />
              <Divider />
              <ThemeColoursSection disabled={busy} />
              <Divider />
              <ThemeSettingsSection showPmFields={isPm} disabled={busy} />
            </Stack>
          </DialogContent>
          <CancelActions label={t('CANCEL')} onCancel={close} busy={busy}>
            <SaveButton
              busy={busy}
              disabled={checking.size > 0}
              labels={{ save: t('SAVE'), saving: t('SAVING') }}
            />
          </CancelActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
