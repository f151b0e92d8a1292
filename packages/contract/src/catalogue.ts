import type { z } from 'zod';
import { authCalls } from './auth/auth.calls';
import { filesCalls } from './files/files.calls';
import { localisationCalls } from './localisation/localisation.calls';
import { microservicesCalls } from './microservices/microservices.calls';
import { ownersCalls } from './owners/owners.calls';

/** Every call the console makes, by name. */
export const CALLS = {
  ...authCalls,
  ...ownersCalls,
  ...localisationCalls,
  ...filesCalls,
  ...microservicesCalls,
};

export type Calls = typeof CALLS;
export type CallName = keyof Calls;
export type CallInput<N extends CallName> = z.input<Calls[N]['input']>;
export type CallParsedInput<N extends CallName> = z.output<Calls[N]['input']>;
export type CallOutput<N extends CallName> = z.output<Calls[N]['output']>;
