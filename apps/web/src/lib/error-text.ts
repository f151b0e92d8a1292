import type { ErrorCode } from '@console/contract';
import { ApiError } from './api-client';

/** A failed call's text: the screen's message for its error code ('Group name exist!' ...), else the server's. */
export const errorText = (e: Error, messageOf: (code: ErrorCode) => string | undefined): string =>
  (e instanceof ApiError && messageOf(e.code)) || e.message;
