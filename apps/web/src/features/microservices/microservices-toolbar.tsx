import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { DeleteSelected } from '../../components/crud/delete-selected';
import { useLabels } from '../../lib/labels';
import { useMessages } from '../../lib/messages';
import { useConsoleState } from '../../lib/session-store';

export type ToolbarAction = 'add' | 'assign' | 'duplicate';

interface MicroservicesToolbarProps {
  selection: number[];
  onAction: (action: ToolbarAction) => void;
  /** After a delete: its success message (the rows are gone from the list). */
  onDeleted: (message: string) => void;
  onError: (message: string) => void;
}

/**
 * Add, Assign (the acting owner is a team space, TS), Duplicate (an owner is selected) and Delete
 * (something is selected), as 000 sections 2.5 and 6 say; the server checks each again.
 */
export function MicroservicesToolbar({ selection, onAction, onDeleted, onError }: MicroservicesToolbarProps) {
  const t = useLabels('MIC_SET');
  const m = useMessages('MIC_SET');
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
      <DeleteSelected
        call="microservices.delete"
        ids={selection}
        t={t}
        onDeleted={() => onDeleted(m('DELETED'))}
        onError={onError}
      />
    </>
  );
}
