import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type BoundField } from './use-form-field';

/** `name`: a form field holding a date as YYYY-MM-DD text ('' when none is picked). */
interface DateFieldProps<T extends FieldValues> extends BoundField<T> {
  label: string;
  required?: boolean;
  /** The earliest date offered (YYYY-MM-DD). */
  min?: string;
}

/** A date picker (MUI X) bound to a form field of YYYY-MM-DD text, with the field's error under it. */
export function DateField<T extends FieldValues>(props: DateFieldProps<T>) {
  const { field, errorProps } = useFormField(props);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={props.label}
        disabled={props.disabled}
        format="YYYY-MM-DD"
        minDate={props.min ? dayjs(props.min) : undefined}
        value={field.value ? dayjs(field.value as string) : null}
        onChange={(v) => field.onChange(v && v.isValid() ? v.format('YYYY-MM-DD') : '')}
        inputRef={field.ref}
        slotProps={{
          textField: { fullWidth: true, required: props.required, ...errorProps, onBlur: field.onBlur },
        }}
      />
    </LocalizationProvider>
  );
}
