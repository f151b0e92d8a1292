import { TextField, type TextFieldProps } from '@mui/material';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '@console/contract';

type NewPasswordFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (password: string) => void;
};

/** A new password: the rule under it, and red once something is typed that breaks it. */
export function NewPasswordField({ value, onChange, ...props }: NewPasswordFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(value) && !isStrongPassword(value)}
      helperText={PASSWORD_RULE_MESSAGE}
      autoComplete="new-password"
    />
  );
}
