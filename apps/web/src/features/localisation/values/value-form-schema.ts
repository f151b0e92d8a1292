import type { z } from 'zod';
import { codeValueSaveInput } from '@console/contract';

/** The value form: the contract's save body (the acting owner is added when it is sent). */
export const valueFormSchema = codeValueSaveInput.omit({ ownerId: true });
export type ValueFormValues = z.input<typeof valueFormSchema>;
export type ValueFormOutput = z.output<typeof valueFormSchema>;

export const VALUE_FORM_FIELDS = [
  'code',
  'value',
  'orderBy',
  'iconUrl',
  'pageUrl',
  'linkUrl',
  'attributes',
  'translations',
  'effectAllOwners',
] as const;
