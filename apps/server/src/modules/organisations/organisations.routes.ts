import { areaHandlers } from '../../crud/area-handlers';
import type { Handlers } from '../../http/context';
import {
  createOrg,
  deleteOrgs,
  editOrg,
  emailsInUse,
  getDaSettings,
  listOrgs,
  orgInfo,
  reactivateOrgs,
  saveDaSettings,
} from './organisations.service';
import {
  changePassword,
  createUsers,
  deleteUsers,
  editUser,
  listOrgUsers,
  orgUserLimit,
  reactivateUsers,
  regenerateKey,
  resetPasswords,
  setPasswordByLink,
  userInfo,
} from './users.service';

export const organisationsHandlers = {
  ...areaHandlers('organisations', {
    list: listOrgs,
    info: orgInfo,
    create: createOrg,
    edit: editOrg,
    delete: deleteOrgs,
    reactivate: reactivateOrgs,
    emailsInUse,
  }),
  ...areaHandlers('daSettings', { get: getDaSettings, save: saveDaSettings }),
  ...areaHandlers('users', {
    list: listOrgUsers,
    info: userInfo,
    limit: orgUserLimit,
    create: createUsers,
    edit: editUser,
    delete: deleteUsers,
    reactivate: reactivateUsers,
    resetPassword: resetPasswords,
    changePassword,
    regenerateKey,
    setPasswordByLink,
  }),
} satisfies Partial<Handlers>;
