import { useId, useState } from 'react';
import { Box, ButtonBase, InputAdornment, Popover, TextField } from '@mui/material';
import { HexColorPicker } from 'react-colorful';
import { hexColour } from '@console/contract';

interface ColourFieldProps {
  label: string;
  /** The current colour, #RRGGBB. */
  value: string;
  /** Called with valid #RRGGBB colours only. */
  onChange: (colour: string) => void;
  /** An error from outside (form or server), shown when the typed text itself is valid. */
  error?: string;
  /** Accessible name of the swatch button that opens the picker. */
  pickLabel?: string;
  name?: string;
  disabled?: boolean;
}

/** "ff0000" and " #FF0000 " are taken as "#ff0000"-style colours; anything else is checked as typed. */
function normalise(text: string): string {
  const trimmed = text.trim();
  return /^[0-9a-fA-F]{6}$/.test(trimmed) ? `#${trimmed}` : trimmed;
}

/**
 * A hex colour: a swatch opening a picker, and a text input checked as #RRGGBB. Only valid colours
 * reach onChange; an invalid text shows its error and is reverted to the last valid colour on blur.
 */
export function ColourField({ label, value, onChange, error, pickLabel, name, disabled }: ColourFieldProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [typedError, setTypedError] = useState<string | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
    setTypedError(null);
  }

  const type = (text: string) => {
    setDraft(text);
    const parsed = hexColour.safeParse(normalise(text));
    if (!parsed.success) {
      setTypedError(parsed.error.issues[0]?.message ?? 'Invalid colour');
      return;
    }
    setTypedError(null);
    if (parsed.data !== value) onChange(parsed.data);
  };
  const blur = () => {
    if (!typedError) return;
    setDraft(value);
    setTypedError(null);
  };
  const message = typedError ?? error;

  return (
    <>
      <TextField
        id={inputId}
        name={name}
        label={label}
        value={draft}
        size="small"
        fullWidth
        disabled={disabled}
        onChange={(e) => type(e.target.value)}
        onBlur={blur}
        error={Boolean(message)}
        helperText={message}
        slotProps={{
          htmlInput: { spellCheck: false, maxLength: 9, 'aria-invalid': Boolean(message) },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <ButtonBase
                  aria-label={pickLabel ?? `Pick ${label}`}
                  aria-haspopup="dialog"
                  disabled={disabled}
                  onClick={(e) => setAnchor(e.currentTarget)}
                  sx={{
                    width: 24,
                    height: 24,
                    borderRadius: 1,
                    bgcolor: value,
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ p: 1.5 }} role="dialog" aria-label={pickLabel ?? `Pick ${label}`}>
          <HexColorPicker color={value} onChange={(colour) => onChange(colour)} />
        </Box>
      </Popover>
    </>
  );
}
