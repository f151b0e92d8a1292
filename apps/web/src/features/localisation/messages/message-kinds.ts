import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { errorSaveInput, type ErrorCode, type ExportKind } from '@console/contract';
import type { TableQuery } from '../../../components/crud/table-query';
import { useDeleteErrors } from '../api/delete-errors';
import { useDeleteLabels } from '../api/delete-labels';
import { useErrorInfo } from '../api/get-error';
import { useLabelInfo } from '../api/get-label';
import { useErrorList } from '../api/list-errors';
import { useLabelList } from '../api/list-labels';
import { useSaveError } from '../api/save-error';
import { useSaveLabel } from '../api/save-label';
import {
  messageFormSchema,
  type MessageFormOutput,
  type MessageInfo,
  type MessageRow,
} from './message-types';

/** What differs between Flexy Labels and Flexy Errors: captions, calls, code field and duplicate answer. */
export interface MessageKind {
  screen: 'FLEXY_LABEL' | 'FLEXY_ERROR';
  codeField: 'labelCode' | 'errorCode';
  exists: ErrorCode[];
  exportKind: ExportKind;
  formSchema: typeof messageFormSchema;
  useList: (query: TableQuery) => UseQueryResult<{ rows: MessageRow[]; total: number }>;
  useInfo: (id: number | null) => UseQueryResult<MessageInfo>;
  useSave: () => UseMutationResult<{ message: string; id: number }, Error, MessageFormOutput>;
  useDelete: () => UseMutationResult<unknown, Error, number[]>;
}

export const LABEL_KIND: MessageKind = {
  screen: 'FLEXY_LABEL',
  codeField: 'labelCode',
  exists: ['LABEL_CODE_EXIST'],
  exportKind: 'labels',
  formSchema: messageFormSchema,
  useList: useLabelList,
  useInfo: useLabelInfo,
  useSave: useSaveLabel,
  useDelete: useDeleteLabels,
};

export const ERROR_KIND: MessageKind = {
  screen: 'FLEXY_ERROR',
  codeField: 'errorCode',
  exists: ['ERROR_CODE_EXIST'],
  exportKind: 'errors',
  formSchema: errorSaveInput
    .omit({ errorCode: true, ownerId: true })
    .extend({ code: errorSaveInput.shape.errorCode }),
  useList: useErrorList,
  useInfo: useErrorInfo,
  useSave: useSaveError,
  useDelete: useDeleteErrors,
};
