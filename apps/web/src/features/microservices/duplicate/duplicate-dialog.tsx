import { useState } from 'react';
import { Alert, Autocomplete, Box, Button, TextField } from '@mui/material';
import type { Microservice, MicroserviceChoice } from '@console/contract';
import { CatalogueOption, filterCatalogue } from '../../../components/catalogue-option';
import { ActionDialog } from '../../../components/crud/action-dialog';
import { CentredSpinner } from '../../../components/crud/centred-spinner';
import { useLabels } from '../../../lib/labels';
import { useRecordQuery, useScopedQuery } from '../../../lib/query';
import { MicroserviceSections } from '../detail/microservice-sections';
import { useConfirmDuplicate } from './use-confirm-duplicate';

interface DuplicateDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: (result: { id: number; message: string }) => void;
  /** Edit and Confirm: edit the copy before it is stored. */
  onEdit: (source: Microservice) => void;
}

/**
 * 000 section 2.5: pick a catalogue microservice, see it read-only, then Confirm or Edit and Confirm.
 * What is assigned to the owner is not offered: its copy would always clash with it.
 */
export function DuplicateDialog({ open, onClose, onSaved, onEdit }: DuplicateDialogProps) {
  const t = useLabels('MIC_SET');
  const catalogue = useScopedQuery('microservices.catalogue', {}, { enabled: open });
  const options = (catalogue.data?.results ?? []).filter((c) => !c.assigned);
  const [choice, setChoice] = useState<MicroserviceChoice | null>(null);
  const source = useRecordQuery('microservices.info', choice?.functionId ?? null);
  const duplicate = useConfirmDuplicate((result) => {
    setChoice(null);
    onSaved(result);
  });
  const close = () => {
    setChoice(null);
    duplicate.reset();
    onClose();
  };
  const pick = (item: MicroserviceChoice | null) => {
    duplicate.reset();
    setChoice(item);
  };
  const ready = source.data && choice ? source.data : null;
  return (
    <ActionDialog
      open={open}
      title={t('DUPLICATE_TITLE')}
      intro={t('DUP_INTRO')}
      width={700}
      onClose={close}
      cancelLabel={t('CANCEL')}
      actions={
        <>
          <Button
            variant="outlined"
            disabled={!ready || duplicate.pending}
            onClick={() => ready && onEdit(ready)}
          >
            {t('EDIT_CONFIRM')}
          </Button>
          <Button
            variant="contained"
            disabled={!ready || duplicate.pending}
            onClick={() => ready && duplicate.confirm(ready)}
          >
            {t('CONFIRM')}
          </Button>
        </>
      }
    >
      <Autocomplete<MicroserviceChoice, false>
        options={options}
        loading={catalogue.isLoading}
        value={choice}
        onChange={(_e, item) => pick(item)}
        getOptionLabel={(o) => o.functionName}
        isOptionEqualToValue={(a, b) => a.functionId === b.functionId}
        filterOptions={filterCatalogue}
        renderOption={({ key, ...props }, option) => (
          <CatalogueOption key={key} props={props} option={option} />
        )}
        renderInput={(params) => (
          <TextField {...params} label={t('PICK_MICROSERVICE')} placeholder={t('SEARCH')} />
        )}
      />
      {duplicate.conflict && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('DUP_CONFLICT')}
        </Alert>
      )}
      {duplicate.failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {duplicate.failure}
        </Alert>
      )}
      {source.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('DETAIL_FAILED')}: {source.error.message}
        </Alert>
      )}
      {choice && source.isLoading && <CentredSpinner label={t('LOADING')} py={4} />}
      {ready && (
        <Box sx={{ mt: 2 }}>
          <MicroserviceSections ms={ready} />
        </Box>
      )}
    </ActionDialog>
  );
}
