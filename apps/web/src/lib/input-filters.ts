/** Keeps what a decimal input may hold: digits and one decimal point (prices, bounds, order numbers). */
export function decimalInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot < 0 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

/** 002 section 5: codes are upper case and hold no spaces. */
export const upperCodeInput = (text: string) => text.toUpperCase().replace(/\s+/g, '');
