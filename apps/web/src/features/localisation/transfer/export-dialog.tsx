import { useState } from 'react';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { EXPORT_KINDS, type ExportKind, type FileFormat } from '@console/contract';
import { CallActionDialog } from '../../../components/crud/call-action-dialog';
import { useLabels } from '../../../lib/labels';
import { downloadText } from '../../../lib/download';

const KIND_LABELS = { labels: 'LABELS', errors: 'ERRORS', codeLists: 'CODE_LISTS' } as const;

/** Export: what to include and the format (CSV or JSON), then the file downloads. */
export function ExportDialog({ initialKind, onClose }: { initialKind: ExportKind; onClose: () => void }) {
  const t = useLabels('FLEXY_IMPORT');
  const [format, setFormat] = useState<FileFormat>('csv');
  const [kinds, setKinds] = useState<ExportKind[]>([initialKind]);
  const toggle = (kind: ExportKind, on: boolean) =>
    setKinds((current) => EXPORT_KINDS.filter((k) => (k === kind ? on : current.includes(k))));
  return (
    <CallActionDialog
      title={t('EXPORT_TITLE')}
      maxWidth="xs"
      onClose={onClose}
      cancelLabel={t('CANCEL')}
      call="localisation.export"
      invalidates={false}
      input={kinds.length ? { format, kinds } : null}
      submitLabel={t('DOWNLOAD')}
      onDone={(file) => {
        downloadText(file.filename, file.contentType, file.content);
        onClose();
      }}
    >
      <Stack spacing={2}>
        <FormControl>
          <FormLabel id="export-include">{t('INCLUDE')}</FormLabel>
          <FormGroup aria-labelledby="export-include">
            {EXPORT_KINDS.map((kind) => (
              <FormControlLabel
                key={kind}
                control={
                  <Checkbox checked={kinds.includes(kind)} onChange={(e) => toggle(kind, e.target.checked)} />
                }
                label={t(KIND_LABELS[kind])}
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="export-format">{t('FORMAT')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="export-format"
            value={format}
            onChange={(e) => setFormat(e.target.value as FileFormat)}
          >
            <FormControlLabel value="csv" control={<Radio />} label={t('CSV')} />
            <FormControlLabel value="json" control={<Radio />} label={t('JSON')} />
          </RadioGroup>
        </FormControl>
      </Stack>
    </CallActionDialog>
  );
}
