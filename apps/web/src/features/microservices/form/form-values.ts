import type {
  Microservice,
  MicroserviceFieldsInput,
  MicroserviceSaveInput,
  MicroType,
} from '@console/contract';

/** What the add, duplicate and edit forms hold: the contract's editable fields, every one present. */
export type MicroserviceFormValues = Required<MicroserviceFieldsInput>;

export type FormMode = 'add' | 'edit' | 'duplicate';

export const EMPTY_VALUES: MicroserviceFormValues = {
  name: '',
  code: '',
  classCode: '',
  fnType: '',
  urlCode: '',
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
  accessType: '',
  modelExport: '',
  mandatoryFields: [],
  limitFields: [],
  images: [],
};

/**
 * A stored microservice as form values. A copy (duplicate) drops every id, so the server stores new
 * rows for all its parts (000 section 4: cloning resets the ids).
 */
export function toFormValues(ms: Microservice, keepIds: boolean): MicroserviceFormValues {
  const id = (value: number) => (keepIds ? { id: value } : {});
  return {
    ...EMPTY_VALUES,
    name: ms.name,
    code: ms.code,
    classCode: ms.classCode,
    fnType: ms.fnType,
    urlCode: ms.urlCode,
    producer: ms.producer,
    iconUrl: ms.iconUrl,
    description1: ms.description1,
    description2: ms.description2,
    globalDesc: ms.globalDesc,
    useCase: ms.useCase,
    requestTypes: ms.requestTypes.map((r) => ({
      ...id(r.id),
      type: r.type,
      major: r.major,
      minor: r.minor,
      patch: r.patch,
      yamlUrl: r.yamlUrl,
      docsUrl: r.docsUrl,
    })),
    pricing: ms.pricing.map((p) => ({
      ...id(p.id),
      endpointType: p.endpointType,
      standardPrice: p.standardPrice,
      tiers: p.tiers.map((tier) => ({
        ...id(tier.id),
        lower: tier.lower,
        upper: tier.upper,
        cost: tier.cost,
      })),
    })),
    dataSchema: ms.dataSchema.map((row) => ({ ...row })),
    dataCollectMethod: ms.dataCollectMethod,
    source: ms.source,
    webLink: ms.webLink,
    keywords: [...ms.keywords],
    tags: ms.tags.map((tag) => ({ ...id(tag.id), key: tag.key, value: tag.value })),
    accessType: ms.accessType,
    modelExport: ms.modelExport,
    mandatoryFields: [...ms.mandatoryFields],
    limitFields: ms.limitFields.map((l) => ({
      ...id(l.id),
      type: l.type,
      lowerLimit: l.lowerLimit,
      upperLimit: l.upperLimit,
      field: l.field,
    })),
    images: [...ms.images],
  };
}

/** Who the save is for: the stored id (0 = create), the kind to create and the copied catalogue item. */
export interface SaveTarget {
  id: number;
  microType: MicroType;
  sourceId: number | null;
  ownerId: number | undefined;
}

/** The target of each mode: add creates an OWN, duplicate a DUP of the catalogue item, edit updates. */
export function saveTargetOf(
  mode: FormMode,
  initial: Microservice | undefined,
  ownerId: number | undefined,
): SaveTarget {
  if (mode === 'edit' && initial)
    return { id: initial.id, microType: initial.microType, sourceId: initial.sourceId, ownerId };
  if (mode === 'duplicate' && initial) return { id: 0, microType: 'DUP', sourceId: initial.id, ownerId };
  return { id: 0, microType: 'OWN', sourceId: null, ownerId };
}

/** The body of microservices.save: the form's fields with the target; data schema only for CLASS_DATA. */
export function toSaveInput(
  values: MicroserviceFormValues,
  target: SaveTarget,
  isDataClass: boolean,
): MicroserviceSaveInput {
  return {
    ...values,
    dataSchema: isDataClass ? values.dataSchema : [],
    id: target.id,
    microType: target.microType,
    sourceId: target.sourceId,
    ownerId: target.ownerId,
  };
}
