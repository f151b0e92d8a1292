import { useState, type RefObject } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { GridApi, GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import type { CallInput, ExportCallName } from '@console/contract';
import { exportCsv } from '../../lib/export-csv';
import { useLabels } from '../../lib/labels';
import { thrownMessage } from '../../lib/error-text';

interface ExportCsvButtonProps<N extends ExportCallName, R extends GridValidRowModel> {
  /** The list call whose rows are exported (all of them, with the input's filters). */
  call: N;
  /** The call's input, or a function giving it when clicked (what the filter says at that moment). */
  input: CallInput<N> | (() => CallInput<N>);
  /** The table's columns; hidden ones are left out, captions as the table shows them. */
  columns: GridColDef<R>[];
  hidden?: GridColumnVisibilityModel;
  /** The export failed: its message, for the page's banner. */
  onError: (message: string | null) => void;
}

/** Export CSV of what a list shows: its visible columns under their captions, every row of its filter. */
export function ExportCsvButton<N extends ExportCallName, R extends GridValidRowModel>(
  props: ExportCsvButtonProps<N, R>,
) {
  const kit = useLabels('LISTS');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    props.onError(null);
    try {
      const shown = props.columns.filter((c) => props.hidden?.[c.field] !== false);
      const input = typeof props.input === 'function' ? (props.input as () => CallInput<N>)() : props.input;
      await exportCsv(
        props.call,
        input,
        shown.map((c) => ({ field: c.field, caption: c.headerName ?? c.field })),
      );
    } catch (error) {
      props.onError(thrownMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}>
      {kit('EXPORT_CSV')}
    </Button>
  );
}

/**
 * Export CSV of a table filtered and sorted in the browser (the owner list: every row is loaded): the grid
 * itself writes the rows its quick filter and sort leave, every page of them, in its visible columns.
 */
export function GridCsvButton({ apiRef, fileName }: { apiRef: RefObject<GridApi | null>; fileName: string }) {
  const kit = useLabels('LISTS');
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => apiRef.current?.exportDataAsCsv({ fileName, utf8WithBom: true })}
    >
      {kit('EXPORT_CSV')}
    </Button>
  );
}
