import { useState } from 'react';
import { Alert } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A success line above a tab's list that the user closes ('Functions assigned' ...): `note` is the
 * alert to place (nothing while there is no text), `show` puts a text in it, and `showAfter(step, text)`
 * is a success handler that first does its step (closes the dialog, clears the selection).
 */
export function useSuccessNote(sx?: SxProps<Theme>) {
  const [text, setText] = useState<string | null>(null);
  const note = text && (
    <Alert severity="success" onClose={() => setText(null)} sx={sx}>
      {text}
    </Alert>
  );
  const showAfter = (step: () => void, shown: string) => () => {
    step();
    setText(shown);
  };
  return { note, show: setText, showAfter };
}
