import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanRichText, RichTextView } from './rich-text-view';

const UNSAFE =
  '<p><strong>Bold</strong> <a href="https://status.example">status</a><script>alert(1)</script>' +
  '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' +
  '<span style="color:red" onclick="alert(4)">styled</span><iframe src="https://evil.example"></iframe></p>';

describe('rich text', () => {
  it('keeps bold text and safe links, and removes scripts, handlers, styles and javascript: links', () => {
    const html = cleanRichText(UNSAFE);
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('href="https://status.example"');
    for (const gone of [/<script/i, /\son\w+=/i, /javascript:/i, /style=/i, /<img/i, /<iframe/i, /<span/i])
      expect(html).not.toMatch(gone);
  });

  it('renders the cleaned text with links that open in a new tab without the opener', () => {
    render(<RichTextView html={UNSAFE} />);
    expect(screen.getByText('Bold').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'status' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
  });
});
