import type { z } from 'zod';
import { labelSaveInput, type LabelRow, type Translation } from '@console/contract';

/** Labels and errors are the same record with a different code field; the screens show both as `code`. */
export type MessageRow = Omit<LabelRow, 'labelCode'> & { code: string };
export type MessageInfo = MessageRow & { translations: Translation[] };

/** The form of a label or an error: the contract's save body with the code field named `code`. */
export const messageFormSchema = labelSaveInput
  .omit({ labelCode: true, ownerId: true })
  .extend({ code: labelSaveInput.shape.labelCode });
export type MessageFormValues = z.input<typeof messageFormSchema>;
export type MessageFormOutput = z.output<typeof messageFormSchema>;
