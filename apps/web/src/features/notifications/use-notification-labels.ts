import type { RichTextLabels } from '../../components/rich-text-editor';
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

/** The title, buttons and success message of an add (Cancel, Submit) or edit (Cancel, Update) dialog. */
export function useNoticeForm(created: boolean, titles: { add: NoticeTitle; edit: NoticeTitle }) {
  const t = useLabels('NOTIFICATIONS');
  const m = useMessages('NOTIFICATIONS');
  const title = t(created ? titles.add : titles.edit);
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
    messageOf: m.of,
  };
}
type NoticeTitle = 'ADD_NOTIFICATION' | 'EDIT_NOTIFICATION' | 'ADD_OUTAGE' | 'EDIT_OUTAGE';
