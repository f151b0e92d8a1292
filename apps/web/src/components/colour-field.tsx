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
  /**
   * Called with a typed text that is not a colour (kept in the field with its error, never reverted), so
   * a form can refuse to save it.
   */
  onInvalid?: (text: string) => void;
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
 * reach onChange; an invalid text stays as typed with its error (also after leaving the field) and
 * reaches onInvalid.
 */
export function ColourField(props: ColourFieldProps) {
  const { label, value, onChange, onInvalid, error, pickLabel, name, disabled } = props;
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A new value from outside (the picker, a reset) replaces the text, unless it is the text itself.
  if (value !== shown) {
    setShown(value);
    if (value !== draft) setDraft(value);
  }
  const parsed = hexColour.safeParse(normalise(draft));
  const typedError = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid colour');
  const swatch = parsed.success ? parsed.data : hexColour.safeParse(value).success ? value : 'transparent';

  const type = (text: string) => {
    setDraft(text);
    const next = hexColour.safeParse(normalise(text));
    if (!next.success) onInvalid?.(text);
    else if (next.data !== value) onChange(next.data);
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
                    bgcolor: swatch,
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
          <HexColorPicker color={swatch} onChange={(colour) => onChange(colour)} />
        </Box>
      </Popover>
    </>
  );
}
