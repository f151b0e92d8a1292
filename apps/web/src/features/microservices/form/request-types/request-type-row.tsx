import { Chip, IconButton, Link, TableCell, TableRow, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { versionText, type RequestTypeInput } from '@console/contract';
import { useLabels } from '../../../../lib/labels';

interface RequestTypeRowProps {
  row: RequestTypeInput;
  latest: boolean;
  error?: string;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

const linkSx = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/** One request type: type, version with the latest marker, both URLs, a pencil and a trash icon. */
export function RequestTypeRow({ row, latest, error, disabled, onEdit, onDelete }: RequestTypeRowProps) {
  const t = useLabels('MIC_SET');
  const name = `${row.type} ${versionText(row)}`;
  return (
    <TableRow>
      <TableCell>{row.type}</TableCell>
      <TableCell>
        {versionText(row)}
        {latest && (
          <Chip label={t('LATEST')} size="small" color="success" variant="outlined" sx={{ ml: 1 }} />
        )}
        {error && (
          <Typography variant="caption" color="error" sx={{ display: 'block' }}>
            {error}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Link href={row.yamlUrl} target="_blank" rel="noopener noreferrer" sx={linkSx}>
          {row.yamlUrl}
        </Link>
      </TableCell>
      <TableCell>
        <Link href={row.docsUrl} target="_blank" rel="noopener noreferrer" sx={linkSx}>
          {row.docsUrl}
        </Link>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton size="small" aria-label={`${t('EDIT')} ${name}`} disabled={disabled} onClick={onEdit}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`${t('DELETE')} ${name}`} disabled={disabled} onClick={onDelete}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
