/** 002 section 5: codes are upper case and hold no spaces. */
export const toCode = (text: string) => text.toUpperCase().replace(/\s+/g, '');

/** 002 section 5: an order number holds digits and at most one dot. */
export function toOrder(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}
