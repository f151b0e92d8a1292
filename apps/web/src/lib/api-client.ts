import {
  UPLOAD_FIELD,
  type CallInput,
  type CallName,
  type CallOutput,
  type ErrorBody,
  type ErrorCode,
} from '@console/contract';
import { sessionStore } from './session-store';

/** A failed call, with the contract's error code and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

let onUnauthenticated: () => void = () => {};
/** What to do when a call answers 401 (the app sends the user to /login). */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

// A shape check rather than the contract's zod schema keeps zod out of the login page's bundle.
function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** POST /api/<path> with the session key; a failed answer becomes an ApiError (and 401 signs out). */
async function post(path: string, body: BodyInit, json: boolean, signal?: AbortSignal): Promise<Response> {
  const key = sessionStore.get().session?.userApiKey;
  const headers: Record<string, string> = {};
  if (json) headers['content-type'] = 'application/json';
  if (key) headers['x-api-key'] = key;
  const response = await fetch(`/api/${path}`, { method: 'POST', headers, body, signal });
  if (response.ok) return response;
  throw await failureOf(path, response);
}

async function failureOf(name: string, response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => null);
  const failure = isErrorBody(payload) ? payload.error : null;
  const error = failure
    ? new ApiError(response.status, failure.code, failure.message, failure.fieldErrors)
    : new ApiError(response.status, 'INTERNAL', `The server answered ${response.status}`);
  if (response.status === 401 && name !== 'auth.login') {
    sessionStore.clear();
    onUnauthenticated();
  }
  return error;
}

async function send<T>(name: string, body: BodyInit, json: boolean, signal?: AbortSignal): Promise<T> {
  const response = await post(name, body, json, signal);
  return (await response.json().catch(() => null)) as T;
}

/** POSTs JSON to /api/<path> and answers the file it sends back, with the name the server gave it. */
export async function downloadFile(
  path: string,
  input: unknown,
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await post(path, JSON.stringify(input), true);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename: filename && decodeURIComponent(filename) };
}

/**
 * Calls POST /api/<name> with the session key; typed by the contract's catalogue. `signal` aborts the
 * request (a query no screen shows any more: a search typed over).
 */
export function call<N extends CallName>(
  name: N,
  input: CallInput<N>,
  signal?: AbortSignal,
): Promise<CallOutput<N>> {
  return send<CallOutput<N>>(name, JSON.stringify(input ?? {}), true, signal);
}

/** Uploads one image through files.upload and answers its URL. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const result = await send<CallOutput<'files.upload'>>('files.upload', form, false);
  return result.url;
}

/**
 * Uploads one file to a multipart call (field fileToUpload) and reports the share sent so far as a
 * rounded percentage (XHR's upload progress: fetch has none), then answers the call's output.
 */
export function uploadWithProgress<N extends CallName>(
  name: N,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CallOutput<N>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${name}`);
    const key = sessionStore.get().session?.userApiKey;
    if (key) xhr.setRequestHeader('x-api-key', key);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'content-type': 'application/json' },
      });
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(response.json() as Promise<CallOutput<N>>);
      } else void failureOf(name, response).then(reject);
    };
    xhr.onerror = () => reject(new ApiError(0, 'INTERNAL', 'The upload was interrupted'));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    xhr.send(form);
  });
}
