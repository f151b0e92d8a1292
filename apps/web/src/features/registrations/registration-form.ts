import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { registrationEndpoint, registrationSaveInput, type RegistrationInfo } from '@console/contract';

/** The form is the save call's body (without the owner): the last step submits exactly that. */
export const registrationFormSchema = registrationSaveInput.omit({ ownerId: true });
export type RegistrationFormValues = z.input<typeof registrationFormSchema>;

/** The fields of each step (and panel) of 002 section 2.8, in order. */
export const STEP_FIELDS = [
  [
    'name',
    'deploymentType',
    'description',
    'resourceCpu',
    'resourceMemory',
    'enableGpu',
    'modelImagePort',
    'envVariables',
  ],
  ['code', 'resultType', 'major', 'minor', 'patch', 'versionType'],
  ['modelImageUrl', 'docsYamlUrl'],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof RegistrationFormValues>>;

/** 002 section 9: GPU yes, result type getresults, version type major. */
const EMPTY: RegistrationFormValues = {
  id: 0,
  name: '',
  deploymentType: 'new',
  description: '',
  resourceCpu: '',
  resourceMemory: '',
  enableGpu: 'yes',
  modelImagePort: '',
  envVariables: [],
  code: '',
  resultType: 'getresults',
  major: '',
  minor: '',
  patch: '',
  versionType: 'major',
  modelImageUrl: '',
  docsYamlUrl: '',
};

const valuesOf = (r: RegistrationInfo): RegistrationFormValues => ({
  id: r.id,
  name: r.name,
  deploymentType: r.deploymentType,
  description: r.description,
  resourceCpu: String(r.resourceCpu),
  resourceMemory: String(r.resourceMemory),
  enableGpu: r.enableGpu,
  modelImagePort: String(r.modelImagePort),
  envVariables: r.envVariables,
  code: r.code,
  resultType: r.resultType,
  major: String(r.major),
  minor: String(r.minor),
  patch: String(r.patch),
  versionType: r.versionType,
  modelImageUrl: r.modelImageUrl,
  docsYamlUrl: r.docsYamlUrl,
});

/** The files picked in step 3, uploaded at Save (the archive first, then the docs: 002 section 4). */
export interface PickedFiles {
  model: File | null;
  docs: File | null;
}

/** The registration form, its picked files and the endpoint built from step 2 (Create End Point). */
export function useRegistrationForm(initial?: RegistrationInfo) {
  const form = useForm<RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: initial ? valuesOf(initial) : EMPTY,
    mode: 'onTouched',
  });
  const [files, setFiles] = useState<PickedFiles>({ model: null, docs: null });
  const [endpoint, setEndpoint] = useState(initial?.endpoint ?? '');
  return { form, files, setFiles, endpoint, setEndpoint };
}
export type RegistrationForm = ReturnType<typeof useRegistrationForm>;

/** The endpoint once major, minor, patch, team-space code, code and result type are all filled; else null. */
export function endpointFrom(
  v: Partial<Record<'major' | 'minor' | 'patch' | 'code' | 'resultType', unknown>>,
  teamspaceCode: string,
): string | null {
  const parts = [v.major, v.minor, v.patch, teamspaceCode, v.code, v.resultType].map((p) =>
    String(p ?? '').trim(),
  );
  if (parts.some((p) => p === '')) return null;
  return registrationEndpoint({
    teamspaceCode,
    code: String(v.code).trim(),
    major: String(v.major).trim(),
    resultType: String(v.resultType),
  });
}
