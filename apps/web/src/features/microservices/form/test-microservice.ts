import type { Microservice } from '@console/contract';

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
    microType: 'OWN',
    sourceId: null,
    inCatalogue: false,
    fnType: 'FUN_ATOMISTIC',
    producer: '',
    iconUrl: '',
    description1: '',
    description2: '',
    globalDesc: '',
    useCase: '',
    requestTypes: [],
    pricing: [],
    dataSchema: [],
    dataCollectMethod: '',
    source: '',
    webLink: '',
    keywords: [],
    tags: [],
    accessType: 'PUBLIC',
    modelExport: '',
    mandatoryFields: [],
    limitFields: [],
    images: [],
    podStatus: 'RUNNING',
    podReplica: 1,
    desiredReplica: 1,
    dateCreated: '2026-01-01',
    dateUpdated: '2026-01-01',
    ...fields,
  };
}
