import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView, renderMarkdown } from './markdown-view';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and links', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** text\n\n- one\n- two\n\n[docs](https://example.com/docs)',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('href="https://example.com/docs"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src="x.png" onerror="alert(2)">',
        '<a href="javascript:alert(3)" onclick="alert(4)">click</a>',
        '[md link](javascript:alert(5))',
        '<svg onload="alert(6)"><script>alert(7)</script></svg>',
        '<iframe src="https://evil.example"></iframe>',
        '<div style="position:fixed" onmouseover="alert(8)">styled</div>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/<iframe/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).toContain('x.png');
    expect(html).toContain('click');
  });
});

describe('MarkdownView', () => {
  it('shows the rendered text and nothing executable in the page', () => {
    const { container } = render(
      <MarkdownView source={'## Usage\n\n<img src="a.png" onerror="window.hacked=1">'} />,
    );
    expect(screen.getByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.getAttribute('onerror')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows the empty text when there is nothing to show', () => {
    render(<MarkdownView source="   " emptyText="No description" />);
    expect(screen.getByText('No description')).toBeInTheDocument();
  });
});
