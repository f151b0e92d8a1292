import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useForm } from 'react-hook-form';
import { SuccessDialog } from '../../../components/crud/success-dialog';
import { useServerErrors } from '../../../lib/forms';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useCallMutation } from '../../../lib/query';
import {
  ADD_OWNER_FIELDS,
  addOwnerResolver,
  EMPTY_OWNER,
  toAddOwnerInput,
  type AddOwnerForm,
} from './add-owner-form';
import { AddOwnerFields } from './add-owner-fields';

/** 001 section 2.6: Add Owner, then the success dialog. */
export function AddOwnerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useLabels('OWN_LIST');
  const m = useMessages('OWN_LIST');
  const create = useCallMutation('owners.create', { scoped: false });
  // The client id the new owner's administrator signs in with (derived from the name when left empty).
  const [done, setDone] = useState<{ clientId: string } | null>(null);
  const form = useForm<AddOwnerForm>({
    resolver: addOwnerResolver,
    mode: 'onChange',
    defaultValues: EMPTY_OWNER,
  });
  const errors = useServerErrors(form.setError, {
    fields: ADD_OWNER_FIELDS,
    messageOf: m.of,
  });
  const close = () => {
    form.reset(EMPTY_OWNER);
    create.reset();
    errors.clear();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    try {
      setDone(await create.mutateAsync(toAddOwnerInput(values)));
    } catch (error) {
      errors.fail(error);
    }
  });

  return (
    <>
      <Dialog
        open={open && done === null}
        onClose={close}
        maxWidth="md"
        fullWidth
        aria-labelledby="add-owner-title"
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id="add-owner-title">{t('DIALOG_TITLE')}</DialogTitle>
          <DialogContent dividers>
            {errors.banner && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {errors.banner}
              </Alert>
            )}
            <AddOwnerFields form={form} open={open} />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('CANCEL')}</Button>
            <Button type="submit" variant="contained" disabled={!form.formState.isValid || create.isPending}>
              {t('ADD')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <SuccessDialog
        open={done !== null}
        title={m('CREATED')}
        message={m('CLIENT_ID_GIVEN', { clientId: done?.clientId ?? '' })}
        doneLabel={t('DONE')}
        onDone={() => {
          setDone(null);
          close();
        }}
      />
    </>
  );
}
