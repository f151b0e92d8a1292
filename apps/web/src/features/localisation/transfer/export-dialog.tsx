import { useState } from 'react';
import {
  Alert,
  Button,
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
import { ActionDialog } from '../../../components/crud/action-dialog';
import { useLabels } from '../../../lib/labels';
import { useCallMutation } from '../../../lib/query';
import { downloadText } from '../../../lib/download';

const KIND_LABELS = { labels: 'LABELS', errors: 'ERRORS', codeLists: 'CODE_LISTS' } as const;

/** Export: what to include and the format (CSV or JSON), then the file downloads. */
export function ExportDialog({ initialKind, onClose }: { initialKind: ExportKind; onClose: () => void }) {
  const t = useLabels('FLEXY_IMPORT');
  const exporter = useCallMutation('localisation.export', { invalidates: false });
  const [format, setFormat] = useState<FileFormat>('csv');
  const [kinds, setKinds] = useState<ExportKind[]>([initialKind]);
  const toggle = (kind: ExportKind, on: boolean) =>
    setKinds((current) => EXPORT_KINDS.filter((k) => (k === kind ? on : current.includes(k))));
  const download = async () => {
    const file = await exporter.mutateAsync({ format, kinds });
    downloadText(file.filename, file.contentType, file.content);
    onClose();
  };
  return (
    <ActionDialog
      title={t('EXPORT_TITLE')}
      titleId="export-title"
      maxWidth="xs"
      onClose={onClose}
      cancelLabel={t('CANCEL')}
      actions={
        <Button
          variant="contained"
          disabled={kinds.length === 0 || exporter.isPending}
          onClick={() => void download().catch(() => {})}
        >
          {t('DOWNLOAD')}
        </Button>
      }
    >
      <Stack spacing={2}>
        {exporter.error && <Alert severity="error">{exporter.error.message}</Alert>}
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
    </ActionDialog>
  );
}
