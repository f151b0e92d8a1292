import { Grid } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { toCode, toOrder } from './input-filters';

const HALF = { xs: 12, sm: 6 };

interface NamedField<T extends FieldValues> {
  name: Path<T>;
  label: string;
}

interface CodeOrderFieldsProps<T extends FieldValues> {
  control: Control<T>;
  code: NamedField<T>;
  order: NamedField<T>;
  /** The English value, full width under code and order (values and sub-values). */
  value?: NamedField<T>;
  disabled: boolean;
}

/** Grid items of a localisation form: code (upper case), order number and optionally the English value. */
export function CodeOrderFields<T extends FieldValues>({
  control,
  code,
  order,
  value,
  disabled,
}: CodeOrderFieldsProps<T>) {
  return (
    <>
      <Grid size={HALF}>
        <FormTextField
          control={control}
          name={code.name}
          filter={toCode}
          label={code.label}
          required
          fullWidth
          disabled={disabled}
        />
      </Grid>
      <Grid size={HALF}>
        <FormTextField
          control={control}
          name={order.name}
          filter={toOrder}
          label={order.label}
          required
          fullWidth
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      {value && (
        <Grid size={12}>
          <FormTextField
            control={control}
            name={value.name}
            label={value.label}
            required
            fullWidth
            disabled={disabled}
          />
        </Grid>
      )}
    </>
  );
}
