import type { ImageValue } from '../../../components/image-upload-field';
import { AccessDetailsFields } from './sections/access-details-fields';
import { AdditionalInfoFields } from './sections/additional-info-fields';
import { BasicInfoFields } from './sections/basic-info-fields';
import { DataSchemaFields } from './sections/data-schema-fields';
import { DescriptionFields } from './sections/description-fields';
import { PricingFields } from './sections/pricing-fields';
import { RequestTypesFields } from './sections/request-types-fields';
import { ValidationSettingsFields } from './sections/validation-settings-fields';
import type { SectionId } from './step-rules';

export interface SectionFieldsProps {
  id: SectionId;
  icon: ImageValue;
  onIconChange: (icon: ImageValue) => void;
  iconError?: string;
  /** An assigned microservice: only its access type is editable. */
  assigned?: boolean;
  disabled?: boolean;
}

/** The fields of one section, shared by the add stepper and the edit dialog. */
export function SectionFields({ id, icon, onIconChange, iconError, assigned, disabled }: SectionFieldsProps) {
  switch (id) {
    case 'basic':
      return (
        <BasicInfoFields icon={icon} onIconChange={onIconChange} iconError={iconError} disabled={disabled} />
      );
    case 'description':
      return <DescriptionFields disabled={disabled} />;
    case 'requestTypes':
      return <RequestTypesFields disabled={disabled} />;
    case 'pricing':
      return <PricingFields disabled={disabled} />;
    case 'dataSchema':
      return <DataSchemaFields disabled={disabled} />;
    case 'additional':
      return <AdditionalInfoFields disabled={disabled} />;
    case 'access':
      return <AccessDetailsFields assigned={assigned} disabled={disabled} />;
    case 'validation':
      return <ValidationSettingsFields disabled={disabled} />;
  }
}
