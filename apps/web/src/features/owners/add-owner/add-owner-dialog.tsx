import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { addOwnerInput, type AddOwnerInput } from '@console/contract';
import { ApiError } from '../../../lib/api-client';
import { useLabels } from '../../../lib/labels';
import { SuccessDialog } from '../../../components/success-dialog';
import { useCreateOwner } from '../api/create-owner';
import { AddOwnerFields } from './add-owner-fields';

export type AddOwnerForm = AddOwnerInput & { functionIds: number[] };

const EMPTY: AddOwnerForm = {
  ownerName: '',
  orgName: '',
  clientId: '',
  email: '',
  adminUserName: '',
  adminPassword: '',
  installationType: 'Modelhub Cloud',
  clusterId: '',
  planDuration: '1 Year',
  planType: 'Named Users',
  noOfUsers: Number.NaN,
  fileSize: Number.NaN,
  noOfConversation: Number.NaN,
  desc: '',
  functionIds: [],
};

/** Empty conditional counts are sent as 0; the schema requires them only for their plan type. */
const toInput = (v: AddOwnerForm): AddOwnerInput => ({
  ...v,
  fileSize: Number.isFinite(v.fileSize) ? v.fileSize : 0,
  noOfConversation: Number.isFinite(v.noOfConversation) ? v.noOfConversation : 0,
});

const zod = zodResolver(addOwnerInput);
/** Validates what will be sent, so the hidden plan count never blocks the form. */
const resolver: Resolver<AddOwnerForm> = (values, context, options) =>
  zod(toInput(values), context, options as never) as ReturnType<Resolver<AddOwnerForm>>;

export function AddOwnerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useLabels('OWN_LIST');
  const create = useCreateOwner();
  const [done, setDone] = useState(false);
  const form = useForm<AddOwnerForm>({
    resolver,
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const close = () => {
    form.reset(EMPTY);
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(toInput(values));
      setDone(true);
    } catch (err) {
      if (!(err instanceof ApiError)) return;
      for (const [field, messages] of Object.entries(err.fieldErrors)) {
        const message = err.code === 'NAME_EXIST' && field === 'ownerName' ? t('OWNER_EXISTS') : messages[0];
        form.setError(field as keyof AddOwnerForm, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });
  const generalError =
    create.error instanceof ApiError && Object.keys(create.error.fieldErrors).length === 0
      ? create.error.message
      : null;

  return (
    <>
      <Dialog open={open && !done} onClose={close} maxWidth="md" fullWidth aria-labelledby="add-owner-title">
        <form onSubmit={submit} noValidate>
          <DialogTitle id="add-owner-title">{t('DIALOG_TITLE')}</DialogTitle>
          <DialogContent dividers>
            {generalError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {generalError}
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
        open={done}
        message={t('SUCCESS')}
        doneLabel={t('DONE')}
        onDone={() => {
          setDone(false);
          close();
        }}
      />
    </>
  );
}
