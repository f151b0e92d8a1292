import {
  ERROR_SORT_FIELDS,
  errorSaveInput,
  LABEL_SORT_FIELDS,
  labelSaveInput,
  type ExportKind,
} from '@console/contract';

/** What differs between Flexy Labels and Flexy Errors: captions, calls, code field and export kind. */
export const LABEL_KIND = {
  screen: 'FLEXY_LABEL',
  area: 'labels',
  codeField: 'labelCode',
  exportKind: 'labels' satisfies ExportKind,
  sortFields: LABEL_SORT_FIELDS,
  formSchema: labelSaveInput.omit({ ownerId: true }),
} as const;

export const ERROR_KIND = {
  screen: 'FLEXY_ERROR',
  area: 'errors',
  codeField: 'errorCode',
  exportKind: 'errors' satisfies ExportKind,
  sortFields: ERROR_SORT_FIELDS,
  formSchema: errorSaveInput.omit({ ownerId: true }),
} as const;

export type MessageKind = typeof LABEL_KIND | typeof ERROR_KIND;
