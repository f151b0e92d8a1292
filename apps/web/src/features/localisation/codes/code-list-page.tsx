import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router';
import type { CodeListRow } from '@console/contract';
import { CrudList } from '../../../components/crud/crud-list';
import { screenPage } from '../../../components/crud/screen-page';
import { useListState } from '../../../components/crud/list-state';
import { useLabels } from '../../../lib/labels';
import { useListQuery } from '../../../lib/query';
import { sourceCodeColumn } from '../fields/source-chip';
import { TransferButtons } from '../transfer/transfer-buttons';
import { CodeListFormDialog } from './code-list-form-dialog';

/** /codelist: Localisation - Flexy Codes (002 section 2.4). */
export const CodeListPage = screenPage('FLEXY_CODE', CodeLists);

/** List code, list name and list description; a row opens its values, Edit needs exactly one row. */
function CodeLists() {
  const t = useLabels('FLEXY_CODE');
  const navigate = useNavigate();
  const list = useListState({ sortField: 'code' });
  // Inherited platform lists can be edited (the owner gets a copy) but not deleted from here.
  const rows = useListQuery('codeLists.list', list.query).data?.rows ?? [];
  const inheritedSelected = rows.some((r) => r.source === 'platform' && list.selection.includes(r.id));
  const openValues = (id: number) => void navigate(`/valuelist?list=${id}`);
  const columns: GridColDef<CodeListRow>[] = [
    sourceCodeColumn('code', t('LIST_CODE'), t('PLATFORM'), { flex: 1.3, minWidth: 240 }),
    { field: 'title', headerName: t('LIST_NAME'), flex: 1, minWidth: 180 },
    { field: 'desc', headerName: t('LIST_DESC'), flex: 2, minWidth: 220 },
  ];
  return (
    <CrudList
      call="codeLists.list"
      state={list}
      columns={columns}
      t={t}
      onOpen={(row) => openValues(row.id)}
      leading={<TransferButtons kind="codeLists" />}
      add={t('ADD')}
      edit={t('EDIT')}
      remove={{
        call: 'codeLists.delete',
        deletable: (selection) => (inheritedSelected ? [] : selection),
        invalidates: ['codeValues', 'subValues'],
      }}
      form={(id, onClose) => <CodeListFormDialog id={id} onClose={onClose} onCreated={openValues} />}
    />
  );
}
