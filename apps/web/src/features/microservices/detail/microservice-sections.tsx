import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { CLASS_DATA, type Microservice } from '@console/contract';
import { AccessSection, ValidationSection } from './access-validation-sections';
import { AdditionalInfoSection } from './additional-info-section';
import { BasicInfoSection } from './basic-info-section';
import { DataSchemaSection } from './data-schema-section';
import { DescriptionSection } from './description-section';
import { PricingSection } from './pricing-section';
import { RequestTypesSection } from './request-types-section';

/**
 * A microservice read-only, section by section (000 section 2.7); shared by the detail dialog and the
 * duplicate preview. Data Schema shows only for class CLASS_DATA.
 */
export function MicroserviceSections({ ms, pod }: { ms: Microservice; pod?: ReactNode }) {
  return (
    <Stack spacing={2}>
      <BasicInfoSection ms={ms} pod={pod} />
      <DescriptionSection ms={ms} />
      <RequestTypesSection ms={ms} />
      <PricingSection ms={ms} />
      {ms.classCode === CLASS_DATA && <DataSchemaSection ms={ms} />}
      <AdditionalInfoSection ms={ms} />
      <AccessSection ms={ms} />
      <ValidationSection ms={ms} />
    </Stack>
  );
}
