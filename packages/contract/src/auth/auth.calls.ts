import { defineCalls } from '../common/call';
import { emptyInput, okOutput } from '../common/fields';
import { loginInput, sessionSchema, sessionUserSchema } from './auth.schema';

export const authCalls = {
  ...defineCalls({
    'auth.login': {
      summary: 'Sign in with client id, user name and password; answers a 24-hour session key.',
      permission: 'public',
      mutates: true,
      input: loginInput,
      output: sessionSchema,
    },
    'auth.logout': {
      summary: 'Revoke the session key the call is made with.',
      permission: 'session',
      mutates: true,
      input: emptyInput,
      output: okOutput,
    },
    'auth.session': {
      summary: 'The signed-in user, their owner and access flags (the spec\'s "user access info").',
      permission: 'session',
      mutates: false,
      input: emptyInput,
      output: sessionUserSchema,
    },
  }),
};
