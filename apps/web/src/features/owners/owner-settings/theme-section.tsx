import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** A part of the theme dialog under its own heading, which names it for screen readers (`theme-<name>-heading`). */
export function ThemeSection({
  name,
  title,
  children,
}: {
  name: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `theme-${name}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
