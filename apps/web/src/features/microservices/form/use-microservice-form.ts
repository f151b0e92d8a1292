import { useCallback, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { microserviceFieldsSchema, type Microservice } from '@console/contract';
import type { ImageValue } from '../../../components/image-upload-field';
import { EMPTY_VALUES, toFormValues, type FormMode, type MicroserviceFormValues } from './form-values';
import { sectionSchema, wholeFormSchema, type SectionId } from './step-rules';

/** What the form checks now: one section (a stepper step), the whole form, or only the access type. */
export type FormScope = SectionId | 'all' | 'assigned';

const assignedSchema = microserviceFieldsSchema.pick({ accessType: true });

function schemaOf(scope: FormScope) {
  if (scope === 'all') return wholeFormSchema;
  if (scope === 'assigned') return assignedSchema;
  return sectionSchema(scope);
}

/** Validates with the schema of `scope`; values stay as typed (the save checks the whole body). */
function resolveWith(scope: FormScope, ...args: Parameters<Resolver<MicroserviceFormValues>>) {
  const resolve = zodResolver(schemaOf(scope) as never, undefined, {
    raw: true,
  }) as unknown as Resolver<MicroserviceFormValues>;
  return resolve(...args);
}

function initialValues(mode: FormMode, initial: Microservice | undefined): MicroserviceFormValues {
  if (!initial || mode === 'add') return EMPTY_VALUES;
  return toFormValues(initial, mode === 'edit');
}

/** The form of the stepper or the edit dialog, its validation scope and its icon. */
export function useMicroserviceForm(
  mode: FormMode,
  initial: Microservice | undefined,
  firstScope: FormScope,
) {
  const scope = useRef<FormScope>(firstScope);
  // The scope is read when the form validates, so moving to another step changes what is checked.
  const resolver = useCallback<Resolver<MicroserviceFormValues>>(
    (...args) => resolveWith(scope.current, ...args),
    [],
  );
  const form = useForm<MicroserviceFormValues>({
    resolver,
    mode: 'onChange',
    defaultValues: initialValues(mode, initial),
  });
  const [icon, setIcon] = useState<ImageValue>({ url: initial?.iconUrl || null, pending: null });
  const setScope = (next: FormScope) => {
    scope.current = next;
  };
  return { form, setScope, icon, setIcon };
}
