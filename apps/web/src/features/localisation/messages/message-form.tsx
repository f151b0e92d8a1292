import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLabels } from '../../../lib/labels';
import { useSession } from '../../../lib/session-store';
import { useFlexyMessage, translatedResolver } from '../shared/flexy-messages';
import { applyServerErrors } from '../shared/server-errors';
import type { MessageKind } from './message-kinds';
import { MessageFormFields } from './message-form-fields';
import type { MessageFormOutput, MessageFormValues } from './message-types';

interface MessageFormProps {
  kind: MessageKind;
  initial: MessageFormValues;
  /** A platform row seen from another owner: saving makes the owner's own copy. */
  inherited: boolean;
  onSaved: (result: 'CREATED' | 'UPDATED') => void;
  onCancel: () => void;
}

const FIELDS = [
  'screenCode',
  'screenName',
  'code',
  'orderNumber',
  'text',
  'description',
  'translations',
  'effectAllOwners',
] as const;

/** The label or error form, validated with the contract's save schema; the whole translation list is saved with it. */
export function MessageForm({ kind, initial, inherited, onSaved, onCancel }: MessageFormProps) {
  const t = useLabels(kind.screen);
  const translate = useFlexyMessage(kind.screen);
  const session = useSession();
  const save = kind.useSave();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<MessageFormValues, unknown, MessageFormOutput>({
    resolver: translatedResolver(zodResolver(kind.formSchema), translate),
    defaultValues: initial,
  });
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await save.mutateAsync(values);
      onSaved(values.id > 0 ? 'UPDATED' : 'CREATED');
    } catch (error) {
      const exists = { codes: kind.exists, message: t('EXISTS') };
      setAlert(
        applyServerErrors(error, form.setError, {
          exists,
          translate,
          fields: FIELDS,
          rename: { [kind.codeField]: 'code' },
        }),
      );
    }
  });
  const superAdmin = Boolean(session?.superUser && session.platformOwner);
  return (
    <form onSubmit={submit} noValidate>
      <DialogContent dividers>
        <Stack spacing={2}>
          {inherited && <Alert severity="info">{t('PLATFORM_HINT')}</Alert>}
          {alert && (
            <Alert severity="error" role="alert">
              {alert}
            </Alert>
          )}
          <MessageFormFields kind={kind} form={form} showEffectAll={superAdmin} disabled={save.isPending} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} disabled={save.isPending}>
          {t('CANCEL')}
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('SAVE')}
        </Button>
      </DialogActions>
    </form>
  );
}
