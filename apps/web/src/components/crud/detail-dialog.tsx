import type { ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { CentredSpinner } from './centred-spinner';
import EditIcon from '@mui/icons-material/Edit';

interface DetailDialogProps {
  open: boolean;
  title: string;
  /** Beside the title once the record is there (its name ...). */
  subtitle?: string;
  /** The record's query: loading, its failure (shown as `failedLabel: message`). */
  loading: boolean;
  error: Error | null;
  labels: { failed: string; loading: string; cancel: string; edit?: string };
  /** Edit is offered once the record is there. */
  onEdit?: () => void;
  /** A record that is never edited (an audit record): no Edit button. */
  readOnly?: boolean;
  onClose: () => void;
  /** Dialog width in pixels (000: 1000 for a microservice). */
  width?: number;
  children: ReactNode;
}

/** A record read-only, then Cancel or Edit (001 section 2: the common detail of a list screen). */
export function DetailDialog(props: DetailDialogProps) {
  const { open, title, subtitle, loading, error, labels, onEdit, onClose } = props;
  const titleId = `detail-dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: props.width ?? 720, maxWidth: '100%' } } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {title}
        {subtitle && (
          <Typography component="span" variant="body1" color="text.secondary" sx={{ ml: 1 }}>
            {subtitle}
          </Typography>
        )}
      </DialogTitle>
      {/* Focusable, so a long record can be scrolled with the keyboard when it holds no link or button. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {error && (
          <Alert severity="error">
            {labels.failed}: {error.message}
          </Alert>
        )}
        {loading && <CentredSpinner label={labels.loading} />}
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.cancel}</Button>
        {!props.readOnly && (
          <Button variant="contained" startIcon={<EditIcon />} disabled={!onEdit} onClick={onEdit}>
            {labels.edit}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
