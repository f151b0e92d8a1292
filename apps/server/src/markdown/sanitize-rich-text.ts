import { richTextSanitizeConfig, richTextWords } from '@console/contract';
import { AppError } from '../http/app-error';
import { loadPurifier } from './sanitize-markdown';

/**
 * Rich text as stored: DOMPurify with the contract's rich-text allow-list, so no script, event handler,
 * style or javascript: URL survives, whichever client sent it. A link keeps only a safe `href` (and
 * opens in a new tab without the opener). A text that holds no words once cleaned answers 400 with
 * `required` on `field`.
 */
export async function sanitizeRichText(html: string, field: string, required: string): Promise<string> {
  const purify = await loadPurifier();
  purify.addHook('afterSanitizeAttributes', markLinks);
  try {
    const cleaned = purify.sanitize(html, richTextSanitizeConfig()).trim();
    if (!richTextWords(cleaned)) throw new AppError('INVALID_INPUT', required, { [field]: [required] });
    return cleaned;
  } finally {
    purify.removeHook('afterSanitizeAttributes');
  }
}

function markLinks(node: Element): void {
  if (node.nodeName !== 'A') return;
  if (node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
    node.removeAttribute('rel');
  }
}
