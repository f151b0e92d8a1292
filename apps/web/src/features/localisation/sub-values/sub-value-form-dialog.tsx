import { Typography } from '@mui/material';
import type { z } from 'zod';
import { subValueSaveInput, type SubValueRow } from '@console/contract';
import { RecordFormDialog } from '../../../components/crud/record-form-dialog';
import { FormFields } from '../../../components/form-fields';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { codeOrderFields } from '../fields/code-order-fields';
import { TranslationsField } from '../fields/translations-field';
import { useValidationResolver } from '../fields/validation-messages';

const formSchema = subValueSaveInput.omit({ ownerId: true });
type SubValueFormValues = z.input<typeof formSchema>;

interface SubValueFormDialogProps {
  parentId: number;
  /** The row to edit (it carries its translations); null for 'New Flexy Value - Sub List'. */
  row: SubValueRow | null;
  /** Closed; after a save, with the value the sub-value now hangs under (the owner's copy of a platform value). */
  onClose: (savedParentId?: number) => void;
}

/** 'New Flexy Value - Sub List' or 'Edit and Update Flexy Value Sub List': Basic info and translations. */
export function SubValueFormDialog({ parentId, row, onClose }: SubValueFormDialogProps) {
  const t = useLabels('FLEXY_SUBVALUE');
  const m = useMessages('FLEXY_SUBVALUE');
  const resolver = useValidationResolver('FLEXY_SUBVALUE', formSchema);
  const initial: SubValueFormValues = row
    ? {
        id: row.id,
        parentId: row.parentId,
        code: row.code,
        value: row.value,
        orderBy: row.orderBy,
        translations: row.translations,
      }
    : { id: 0, parentId, code: '', value: '', orderBy: '0', translations: [] };
  return (
    <RecordFormDialog
      title={row ? t('EDIT_TITLE') : t('NEW_TITLE')}
      maxWidth="md"
      initial={initial}
      resolver={resolver}
      save="subValues.save"
      invalidates={['codeValues']}
      errors={{ fields: Object.keys(formSchema.shape), messageOf: m.of }}
      labels={{
        cancel: t('CANCEL'),
        submit: row ? t('UPDATE') : t('SAVE'),
        done: t('DONE'),
        loading: t('EDIT_TITLE'),
      }}
      successMessage={() => m(row ? 'UPDATED' : 'CREATED')}
      onClose={() => onClose()}
      onDone={({ output }) => onClose(output.parentId)}
    >
      {({ control }, busy) => (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('BASIC_INFO')}
          </Typography>
          <FormFields
            control={control}
            disabled={busy}
            fields={codeOrderFields<SubValueFormValues>(
              { name: 'code', label: t('CODE') },
              { name: 'orderBy', label: t('ORDERBY') },
              { name: 'value', label: t('VALUE_EN') },
            )}
          />
          <TranslationsField control={control} name="translations" disabled={busy} t={t} />
        </>
      )}
    </RecordFormDialog>
  );
}
