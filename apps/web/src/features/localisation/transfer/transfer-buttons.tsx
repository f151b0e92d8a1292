import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import type { ExportKind } from '@console/contract';
import { useLabels } from '../../../lib/labels';
import { ExportDialog } from './export-dialog';
import { ImportDialog } from './import-dialog';

/** Export and Import of the acting owner's labels, errors and code lists (this screen's kind preselected). */
export function TransferButtons({ kind }: { kind: ExportKind }) {
  const t = useLabels('FLEXY_IMPORT');
  const [open, setOpen] = useState<'export' | 'import' | null>(null);
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen('export')}>
        {t('EXPORT')}
      </Button>
      <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setOpen('import')}>
        {t('IMPORT')}
      </Button>
      {open === 'export' && <ExportDialog initialKind={kind} onClose={() => setOpen(null)} />}
      {open === 'import' && <ImportDialog onClose={() => setOpen(null)} />}
    </>
  );
}
