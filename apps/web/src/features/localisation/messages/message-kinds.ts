import { errorSaveInput, labelSaveInput, type ExportKind } from '@console/contract';

/** A Flexy messages screen: its captions, its calls' area (also its export kind), code field and form. */
function messageKind<const S extends string, const A extends ExportKind, const C extends string, F>(
  screen: S,
  area: A,
  codeField: C,
  formSchema: F,
) {
  return { screen, area, codeField, exportKind: area, formSchema } as const;
}

/** What differs between Flexy Labels and Flexy Errors. */
export const LABEL_KIND = messageKind(
  'FLEXY_LABEL',
  'labels',
  'labelCode',
  labelSaveInput.omit({ ownerId: true }),
);

export const ERROR_KIND = messageKind(
  'FLEXY_ERROR',
  'errors',
  'errorCode',
  errorSaveInput.omit({ ownerId: true }),
);

export type MessageKind = typeof LABEL_KIND | typeof ERROR_KIND;
