import { Autocomplete, TextField } from '@mui/material';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { SCREEN_NAMES } from '@console/contract';
import { upperCodeInput } from '../../../lib/input-filters';

const SCREENS = Object.keys(SCREEN_NAMES) as (keyof typeof SCREEN_NAMES)[];

/** Screen code: any code, upper-cased as typed, with the console's screens offered; picking one fills an empty screen name. */
export function ScreenCodeField({ form, label }: { form: UseFormReturn<FieldValues>; label: string }) {
  const pick = (code: string) => {
    const name = SCREEN_NAMES[code as keyof typeof SCREEN_NAMES];
    if (name && !form.getValues('screenName')) form.setValue('screenName', name, { shouldValidate: true });
  };
  return (
    <Controller
      control={form.control}
      name="screenCode"
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          options={SCREENS}
          inputValue={field.value ?? ''}
          onInputChange={(_e, value) => field.onChange(upperCodeInput(value))}
          onChange={(_e, value) => {
            if (typeof value !== 'string') return;
            field.onChange(value);
            pick(value);
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label}
              required
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
