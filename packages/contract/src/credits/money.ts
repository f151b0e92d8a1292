import Decimal from 'decimal.js';

// Money is exact (decision 0180): amounts travel as decimal strings, are added with decimal.js and are
// stored as PostgreSQL numeric(18, 4). No floating point anywhere money is added.

/** At most 14 digits before the point and 4 after, optionally signed: what numeric(18, 4) holds. */
export const MONEY_PATTERN = /^-?\d{1,14}(\.\d{1,4})?$/;

export { Decimal };

/** An exact amount from its text ('12.5') or from a number typed in a form (read through its text). */
export const money = (value: string | number | Decimal): Decimal =>
  new Decimal(typeof value === 'number' ? String(value) : value);

/** The sum of amounts, exactly. */
export const sumOf = (values: ReadonlyArray<string | Decimal>): Decimal =>
  values.reduce<Decimal>((total, v) => total.plus(v), new Decimal(0));

/** An amount as the database keeps it: four decimals. */
export const moneyText = (value: string | number | Decimal): string => money(value).toFixed(4);

/** numeral's '0,0.00' and '0,0.0000' (002 section 9): thousands separated by commas, fixed decimals. */
export function formatAmount(value: string | number | Decimal, decimals: 2 | 4): string {
  const fixed = money(value).toFixed(decimals, Decimal.ROUND_HALF_UP);
  const negative = fixed.startsWith('-');
  const [whole, part] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${part}`;
}

/** A credit, '0,0.00'. */
export const formatCredit = (value: string | number | Decimal): string => formatAmount(value, 2);
/** A balance, '0,0.0000'. */
export const formatBalance = (value: string | number | Decimal): string => formatAmount(value, 4);
