import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useOwnerId } from '../../lib/owner-scope';
import { OwnerBreadcrumbs } from '../owner-breadcrumbs';

interface ListPageProps {
  /** The last breadcrumb (Owners > owner > this screen). */
  breadcrumb?: string;
  title: string;
  /** A line under the title (the list a value table belongs to ...). */
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a list screen: breadcrumbs with the owner picker, the title, then the content. The
 * content is keyed by the acting owner, so another owner starts afresh (no selection, no dialog, page 1).
 */
export function ListPage({ breadcrumb, title, subtitle, children }: ListPageProps) {
  const ownerId = useOwnerId();
  return (
    <Box>
      {breadcrumb && <OwnerBreadcrumbs screen={breadcrumb} />}
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Stack>
      <Box key={ownerId ?? 0}>{children}</Box>
    </Box>
  );
}
