import type { ErrorCode } from '@console/contract';
import { ApiError } from './api-client';

/** A failed call's text: the screen's message for its error code ('Group name exist!' ...), else the server's. */
export const errorText = (e: Error, messageOf: (code: ErrorCode) => string | undefined): string =>
  (e instanceof ApiError && messageOf(e.code)) || e.message;

/** Whatever a call or a read threw, as text: an Error's message, else the value itself. */
export const thrownMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
