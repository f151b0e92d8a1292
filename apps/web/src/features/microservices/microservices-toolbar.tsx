import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useLabels } from '../../lib/labels';
import { useConsoleState } from '../../lib/session-store';

export type ToolbarAction = 'add' | 'assign' | 'duplicate' | 'delete';

/**
 * Add, Assign (the acting owner is a team space, TS), Duplicate (an owner is selected) and Delete
 * (something is selected), as 000 sections 2.5 and 6 say; the server checks each again.
 */
export function MicroservicesToolbar({
  selected,
  onAction,
}: {
  selected: number;
  onAction: (action: ToolbarAction) => void;
}) {
  const t = useLabels('MIC_SET');
  const { owner } = useConsoleState();
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => onAction('add')}>
        {t('ADD_NEW')}
      </Button>
      {owner?.ownerType === 'TS' && (
        <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={() => onAction('assign')}>
          {t('ASSIGN')}
        </Button>
      )}
      {owner && (
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => onAction('duplicate')}>
          {t('DUPLICATE')}
        </Button>
      )}
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={selected === 0}
        onClick={() => onAction('delete')}
      >
        {t('DELETE')}
      </Button>
    </>
  );
}
