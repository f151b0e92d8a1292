import type { MicroserviceFields } from '@console/contract';

/** The microservice columns of a save's fields that describe it (the demo seed sets just these). */
export const detailColumns = (f: MicroserviceFields) => ({
  classCode: f.classCode,
  fnType: f.fnType,
  producer: f.producer,
  longDescription: f.description2,
  useCase: f.useCase,
  dataCollectMethod: f.dataCollectMethod,
  source: f.source,
  webLink: f.webLink,
  keywords: f.keywords,
  accessType: f.accessType,
  mandatoryFields: f.mandatoryFields,
});

/** Every microservice column a save writes from its fields. */
export const microserviceColumns = (f: MicroserviceFields) => ({
  name: f.name,
  code: f.code,
  urlCode: f.urlCode,
  description: f.description1,
  iconUrl: f.iconUrl,
  globalDesc: f.globalDesc,
  modelExport: f.modelExport,
  images: f.images,
  ...detailColumns(f),
});
