import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import { useFormContext, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CodeSelectField } from './code-select-field';
import { FormTextField } from './form-text-field';
import type { BoundField } from './use-form-field';

/** How much of a form's row a field takes: all of it, half, a third, two thirds and the third beside them. */
export type FieldWidth = 'full' | 'half' | 'third' | 'twoThirds' | 'aside';

const SIZES: Record<FieldWidth, { xs: number; sm?: number; md?: number }> = {
  full: { xs: 12 },
  half: { xs: 12, sm: 6 },
  third: { xs: 12, sm: 4 },
  twoThirds: { xs: 12, md: 8 },
  /** The third beside `twoThirds` (on wide screens). */
  aside: { xs: 12, md: 4 },
};

/** One field of a form, declared: a text field (or a select) bound to `name`, or anything `render` draws. */
export interface FieldSpec<T extends FieldValues> {
  /** The form field; optional for a `render` that binds itself. */
  name?: FieldPath<T>;
  label?: string;
  width?: FieldWidth;
  required?: boolean;
  /** Rows of a multi-line text (at least). */
  rows?: number;
  /** Rewrites what is typed before it is stored (upper-casing a code ...). */
  filter?: (text: string) => string;
  /** A whole number (digits only, stored as a number). */
  integer?: boolean;
  /** A decimal (digits and a dot): the phone's number keys. */
  decimal?: boolean;
  /** A select of these values, shown as they are. */
  options?: readonly string[];
  /** A select of a code list's values (CLASS_TYPE ...), storing the code; `none` names an empty choice. */
  codeList?: { code: string; none?: string };
  type?: string;
  placeholder?: string;
  helperText?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /**
   * Anything else in the field's place (a picker, a table of rows ...); given the form's control, the
   * field's `name` and whether the form is busy, for a field component to spread (`<DateTimeField {...field} />`).
   */
  render?: (field: BoundField) => ReactNode;
  /** False leaves the field out (a field shown to some users only). */
  shown?: boolean;
}

interface FormFieldsProps<T extends FieldValues> {
  /** The form's control; by default the form of the enclosing FormProvider. */
  control?: Control<T>;
  fields: FieldSpec<T>[];
  disabled?: boolean;
}

/**
 * A form's inputs as a list of declared fields in a responsive grid: the kit's way to write an area's
 * inputs component, so create and edit share one declaration.
 */
export function FormFields<T extends FieldValues>({ fields, disabled, ...props }: FormFieldsProps<T>) {
  // Null outside a FormProvider, where `control` is given.
  const context = useFormContext<T>() as ReturnType<typeof useFormContext<T>> | null;
  const control = (props.control ?? context?.control)!;
  return (
    <Grid container spacing={2}>
      {fields
        .filter((f) => f.shown !== false)
        .map((f, i) => (
          <Grid key={f.name ?? `field-${i}`} size={SIZES[f.width ?? 'full']}>
            {f.render ? (
              f.render({ control: control as unknown as Control<FieldValues>, name: f.name ?? '', disabled })
            ) : (
              <FieldInput control={control} field={f} disabled={disabled} />
            )}
          </Grid>
        ))}
    </Grid>
  );
}

function FieldInput<T extends FieldValues>({
  control,
  field,
  disabled,
}: {
  control: Control<T>;
  field: FieldSpec<T>;
  disabled?: boolean;
}) {
  // What is not the text field's own prop; the rest (label, filter, type, helper text ...) is passed as declared.
  const { name, rows, decimal, codeList, width: _width, render: _render, shown: _shown, ...text } = field;
  if (!name) return null;
  if (codeList)
    return (
      <CodeSelectField
        control={control}
        name={name}
        label={text.label ?? ''}
        codeList={codeList.code}
        noneLabel={codeList.none}
        required={text.required}
        disabled={disabled}
      />
    );
  return (
    <FormTextField
      {...text}
      control={control}
      name={name}
      fullWidth
      disabled={disabled}
      multiline={rows !== undefined}
      minRows={rows}
      slotProps={decimal ? { htmlInput: { inputMode: 'decimal' } } : undefined}
    />
  );
}
