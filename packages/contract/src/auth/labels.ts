import { defineScreens } from '../common/screens';

/** The sign-in screen. */
export const AUTH_SCREENS = defineScreens({
  LOGIN: {
    name: 'Login',
    labels: {
      TITLE: 'Sign in to the console',
      CLIENT_ID: 'Client ID',
      USER_NAME: 'User Name',
      PASSWORD: 'Password',
      SHOW_PASSWORD: 'Show password',
      HIDE_PASSWORD: 'Hide password',
      LOGIN: 'Login',
      INVALID: 'Invalid Org ID or Username or Password',
      CLIENT_ID_REQ: 'Client ID is required',
      NAME_REQ: 'Name is required',
      PASSWORD_REQ: 'Password is required',
      LOCKED: 'Too many failed attempts. Try again in {minutes} minutes.',
    },
    errors: {
      INVALID_CREDENTIALS: 'Invalid Org ID or Username or Password',
      TOO_MANY_ATTEMPTS: 'Too many failed attempts. Try again in {minutes} minutes.',
    },
  },
});
