import type { CallOutput } from '@console/contract';
import { useAddEditForm } from '../../components/crud/use-add-edit-form';
import type { RichTextLabels } from '../../components/rich-text-editor';
import { RichTextField } from '../../components/rich-text-field';
import type { BoundField } from '../../components/use-form-field';
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
 * The RecordFormDialog props of a notification's or an outage's add (id 0: Cancel, Submit) or edit
 * (Cancel, Update) dialog (`useAddEditForm`, with the screen's Added text).
 */
export function useNoticeForm<N extends 'notifications.info' | 'outages.info', V>(
  kind: 'NOTIFICATION' | 'OUTAGE',
  call: N,
  id: number,
  form: { toValues: (record?: CallOutput<N>) => V; fields: object },
) {
  const t = useLabels('NOTIFICATIONS');
  const m = useMessages('NOTIFICATIONS');
  const { dialog } = useAddEditForm(call, id, form.toValues, {
    t,
    m,
    title: [t(`ADD_${kind}`), t(`EDIT_${kind}`)],
    fields: Object.keys(form.fields),
    success: [m('ADDED'), m('UPDATED')],
  });
  return { ...dialog, maxWidth: 'md' as const };
}

/** The required rich-text field of a notice form (its text), with the editor's captions. */
export function NoticeTextField(props: BoundField & { label: string }) {
  const editor = useEditorLabels();
  return <RichTextField {...props} labels={editor} required />;
}
