import { useMemo } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { MARKDOWN_OPTIONS, markdownSanitizeConfig } from '@console/contract';

// Links written in markdown open in a new tab and never hand the console's window to the target.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Markdown as safe HTML: marked renders it, DOMPurify removes scripts, event handlers, javascript:
 * URLs, forms and embedded frames, so text written by any owner can be shown to anyone.
 */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { ...MARKDOWN_OPTIONS, async: false });
  // The allow-list the server also cleans saved markdown with (contract: MARKDOWN_SANITIZE).
  return DOMPurify.sanitize(html, markdownSanitizeConfig());
}

/** How rendered markdown and rich text look: compact headings, wrapped words, code on grey. */
export const proseSx: SxProps<Theme> = {
  typography: 'body2',
  overflowWrap: 'anywhere',
  // Rendered HTML keeps its own line breaks; an inherited pre-wrap would add blank lines between blocks.
  whiteSpace: 'normal',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& h1, & h2, & h3, & h4': { mt: 2, mb: 1, lineHeight: 1.3 },
  '& h1': { fontSize: '1.4rem' },
  '& h2': { fontSize: '1.2rem' },
  '& h3, & h4': { fontSize: '1.05rem' },
  '& p, & ul, & ol, & pre, & blockquote, & table': { my: 1 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%' },
  '& code': { fontFamily: 'monospace', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5 },
  '& pre': { bgcolor: 'grey.100', p: 1.5, borderRadius: 1, overflowX: 'auto', whiteSpace: 'pre' },
  '& pre code': { p: 0 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
};

interface MarkdownViewProps {
  source: string | null | undefined;
  /** Shown (greyed) when there is no text. */
  emptyText?: string;
  sx?: SxProps<Theme>;
}

/** Renders markdown read-only and safely (see renderMarkdown). */
export function MarkdownView({ source, emptyText = '', sx }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(source ?? ''), [source]);
  if (!source?.trim()) {
    return (
      <Box sx={[{ typography: 'body2', color: 'text.secondary' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {emptyText}
      </Box>
    );
  }
  return (
    <Box
      className="markdown-view"
      sx={[proseSx, ...(Array.isArray(sx) ? sx : [sx])]}
      // Sanitised by DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
