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
  // A part row's own fields, with its id only when ids are kept.
  const part = <T extends { id: number }, K extends keyof T>(row: T, keys: readonly K[]) => ({
    ...(keepIds ? { id: row.id } : {}),
    ...pick(row, keys),
  });
  return {
    ...EMPTY_VALUES,
    ...pick(ms, SINGLE_FIELDS),
    requestTypes: ms.requestTypes.map((r) =>
      part(r, ['type', 'major', 'minor', 'patch', 'yamlUrl', 'docsUrl']),
    ),
    pricing: ms.pricing.map((p) => ({
      ...part(p, ['endpointType', 'standardPrice']),
      tiers: p.tiers.map((tier) => part(tier, ['lower', 'upper', 'cost'])),
    })),
    dataSchema: ms.dataSchema.map((row) => ({ ...row })),
    keywords: [...ms.keywords],
    tags: ms.tags.map((tag) => part(tag, ['key', 'value'])),
    mandatoryFields: [...ms.mandatoryFields],
    limitFields: ms.limitFields.map((l) => part(l, ['type', 'lowerLimit', 'upperLimit', 'field'])),
    images: [...ms.images],
  };
}

/** The single-valued fields a microservice and its form share. */
const SINGLE_FIELDS = [
  'name',
  'code',
  'classCode',
  'fnType',
  'urlCode',
  'producer',
  'iconUrl',
  'description1',
  'description2',
  'globalDesc',
  'useCase',
  'dataCollectMethod',
  'source',
  'webLink',
  'accessType',
  'modelExport',
] as const;

/** The `keys` of `row`, and nothing else. */
function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;
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
