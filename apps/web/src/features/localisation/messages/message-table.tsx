import type { GridColDef } from '@mui/x-data-grid';
import { useLabels } from '../../../lib/labels';
import {
  loadedRows,
  LocalisationTable,
  sourceCodeColumn,
  type ListTableProps,
} from '../shared/localisation-table';
import type { MessageKind } from './message-kinds';
import type { MessageRow } from './message-types';

/** 002 sections 2.2 and 2.3: screenName, screenCode, labelCode (or errorCode) and text; a row opens its form. */
export function MessageTable({ kind, ...props }: ListTableProps<MessageRow> & { kind: MessageKind }) {
  const t = useLabels(kind.screen);
  const list = kind.useList(props.query);
  const columns: GridColDef<MessageRow>[] = [
    { field: 'screenName', headerName: t('SCREEN_NAME'), flex: 1, minWidth: 160 },
    { field: 'screenCode', headerName: t('SCREEN_CODE'), flex: 0.8, minWidth: 130 },
    sourceCodeColumn(t('CODE'), t('PLATFORM'), { flex: 1.2, minWidth: 200 }),
    { field: 'text', headerName: t('TEXT'), flex: 2, minWidth: 220 },
  ];
  return (
    <LocalisationTable
      {...props}
      {...loadedRows(list)}
      columns={columns}
      isRowSelectable={(row) => row.source === 'owner'}
      t={t}
    />
  );
}
