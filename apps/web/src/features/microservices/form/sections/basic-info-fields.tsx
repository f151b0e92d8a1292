import { TextField } from '@mui/material';
import { Controller, useFormContext } from 'react-hook-form';
import { MAX_UPLOAD_BYTES } from '@console/contract';
import { FormFields } from '../../../../components/form-fields';
import { ImageUploadField, type ImageValue } from '../../../../components/image-upload-field';
import { useLabels } from '../../../../lib/labels';
import type { MicroserviceFormValues } from '../form-values';

interface BasicInfoFieldsProps {
  /** The icon: the stored URL and a newly chosen file, uploaded on save. */
  icon: ImageValue;
  onIconChange: (icon: ImageValue) => void;
  iconError?: string;
  disabled?: boolean;
}

/** Letters and digits only, in upper case (000 section 5). */
export const toCode = (raw: string) => raw.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Basic Info: title, code, class, type, URL code, producer and the icon (one image kept). */
export function BasicInfoFields({ icon, onIconChange, iconError, disabled }: BasicInfoFieldsProps) {
  const t = useLabels('MIC_SET');
  const { control } = useFormContext<MicroserviceFormValues>();
  const code = () => (
    <Controller
      control={control}
      name="code"
      render={({ field, fieldState }) => (
        <TextField
          label={t('CODE')}
          required
          fullWidth
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(toCode(e.target.value))}
          // 000 section 5: copy and paste are blocked in the code.
          onPaste={(e) => e.preventDefault()}
          onCopy={(e) => e.preventDefault()}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
      )}
    />
  );
  const basics = () => (
    <FormFields
      control={control}
      disabled={disabled}
      fields={[
        { name: 'name', label: t('TITLE'), width: 'half', required: true },
        { name: 'code', width: 'half', render: code },
        {
          name: 'classCode',
          label: t('CLASS'),
          width: 'half',
          required: true,
          codeList: { code: 'CLASS_TYPE' },
        },
        {
          name: 'fnType',
          label: t('TYPE'),
          width: 'half',
          required: true,
          codeList: { code: 'FUNCTION_TYPE' },
        },
        { name: 'urlCode', label: t('URL_CODE'), width: 'half', required: true },
        {
          name: 'producer',
          label: t('PRODUCER'),
          width: 'half',
          codeList: { code: 'MICROSERVICE_PRODUCER', none: t('NONE') },
        },
      ]}
    />
  );
  const iconField = () => (
    <ImageUploadField
      label={t('ICON')}
      value={icon}
      onChange={onIconChange}
      uploadLabel={t('UPLOAD')}
      removeLabel={t('REMOVE')}
      emptyLabel={t('NO_ICON')}
      error={iconError}
      maxBytes={MAX_UPLOAD_BYTES}
      tooLargeLabel={t('ICON_TOO_LARGE', { size: MAX_UPLOAD_BYTES / 1024 / 1024 })}
      notImageLabel={t('ICON_NOT_AN_IMAGE')}
      disabled={disabled}
    />
  );
  return (
    <FormFields
      control={control}
      fields={[
        { width: 'twoThirds', render: basics },
        { name: 'iconUrl', width: 'aside', render: iconField },
      ]}
    />
  );
}
