import { z } from 'zod';
import { ORG_MESSAGES } from '@console/contract';

const email = z.email();

/** 002 section 5: what separates e-mails typed into the chips field (comma, Enter or space). */
export const CHIP_SEPARATORS = [',', 'Enter', ' '];

/**
 * Adds the typed text as chips (it may hold several e-mails separated by commas or spaces): each must be
 * a valid e-mail, not already a user (`taken`, lower case) and not already a chip. Answers the chips and
 * the text left in the field with its error, when some of it was refused.
 */
export function addChips(chips: string[], text: string, taken: readonly string[]) {
  const next = [...chips];
  const refused: string[] = [];
  let error: string | null = null;
  for (const raw of text.split(/[\s,;]+/)) {
    const value = raw.trim().toLowerCase();
    if (!value) continue;
    if (!email.safeParse(value).success) {
      refused.push(raw.trim());
      error ??= ORG_MESSAGES.EMAIL_INVALID;
    } else if (taken.includes(value) || next.includes(value)) {
      refused.push(raw.trim());
      error ??= ORG_MESSAGES.USER_EXISTS;
    } else next.push(value);
  }
  return { chips: next, text: refused.join(', '), error };
}
