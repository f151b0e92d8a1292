import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldSpec } from '../../../components/form-fields';
import { decimalInput, upperCodeInput } from '../../../lib/input-filters';

interface NamedField<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
}

/**
 * The fields every localisation form has: code (upper case, no spaces), order number (digits and one
 * dot), and optionally the English value under them (002 section 5).
 */
export function codeOrderFields<T extends FieldValues>(
  code: NamedField<T>,
  order: NamedField<T>,
  value?: NamedField<T>,
): FieldSpec<T>[] {
  return [
    { ...code, width: 'half', required: true, filter: upperCodeInput },
    { ...order, width: 'half', required: true, filter: decimalInput, decimal: true },
    ...(value ? [{ ...value, required: true }] : []),
  ];
}
