import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import type { CallOutput } from '@console/contract';
import { useRecordQuery, type RecordCallName } from '../../lib/query';
import type { ScreenLabels } from './crud-table';
import { DetailDialog } from './detail-dialog';
import { DetailFields, type DetailValues } from './detail-field';

/** What a list gives the detail it opens: the row's id, Cancel, and Edit (which opens the edit dialog). */
interface DetailOpening {
  id: number;
  onClose: () => void;
  onEdit: () => void;
}

/** What a list says of the detail a row opens: the info call, the dialog's texts and the record's fields. */
export interface RecordDetail<N extends RecordCallName, F extends string> {
  /** The info call that reads the record. */
  call: N;
  /** The dialog's title, also the text of its loading spinner. */
  title: string;
  /** Beside the title once the record is there (its name ...). */
  subtitle?: (record: CallOutput<N>) => string | undefined;
  /** Whether this record offers Edit (all do by default; an approved registration does not). */
  editable?: (record: CallOutput<N>) => boolean;
  /** The record's values by caption code, stacked (`DetailFields`). */
  fields?: (record: CallOutput<N>) => DetailValues<F>;
  /** After the fields: what has a layout of its own (fields side by side, a logo ...). */
  children?: (record: CallOutput<N>) => ReactNode;
}

interface RecordDetailDialogProps<N extends RecordCallName, F extends string>
  extends RecordDetail<N, F>, DetailOpening {
  t: ScreenLabels<F | 'LOAD_FAILED' | 'CANCEL' | 'EDIT'>;
}

/**
 * The read-only detail of a list's row read by its info call: loading, its failure, the fields once
 * there, then Cancel or Edit (Edit offered once the record is there).
 */
export function RecordDetailDialog<N extends RecordCallName, F extends string>(
  props: RecordDetailDialogProps<N, F>,
) {
  const { t, title } = props;
  const info = useRecordQuery(props.call, props.id);
  const record = info.data as CallOutput<N> | undefined;
  return (
    <DetailDialog
      open
      title={title}
      subtitle={record && props.subtitle?.(record)}
      loading={info.isLoading}
      error={info.error}
      labels={{ failed: t('LOAD_FAILED'), loading: title, cancel: t('CANCEL'), edit: t('EDIT') }}
      onEdit={record && (props.editable?.(record) ?? true) ? props.onEdit : undefined}
      onClose={props.onClose}
    >
      {record && (
        <Stack spacing={1.5}>
          {props.fields && <DetailFields t={t} fields={props.fields(record)} />}
          {props.children?.(record)}
        </Stack>
      )}
    </DetailDialog>
  );
}
