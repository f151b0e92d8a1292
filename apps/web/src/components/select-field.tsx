import type { ReactNode } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

/** One choice of a select: what it stores and what it shows. */
export interface Choice<V extends string | number> {
  value: V;
  label: ReactNode;
}

type SelectFieldProps<V extends string | number> = Omit<
  TextFieldProps,
  'select' | 'value' | 'onChange' | 'children'
> & {
  value: V | '';
  options: ReadonlyArray<Choice<V>>;
  /** The choice picked; '' for the empty one (`none`). */
  onChange: (value: V) => void;
  /** The caption of an empty first choice (Any, All types), in italics. */
  none?: string;
};

/** A select (not bound to a form) of the choices given, in their order. */
export function SelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const { options, onChange, none, ...field } = props;
  return (
    <TextField {...field} select onChange={(e) => onChange(e.target.value as V)}>
      {none !== undefined && (
        <MenuItem value="">
          <em>{none}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
