import { useState } from 'react';
import { Alert } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A success line above a tab's list that the user closes ('Functions assigned' ...): `note` is the
 * alert to place (nothing while there is no text), `show` puts a text in it.
 */
export function useSuccessNote(sx?: SxProps<Theme>) {
  const [text, setText] = useState<string | null>(null);
  const note = text && (
    <Alert severity="success" onClose={() => setText(null)} sx={sx}>
      {text}
    </Alert>
  );
  return { note, show: setText };
}
