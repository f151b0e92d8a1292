import { Stack } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldValues } from 'react-hook-form';
import { useFormField, type BoundField } from './use-form-field';

interface DateTimeFieldProps<T extends FieldValues> extends BoundField<T> {
  dateLabel: string;
  timeLabel: string;
}

/**
 * A moment picked as a date, then a 24-hour time (001 section 2.2), stored as ISO 8601 with the
 * viewer's offset (null when no date is picked). A new date keeps the time already chosen.
 */
export function DateTimeField<T extends FieldValues>(props: DateTimeFieldProps<T>) {
  const { field, errorProps } = useFormField(props);
  const value = field.value ? dayjs(field.value as string) : null;
  const store = (next: Dayjs | null) =>
    field.onChange(next && next.isValid() ? next.second(0).millisecond(0).format() : null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label={props.dateLabel}
          value={value}
          format="DD-MM-YYYY"
          disabled={props.disabled}
          onChange={(d) =>
            store(d ? (value ? d.hour(value.hour()).minute(value.minute()) : d.startOf('day')) : null)
          }
          slotProps={{ textField: { fullWidth: true, ...errorProps, onBlur: field.onBlur } }}
        />
        <TimePicker
          label={props.timeLabel}
          value={value}
          ampm={false}
          disabled={props.disabled || !value}
          onChange={(time) => time && value && store(value.hour(time.hour()).minute(time.minute()))}
          slotProps={{ textField: { fullWidth: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
