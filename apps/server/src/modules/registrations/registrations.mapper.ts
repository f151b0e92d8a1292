import { versionText, type RegistrationInfo, type RegistrationRow } from '@console/contract';
import type { RegistrationRecord } from './registrations.repository';

export const fileUrl = (key: string) => `/files/${key}`;
/** The storage key of a /files/ URL the console sends back. */
export const keyOfUrl = (url: string) => url.replace(/^\/files\//, '');

export function toRegistrationRow(r: RegistrationRecord): RegistrationRow {
  return {
    id: r.id,
    name: r.name,
    deploymentType: r.deploymentType,
    description: r.description,
    status: r.status,
    endpoint: r.endpoint,
    modelStatus: r.modelStatus,
    rejectKind: r.rejectKind,
    errorMsg: r.errorMsg,
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toRegistrationInfo(
  r: RegistrationRecord,
  teamspaceCode: string,
  names: Map<string, string>,
): RegistrationInfo {
  return {
    ...toRegistrationRow(r),
    resourceCpu: Number(r.resourceCpu),
    resourceMemory: Number(r.resourceMemory),
    enableGpu: r.enableGpu,
    modelImagePort: r.modelImagePort,
    envVariables: r.envVariables,
    code: r.code,
    resultType: r.resultType,
    major: r.major,
    minor: r.minor,
    patch: r.patch,
    versionType: r.versionType,
    version: versionText(r),
    teamspaceCode,
    modelImageUrl: fileUrl(r.modelImageKey),
    modelImageName: names.get(r.modelImageKey) ?? '',
    docsYamlUrl: fileUrl(r.docsYamlKey),
    docsYamlName: names.get(r.docsYamlKey) ?? '',
    microserviceId: r.microserviceId,
  };
}
