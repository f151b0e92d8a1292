import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { RichTextLabels } from '../../components/rich-text-editor';
import { RichTextField } from '../../components/rich-text-field';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';

/** The rich-text editor's toolbar captions of the notifications screen. */
export function useEditorLabels(): RichTextLabels {
  const t = useLabels('NOTIFICATIONS');
  return {
    bold: t('BOLD'),
    italic: t('ITALIC'),
    bullets: t('BULLETS'),
    link: t('LINK'),
    linkUrl: t('LINK_URL'),
  };
}

/**
 * The RecordFormDialog props of an add (id 0: Cancel, Submit) or edit (Cancel, Update) dialog: title,
 * buttons, success message, the values (of the loaded record when editing) and where errors go.
 */
export function useNoticeForm<R, V>(
  kind: 'NOTIFICATION' | 'OUTAGE',
  id: number,
  info: { data?: R; error: Error | null },
  form: { toValues: (record?: R) => V; fields: object },
) {
  const t = useLabels('NOTIFICATIONS');
  const m = useMessages('NOTIFICATIONS');
  const created = id === 0;
  const title = t(created ? `ADD_${kind}` : `EDIT_${kind}`);
  return {
    title,
    maxWidth: 'md' as const,
    labels: {
      cancel: t('CANCEL'),
      submit: created ? t('SUBMIT') : t('UPDATE'),
      done: t('DONE'),
      loading: title,
    },
    successMessage: () => m(created ? 'ADDED' : 'UPDATED'),
    initial: created ? form.toValues() : info.data ? form.toValues(info.data) : null,
    loadError: info.error,
    errors: { fields: Object.keys(form.fields), messageOf: m.of },
  };
}

/** The required rich-text field of a notice form (its text), with the editor's captions. */
export function NoticeTextField<T extends FieldValues>(props: {
  form: { control: Control<T> };
  name: FieldPath<T>;
  label: string;
  busy: boolean;
}) {
  const editor = useEditorLabels();
  return (
    <RichTextField
      control={props.form.control}
      name={props.name}
      label={props.label}
      labels={editor}
      required
      disabled={props.busy}
    />
  );
}
