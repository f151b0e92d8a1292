import { LABEL_KIND } from './message-kinds';
import { MessageListPage } from './message-list-page';

/** /label: Localisation - Flexy Labels. */
export function LabelListPage() {
  return <MessageListPage kind={LABEL_KIND} />;
}
