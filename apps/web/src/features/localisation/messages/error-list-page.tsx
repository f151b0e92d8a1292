import { ERROR_KIND } from './message-kinds';
import { MessageListPage } from './message-list-page';

/** /error: Localisation - Flexy Errors. */
export function ErrorListPage() {
  return <MessageListPage kind={ERROR_KIND} />;
}
