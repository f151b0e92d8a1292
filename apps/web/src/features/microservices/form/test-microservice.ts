import type { Microservice } from '@console/contract';
import { EMPTY_VALUES } from './form-values';

/** For component tests: a stored sync v1.0.0 request type with the id given. */
export const syncV1 = (id: number): Microservice['requestTypes'][number] => ({
  id,
  type: 'sync',
  major: 1,
  minor: 0,
  patch: 0,
  version: 'v1.0.0',
  yamlUrl: 'https://x.example/a.yaml',
  docsUrl: 'https://x.example/d',
  isLatest: true,
});

/** For component tests: a stored OWN microservice, empty but for `fields`, its pod running. */
export function storedMicroservice(
  fields: Pick<Microservice, 'id' | 'name' | 'code' | 'classCode' | 'urlCode'> & Partial<Microservice>,
): Microservice {
  return {
    ...EMPTY_VALUES,
    // The stored parts carry ids (and versions) the form's empty lists do not type.
    requestTypes: [],
    pricing: [],
    tags: [],
    limitFields: [],
    dataSchema: [],
    microType: 'OWN',
    sourceId: null,
    inCatalogue: false,
    fnType: 'FUN_ATOMISTIC',
    accessType: 'PUBLIC',
    podStatus: 'RUNNING',
    podReplica: 1,
    desiredReplica: 1,
    dateCreated: '2026-01-01',
    dateUpdated: '2026-01-01',
    ...fields,
  };
}

/** The titles of every section of a CLASS_DATA microservice's form, in order (steps and panels). */
export const ALL_SECTION_TITLES = [
  'Basic Info',
  'Description',
  'Microservice Type',
  'Pricing Plan',
  'Data Schema',
  'Additional Info',
  'Access Details',
  'Validation Settings',
];
