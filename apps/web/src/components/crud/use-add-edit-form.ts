import type { CallOutput, ErrorCode } from '@console/contract';
import { useRecordQuery, type RecordCallName } from '../../lib/query';
import type { ScreenLabels } from './crud-table';

type ErrorTexts = { of: (code: ErrorCode) => string | undefined };

/** Submit reads Submit on a new record and Update on an edited one, or one caption (Save) for both. */
type SubmitTexts =
  | { t: ScreenLabels<'CANCEL' | 'DONE' | 'SUBMIT' | 'UPDATE'> }
  | { t: ScreenLabels<'CANCEL' | 'DONE'>; submit: string };

/** The success dialog says the screen's CREATED or UPDATED, or the two texts given. */
type SuccessTexts =
  | { m: ScreenLabels<'CREATED' | 'UPDATED'> & ErrorTexts }
  | { m: ErrorTexts; success: [created: string, updated: string] };

export type AddEditTexts = SubmitTexts &
  SuccessTexts & {
    /** The dialog's title when it adds, and when it edits (also the loading text of an edit). */
    title: [add: string, edit: string];
    /** The form's fields a failed save's field errors go to. */
    fields: string[];
    /** Done's caption (the screen's DONE by default). */
    done?: string;
  };

/** The title and Submit of a screen whose dialog reads ADD_TITLE or EDIT_TITLE and saves with Save either way. */
export const saveTexts = (t: ScreenLabels<'ADD_TITLE' | 'EDIT_TITLE' | 'SAVE'>) => ({
  title: [t('ADD_TITLE'), t('EDIT_TITLE')] as [add: string, edit: string],
  submit: t('SAVE'),
});

/**
 * What an add/edit `RecordFormDialog` derives from its id (0 adds): the edited record read by its info
 * call, the form's first values, the title, the button captions, the success message and where server
 * errors go. Spread `dialog` into the `RecordFormDialog`; `created` and `record` are for the rest.
 */
export function useAddEditForm<N extends RecordCallName, V>(
  call: N,
  id: number,
  toValues: (record?: CallOutput<N>) => V,
  texts: AddEditTexts,
) {
  const info = useRecordQuery(call, id);
  const record = info.data as CallOutput<N> | undefined;
  const created = id === 0;
  const { t, m } = texts;
  const title = created ? texts.title[0] : texts.title[1];
  const submit = 'submit' in texts ? texts.submit : created ? texts.t('SUBMIT') : texts.t('UPDATE');
  const success: [string, string] =
    'success' in texts ? texts.success : [texts.m('CREATED'), texts.m('UPDATED')];
  return {
    created,
    record,
    dialog: {
      title,
      initial: created ? toValues() : record ? toValues(record) : null,
      loadError: info.error,
      errors: { fields: texts.fields, messageOf: m.of },
      labels: { cancel: t('CANCEL'), submit, done: texts.done ?? t('DONE'), loading: title },
      successMessage: () => (created ? success[0] : success[1]),
    },
  };
}
