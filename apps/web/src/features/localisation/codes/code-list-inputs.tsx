import type { z } from 'zod';
import { Checkbox, FormControlLabel } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { codeListSaveInput } from '@console/contract';
import { CheckField } from '../../../components/check-field';
import { FormFields } from '../../../components/form-fields';
import { upperCodeInput } from '../../../lib/input-filters';
import { useLabels } from '../../../lib/labels';
import { useSession } from '../../../lib/session-store';

/** The form's values: the contract's save input without the owner, which the page adds. */
export const codeListFormSchema = codeListSaveInput.omit({ ownerId: true });
export type CodeListFormValues = z.input<typeof codeListFormSchema>;

/** List code (upper case), list name, description, sub-lists; 'Effect All Owners' for the super administrator. */
export function CodeListInputs({
  control,
  disabled,
}: {
  control: Control<CodeListFormValues>;
  disabled: boolean;
}) {
  const t = useLabels('FLEXY_CODE');
  const session = useSession();
  return (
    <FormFields
      control={control}
      disabled={disabled}
      fields={[
        { name: 'code', label: t('LIST_CODE'), width: 'half', required: true, filter: upperCodeInput },
        { name: 'title', label: t('LIST_NAME'), width: 'half', required: true },
        { name: 'desc', label: t('LIST_DESC'), rows: 2 },
        {
          name: 'subList',
          render: () => (
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
          ),
        },
        {
          // 002 section 6: the save applies to every owner (the server allows it to the super administrator).
          name: 'effectAllOwners',
          shown: Boolean(session?.superUser && session.platformOwner),
          render: () => <CheckField control={control} name="effectAllOwners" label={t('EFFECT_ALL')} />,
        },
      ]}
    />
  );
}
