import {
  COLOUR_FIELDS,
  DEFAULT_COLOURS,
  type Branding,
  type OwnerInfo,
  type OwnerRow,
  type OwnerSettings,
  type OwnerType,
} from '@console/contract';
import type { findOwnerInfo, listOwners, SettingsRow } from './owners.repository';

type ListRow = Awaited<ReturnType<typeof listOwners>>[number];
type InfoRow = NonNullable<Awaited<ReturnType<typeof findOwnerInfo>>>;

export function toOwnerRow({ owner, orgName, createdBy }: ListRow): OwnerRow {
  return {
    ownerId: owner.id,
    ownerName: owner.name,
    ownerCode: owner.code,
    ownerType: owner.type as OwnerType,
    redisCloud: owner.redisCloud,
    desc: owner.description,
    name: orgName ?? '',
    userName: createdBy,
    dateCreated: owner.createdAt.toISOString(),
    status: owner.status,
  };
}

export function toOwnerInfo({ owner, org, settings, adminUserName }: InfoRow): OwnerInfo {
  return {
    ownerId: owner.id,
    ownerName: owner.name,
    ownerType: owner.type as OwnerType,
    name: org?.name ?? '',
    desc: owner.description,
    clientId: org?.clientId ?? '',
    userName: adminUserName ?? '',
    email: settings?.email ?? org?.email ?? '',
    domainName: settings?.domainName ?? null,
    installationType: owner.installationType,
    clusterId: owner.clusterId,
    startDate: owner.startDate,
    expiryDate: owner.expiryDate,
    nodeRedUrl: settings?.nodeRedUrl ?? null,
  };
}

export function defaultSettings(ownerId: number): OwnerSettings {
  return {
    ownerId,
    mobileLogo: null,
    loginLogo: null,
    headerLogo: null,
    footerLogo: null,
    serviceLogo: null,
    ...DEFAULT_COLOURS,
    domainName: null,
    email: null,
    redisCloud: null,
    userQuota: null,
    ownerIndex: null,
    nodeRedUrl: null,
    ownerBucket: null,
    apiKeyMaxDays: null,
  };
}

export function toOwnerSettings(row: SettingsRow): OwnerSettings {
  const { updatedAt: _updatedAt, ...settings } = row;
  return settings;
}

export function toBranding(ownerName: string, s: OwnerSettings): Branding {
  const colours = Object.fromEntries(COLOUR_FIELDS.map((f) => [f, s[f]])) as Branding['colours'];
  return { ownerName, loginLogo: s.loginLogo, headerLogo: s.headerLogo, footerLogo: s.footerLogo, colours };
}
