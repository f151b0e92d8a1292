import type { ReactNode } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { OwnerBreadcrumbs } from '../../../components/owner-breadcrumbs';
import { useOwnerId } from '../../../lib/owner-scope';

interface LocalisationPageProps {
  breadcrumb: string;
  heading: string;
  /** A line under the heading (the list a value table belongs to ...). */
  subheading?: ReactNode;
  error?: string | null;
  children: ReactNode;
}

/**
 * The frame of a localisation screen (who may open it: SCREENS, guarded by the route): breadcrumbs with the owner picker, heading and
 * content. The content is keyed by the acting owner, so switching owner starts with a clean selection.
 */
export function LocalisationPage({
  breadcrumb,
  heading,
  subheading,
  error,
  children,
}: LocalisationPageProps) {
  const ownerId = useOwnerId();
  return (
    <Box>
      <OwnerBreadcrumbs screen={breadcrumb} />
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        {subheading && <Typography color="text.secondary">{subheading}</Typography>}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box key={ownerId}>{children}</Box>
    </Box>
  );
}
