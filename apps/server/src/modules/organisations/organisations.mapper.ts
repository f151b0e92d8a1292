import type {
  DaSettings,
  MediaEntry,
  OrganisationInfo,
  OrganisationRow,
  UserInfo,
  UserRow,
} from '@console/contract';
import { DEFAULT_COMMISSION_PERCENTAGE } from '@console/contract';
import { isoDate } from '../../db/sql';
import type { DaSettingsRecord, MediaRecord, OrganisationRecord } from './organisations.repository';
import type { UserRecord } from './users.repository';

export function toOrganisationRow(
  r: Pick<OrganisationRecord, 'id' | 'name' | 'clientId' | 'description' | 'createdAt' | 'status' | 'isMain'>,
): OrganisationRow {
  return {
    id: r.id,
    name: r.name,
    clientId: r.clientId,
    description: r.description,
    dateCreated: isoDate(r.createdAt),
    status: r.status,
    isMain: r.isMain,
  };
}

export const toMediaEntry = (m: MediaRecord): MediaEntry => ({
  id: m.id,
  mediaType: m.mediaType,
  mediaStatus: m.mediaStatus,
  qrCode: m.qrCode,
  mobile: m.mobile,
});

export function toOrganisationInfo(
  org: OrganisationRecord,
  extra: {
    rootUserName: string;
    users: number;
    deactiveUsers: number;
    media: MediaRecord[];
    subscription: OrganisationInfo['subscription'];
  },
): OrganisationInfo {
  return {
    ...toOrganisationRow(org),
    ownerId: org.ownerId,
    email: org.email,
    startDate: org.startDate,
    expiryDate: org.expiryDate,
    activationKey: org.activationKey,
    publicKey: org.publicKey,
    rootUserName: extra.rootUserName,
    users: extra.users,
    deactiveUsers: extra.deactiveUsers,
    media: extra.media.map(toMediaEntry),
    subscription: extra.subscription,
  };
}

export function toUserRow(u: {
  id: number;
  userName: string;
  userType: UserRecord['userType'];
  rootUser: boolean;
  lastActivity: Date | string | null;
  createdBy: string | null;
  createdAt: Date | string;
  status: UserRecord['status'];
}): UserRow {
  return {
    id: u.id,
    userName: u.userName,
    userType: u.userType,
    rootUser: u.rootUser,
    groups: [],
    lastActivity: u.lastActivity ? isoDate(u.lastActivity) : null,
    createdBy: u.createdBy,
    dateCreated: isoDate(u.createdAt),
    status: u.status,
  };
}

export function toUserInfo(
  u: UserRecord,
  extra: { createdBy: string | null; expiresAt: Date | null; expired: boolean; mayRegenerateKey: boolean },
): UserInfo {
  return {
    ...toUserRow({ ...u, createdBy: extra.createdBy }),
    orgId: u.orgId,
    email: u.email,
    apiKeyPrefix: u.apiKeyPrefix,
    apiKeyCreatedAt: u.apiKeyCreatedAt ? isoDate(u.apiKeyCreatedAt) : null,
    apiKeyExpiresAt: extra.expiresAt ? isoDate(extra.expiresAt) : null,
    apiKeyExpired: extra.expired,
    mayRegenerateKey: extra.mayRegenerateKey,
  };
}

export function toDaSettings(orgId: number, r: DaSettingsRecord | null): DaSettings {
  return {
    orgId,
    accountType: r?.accountType ?? '',
    startDate: r?.startDate ?? null,
    endDate: r?.endDate ?? null,
    minCommissionValue: Number(r?.minCommissionValue ?? 0),
    commissionPercentage: Number(r?.commissionPercentage ?? DEFAULT_COMMISSION_PERCENTAGE),
    feePaid: Number(r?.feePaid ?? 0),
    paymentDate: r?.paymentDate ?? null,
    sdkHosting: r?.sdkHosting ?? '',
    sdkEndpoint: r?.sdkEndpoint ?? '',
    planType: r?.planType ?? 'DA_PT_BASIC',
    memberType: r?.memberType ?? '',
  };
}
