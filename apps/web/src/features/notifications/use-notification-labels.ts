import type { RichTextLabels } from '../../components/rich-text-editor';
import { useLabels } from '../../lib/labels';

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
