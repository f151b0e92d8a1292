import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';

/** Add: opens the create dialog. */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** Edit: enabled with exactly one row selected, and opens it (002 sections 2.4 to 2.6). */
export function EditButton({
  label,
  selection,
  onEdit,
}: {
  label: string;
  selection: number[];
  onEdit: (id: number) => void;
}) {
  const [only] = selection;
  return (
    <Button
      variant="outlined"
      startIcon={<EditIcon />}
      disabled={selection.length !== 1 || only === undefined}
      onClick={() => only !== undefined && onEdit(only)}
    >
      {label}
    </Button>
  );
}
