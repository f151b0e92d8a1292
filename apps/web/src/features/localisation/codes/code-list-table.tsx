import type { GridColDef } from '@mui/x-data-grid';
import type { CodeListRow } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { useCodeListList } from '../api/list-code-lists';
import {
  loadedRows,
  LocalisationTable,
  sourceCodeColumn,
  type ListTableProps,
} from '../shared/localisation-table';

/** 002 section 2.4: list code, list name and list description; a row opens its values. */
export function CodeListTable(props: ListTableProps<CodeListRow>) {
  const t = useLabels('FLEXY_CODE');
  const list = useCodeListList(props.query);
  const columns: GridColDef<CodeListRow>[] = [
    sourceCodeColumn(t('LIST_CODE'), t('PLATFORM'), { flex: 1.3, minWidth: 240 }),
    { field: 'title', headerName: t('LIST_NAME'), flex: 1, minWidth: 180 },
    { field: 'desc', headerName: t('LIST_DESC'), flex: 2, minWidth: 220 },
  ];
  return <LocalisationTable {...props} {...loadedRows(list)} columns={columns} t={t} />;
}
