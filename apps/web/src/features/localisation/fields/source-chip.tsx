import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { Box, Chip, Stack } from '@mui/material';

/** A code with a small 'Platform' chip when the row is inherited from the platform; a long code is cut, never the chip. */
export function CodeWithSource({
  code,
  inherited,
  platformLabel,
}: {
  code: string;
  inherited: boolean;
  platformLabel: string;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        title={code}
      >
        {code}
      </Box>
      {inherited && <Chip size="small" variant="outlined" label={platformLabel} sx={{ flexShrink: 0 }} />}
    </Stack>
  );
}

/** The code column of a list with platform rows: the code with a 'Platform' chip on inherited rows. */
export function sourceCodeColumn<R extends GridValidRowModel & { source: string }>(
  field: string,
  headerName: string,
  platformLabel: string,
  size: { flex: number; minWidth: number },
): GridColDef<R> {
  return {
    field,
    headerName,
    ...size,
    renderCell: ({ row }) => (
      <CodeWithSource
        code={String((row as Record<string, unknown>)[field])}
        inherited={row.source === 'platform'}
        platformLabel={platformLabel}
      />
    ),
  };
}
