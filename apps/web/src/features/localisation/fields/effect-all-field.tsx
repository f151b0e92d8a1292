import { Checkbox, FormControlLabel } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** 002 section 6: 'Effect All Owners' applies the save to every owner (the server allows it to the super administrator). */
export function EffectAllField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={label}
        />
      )}
    />
  );
}
