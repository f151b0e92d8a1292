import type { Handlers } from '../../http/context';
import { checkCredentials, currentSession, logout, startSession } from './auth.service';

export const authHandlers = {
  'auth.login': {
    prepare: (input, ctx) => checkCredentials(input, ctx),
    run: (input, ctx, checked: { userId: number }) => startSession(input, ctx, checked.userId),
  },
  'auth.logout': (_input, ctx) => logout(ctx),
  'auth.session': async (_input, ctx) => currentSession(ctx),
} satisfies Partial<Handlers>;
