import {
  CLASS_DATA,
  checkPricingMatchesRequestTypes,
  microserviceFieldsSchema,
  type LabelCode,
  type MicroType,
} from '@console/contract';
import type { z } from 'zod';
import type { MicroserviceFormValues } from './form-values';

export type SectionId =
  | 'basic'
  | 'description'
  | 'requestTypes'
  | 'pricing'
  | 'dataSchema'
  | 'additional'
  | 'access'
  | 'validation';
type Field = keyof MicroserviceFormValues;

interface Section {
  id: SectionId;
  label: LabelCode<'MIC_SET'>;
  fields: readonly Field[];
}

/** The sections of the stepper and the edit dialog, in order (000 section 2.6), with the fields each edits. */
export const SECTIONS: readonly Section[] = [
  {
    id: 'basic',
    label: 'STEP_BASIC',
    fields: ['name', 'code', 'classCode', 'fnType', 'urlCode', 'producer', 'iconUrl'],
  },
  {
    id: 'description',
    label: 'STEP_DESCRIPTION',
    fields: ['description1', 'description2', 'globalDesc', 'useCase'],
  },
  { id: 'requestTypes', label: 'STEP_TYPE', fields: ['requestTypes'] },
  { id: 'pricing', label: 'STEP_PRICING', fields: ['pricing'] },
  { id: 'dataSchema', label: 'STEP_SCHEMA', fields: ['dataSchema'] },
  {
    id: 'additional',
    label: 'STEP_ADDITIONAL',
    fields: ['dataCollectMethod', 'source', 'webLink', 'keywords', 'tags'],
  },
  { id: 'access', label: 'STEP_ACCESS', fields: ['accessType', 'modelExport'] },
  { id: 'validation', label: 'STEP_VALIDATION', fields: ['mandatoryFields', 'limitFields'] },
];

export const isDataClass = (classCode: string | undefined) => classCode === CLASS_DATA;

/** The stepper's steps: 8 for class CLASS_DATA, else 7 without Data Schema. */
export function stepsFor(classCode: string | undefined): readonly Section[] {
  return isDataClass(classCode) ? SECTIONS : SECTIONS.filter((s) => s.id !== 'dataSchema');
}

/** The section a form field (or a field path such as 'pricing.0.tiers') belongs to. */
export function sectionOfField(path: string): SectionId | undefined {
  const field = path.split('.')[0];
  return SECTIONS.find((s) => (s.fields as readonly string[]).includes(field ?? ''))?.id;
}

const pickOf = (fields: readonly Field[]) =>
  Object.fromEntries(fields.map((f) => [f, true])) as Partial<Record<Field, true>>;

/**
 * What moving on from a section checks: a `.pick` of the contract's fields (000 section 4: Basic Info
 * needs the basics, Microservice Type at least one request type). Pricing is checked against the
 * request types, as the server does.
 */
export function sectionSchema(id: SectionId): z.ZodType {
  const section = SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`Unknown section ${id}`);
  if (id === 'pricing')
    return microserviceFieldsSchema
      .pick({ requestTypes: true, pricing: true })
      .superRefine(checkPricingMatchesRequestTypes);
  return microserviceFieldsSchema.pick(pickOf(section.fields));
}

/** The whole form, as the edit dialog and the stepper's Save check it. */
export const wholeFormSchema = microserviceFieldsSchema.superRefine(checkPricingMatchesRequestTypes);

/**
 * The edit dialog's panels (000 section 2.8): an assigned microservice shows only Access Details;
 * pricing only for OWN; Data Schema only for class CLASS_DATA.
 */
export function editSectionsFor(microType: MicroType, classCode: string | undefined): SectionId[] {
  if (microType === 'ASSIGN') return ['access'];
  return SECTIONS.filter(
    (s) => (s.id !== 'pricing' || microType === 'OWN') && (s.id !== 'dataSchema' || isDataClass(classCode)),
  ).map((s) => s.id);
}
