import { useRef, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { FileFormat } from '@console/contract';
import { ActionDialog } from '../../../components/crud/action-dialog';
import { SuccessDialog } from '../../../components/crud/success-dialog';
import { useLabels } from '../../../lib/labels';
import { useCallMutation } from '../../../lib/query';
import { formatOf } from './download';
import { ImportPreviewView } from './import-preview';

interface ChosenFile {
  name: string;
  format: FileFormat;
  content: string;
}

/** Import: choose a CSV or JSON file, see what it would add, change and leave alone, then import it. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useLabels('FLEXY_IMPORT');
  const input = useRef<HTMLInputElement>(null);
  // A preview writes nothing; an import changes every list and caption it touches.
  const preview = useCallMutation('localisation.previewImport', { invalidates: false });
  const importer = useCallMutation('localisation.import', {
    invalidates: ['labels', 'errors', 'codeLists', 'codeValues', 'subValues'],
  });
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    setReadError(null);
    importer.reset();
    try {
      const content = await chosen.text();
      const next = { name: chosen.name, format: formatOf(chosen.name, content), content };
      setFile(next);
      preview.mutate({ format: next.format, content: next.content });
    } catch {
      setReadError(t('FAILED'));
    }
  };
  if (importer.data) {
    const { added, changed, unchanged } = importer.data;
    return (
      <SuccessDialog
        open
        title={t('IMPORTED')}
        message={t('SUMMARY', { added, changed, unchanged })}
        doneLabel={t('DONE')}
        onDone={onClose}
      />
    );
  }
  const result = preview.data;
  const canImport = Boolean(
    file && result && result.errors.length === 0 && result.added + result.changed > 0,
  );
  const error = readError ?? preview.error?.message ?? importer.error?.message;
  return (
    <ActionDialog
      title={t('IMPORT_TITLE')}
      maxWidth="md"
      onClose={onClose}
      cancelLabel={t('CANCEL')}
      actions={
        <Button
          variant="contained"
          disabled={!canImport || importer.isPending}
          onClick={() => file && importer.mutate({ format: file.format, content: file.content })}
        >
          {t('CONFIRM')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => input.current?.click()}
            disabled={preview.isPending || importer.isPending}
          >
            {t('CHOOSE_FILE')}
          </Button>
          <Typography color="text.secondary">{file?.name ?? t('FILE_HINT')}</Typography>
          <input
            ref={input}
            type="file"
            hidden
            accept=".csv,.json,text/csv,application/json"
            aria-label={t('CHOOSE_FILE')}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {result && !preview.isPending && <ImportPreviewView preview={result} />}
      </Stack>
    </ActionDialog>
  );
}
