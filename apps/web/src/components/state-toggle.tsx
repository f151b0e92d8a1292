import { Button, ButtonGroup } from '@mui/material';

interface StateToggleProps<V extends string> {
  /** What the group switches between (its accessible name). */
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

/**
 * Two or more lists one at a time (Active / Expired credits, Active / Inactive promo codes): the shown
 * one filled and pressed, the others outlined (the theme's button colours keep their contrast).
 */
export function StateToggle<V extends string>({ label, value, options, onChange }: StateToggleProps<V>) {
  return (
    <ButtonGroup aria-label={label} size="small">
      {options.map((o) => (
        <Button
          key={o.value}
          variant={o.value === value ? 'contained' : 'outlined'}
          aria-pressed={o.value === value}
          onClick={() => o.value !== value && onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
