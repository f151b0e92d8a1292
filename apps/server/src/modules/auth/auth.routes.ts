import type { Handlers } from '../../http/context';
import { currentSession, login, logout } from './auth.service';

export const authHandlers = {
  'auth.login': (input, ctx) => login(input, ctx),
  'auth.logout': (_input, ctx) => logout(ctx),
  'auth.session': async (_input, ctx) => currentSession(ctx),
} satisfies Partial<Handlers>;
