import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './common/errors';
import { LOCALISATION_MESSAGES } from './localisation/localisation-constants';
import { MICROSERVICE_MESSAGES } from './microservices/microservice-constants';
import { DEFAULT_ERRORS, DEFAULT_LABELS, SCREEN_NAMES, SCREENS } from './screens';

/** Messages that are not the answer to an error code: successes and the console's own texts. */
const NOT_SERVER_CODES = new Set([
  'CREATED',
  'UPDATED',
  'ADDED',
  'ASSIGNED',
  'IMPORTED',
  'DUP_CONFLICT',
  'CLIENT_ID_GIVEN',
  'ASSIGN_SKIPPED',
  'DELETED',
]);

describe('screens', () => {
  it('key the messages of built screens by the error code the server answers', () => {
    const built = [
      'LOGIN',
      'OWN_LIST',
      'OWNER_SET',
      'MIC_SET',
      'LANG_SET',
      'FLEXY_LABEL',
      'FLEXY_ERROR',
    ] as const;
    for (const screen of built)
      for (const code of Object.keys(DEFAULT_ERRORS[screen]).filter((c) => !NOT_SERVER_CODES.has(c)))
        expect(ERROR_CODES, `${screen}.${code}`).toContain(code);
  });

  it('say what the server and the rules say', () => {
    expect(DEFAULT_ERRORS.MIC_SET.NAME_EXIST).toBe(MICROSERVICE_MESSAGES.NAME_EXIST);
    expect(DEFAULT_ERRORS.MIC_SET.DUP_CONFLICT).toBe(MICROSERVICE_MESSAGES.DUP_CONFLICT);
    expect(DEFAULT_ERRORS.FLEXY_LABEL.LABEL_CODE_EXIST).toBe(LOCALISATION_MESSAGES.LABEL_EXISTS);
    expect(DEFAULT_ERRORS.FLEXY_ERROR.ERROR_CODE_EXIST).toBe(LOCALISATION_MESSAGES.ERROR_EXISTS);
    expect(DEFAULT_ERRORS.FLEXY_CODE.CODE_EXIST).toBe(LOCALISATION_MESSAGES.CODE_EXISTS);
    expect(DEFAULT_ERRORS.FLEXY_SUBVALUE.ERROR_CODE_EXIST).toBe(LOCALISATION_MESSAGES.SUB_CODE_EXISTS);
  });

  it('give every screen a name, and its captions and messages under its id', () => {
    for (const id of Object.keys(SCREENS) as Array<keyof typeof SCREENS>) {
      expect(SCREEN_NAMES[id], id).toBe(SCREENS[id].name);
      expect(DEFAULT_LABELS[id], id).toBe(SCREENS[id].labels);
      expect(DEFAULT_ERRORS[id], id).toEqual('errors' in SCREENS[id] ? SCREENS[id].errors : {});
    }
  });
});
