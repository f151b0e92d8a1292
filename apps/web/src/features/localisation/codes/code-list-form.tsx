import { Checkbox, FormControlLabel, Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { codeListSaveInput } from '@console/contract';
import { FormTextField } from '../../../components/form-text-field';
import { useLabels } from '../../../lib/labels';
import { useSession } from '../../../lib/session-store';
import { useSaveCodeList } from '../api/save-code-list';
import { EffectAllField } from '../shared/effect-all-field';
import { toCode } from '../shared/input-filters';
import { FormDialogBody } from '../shared/form-dialog-body';
import { useSaveForm } from '../shared/use-save-form';

export const codeListFormSchema = codeListSaveInput.omit({ ownerId: true });
export type CodeListFormValues = z.input<typeof codeListFormSchema>;
type CodeListFormOutput = z.output<typeof codeListFormSchema>;

const FIELDS = ['code', 'title', 'desc', 'subList', 'effectAllOwners'] as const;

interface CodeListFormProps {
  initial: CodeListFormValues;
  inherited: boolean;
  onSaved: (result: { id: number; created: boolean }) => void;
  onCancel: () => void;
}

/** 002 section 5: code (upper case) and title required; 'Effect All Owners' for the super administrator. */
export function CodeListForm({ initial, inherited, onSaved, onCancel }: CodeListFormProps) {
  const t = useLabels('FLEXY_CODE');
  const session = useSession();
  const save = useSaveCodeList();
  const { form, submit, alert } = useSaveForm<CodeListFormValues, CodeListFormOutput>({
    screen: 'FLEXY_CODE',
    resolver: zodResolver(codeListFormSchema),
    initial,
    save: async (values) => {
      const result = await save.mutateAsync(values);
      onSaved({ id: result.id, created: values.id === 0 });
    },
    errors: { exists: { codes: ['CODE_EXIST'], message: t('EXISTS') }, fields: FIELDS },
  });
  const { control } = form;
  const busy = save.isPending;
  return (
    <FormDialogBody
      onSubmit={submit}
      onCancel={onCancel}
      busy={busy}
      alert={alert}
      hint={inherited ? t('PLATFORM_HINT') : null}
      cancelLabel={t('CANCEL')}
      submitLabel={t('SAVE')}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="code"
            filter={toCode}
            label={t('LIST_CODE')}
            required
            fullWidth
            disabled={busy}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="title"
            label={t('LIST_NAME')}
            required
            fullWidth
            disabled={busy}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="desc"
            label={t('LIST_DESC')}
            fullWidth
            multiline
            minRows={2}
            disabled={busy}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="subList"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value !== 'no'}
                    onChange={(e) => field.onChange(e.target.checked ? 'yes' : 'no')}
                  />
                }
                label={t('SUB_LIST')}
              />
            )}
          />
          {session?.superUser && session.platformOwner && (
            <EffectAllField control={control} name="effectAllOwners" label={t('EFFECT_ALL')} />
          )}
        </Grid>
      </Grid>
    </FormDialogBody>
  );
}
