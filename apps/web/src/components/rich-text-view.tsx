import { useMemo } from 'react';
import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { richTextSanitizeConfig } from '@console/contract';
// markdown-view registers the hook that opens links in a new tab without the opener.
import { proseSx } from './markdown-view';

/** Rich text cleaned with the allow-list the server also saved it with (contract: RICH_TEXT_SANITIZE). */
export function cleanRichText(html: string): string {
  return DOMPurify.sanitize(html, richTextSanitizeConfig());
}

/** Rich text (a notification's message, an outage) shown as safe HTML. */
export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => cleanRichText(html), [html]);
  return <Box sx={proseSx} dangerouslySetInnerHTML={{ __html: clean }} />;
}
