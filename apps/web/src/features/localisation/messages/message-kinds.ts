import { errorSaveInput, labelSaveInput, type ExportKind } from '@console/contract';

/** What differs between Flexy Labels and Flexy Errors: captions, calls, code field and export kind. */
export const LABEL_KIND = {
  screen: 'FLEXY_LABEL',
  area: 'labels',
  codeField: 'labelCode',
  exportKind: 'labels' satisfies ExportKind,
  formSchema: labelSaveInput.omit({ ownerId: true }),
} as const;

export const ERROR_KIND = {
  screen: 'FLEXY_ERROR',
  area: 'errors',
  codeField: 'errorCode',
  exportKind: 'errors' satisfies ExportKind,
  formSchema: errorSaveInput.omit({ ownerId: true }),
} as const;

export type MessageKind = typeof LABEL_KIND | typeof ERROR_KIND;
