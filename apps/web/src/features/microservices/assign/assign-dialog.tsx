import { useState } from 'react';
import {
  Autocomplete,
  Box,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { MicroserviceChoice } from '@console/contract';
import { CatalogueOption, filterCatalogue } from '../../../components/catalogue-option';
import { CallActionDialog } from '../../../components/crud/call-action-dialog';
import { useLabels } from '../../../lib/labels';
import { useScopedQuery } from '../../../lib/query';

interface AssignDialogProps {
  open: boolean;
  onClose: () => void;
  /** How many were assigned, and how many of the chosen were assigned already (left as they were). */
  onAssigned: (assigned: number, skipped: number) => void;
}

/**
 * 000 section 2.5: choose catalogue microservices to share with the (TS) owner; Continue assigns them.
 * What is assigned already is not offered.
 */
export function AssignDialog({ open, onClose, onAssigned }: AssignDialogProps) {
  const t = useLabels('MIC_SET');
  const catalogue = useScopedQuery('microservices.catalogue', {}, { enabled: open });
  const options = (catalogue.data?.results ?? []).filter((c) => !c.assigned);
  const [chosen, setChosen] = useState<MicroserviceChoice[]>([]);
  return (
    <CallActionDialog
      open={open}
      title={t('ASSIGN')}
      intro={t('ASSIGN_INTRO')}
      width={700}
      onClose={() => {
        setChosen([]);
        onClose();
      }}
      cancelLabel={t('CANCEL')}
      call="microservices.assign"
      input={chosen.length ? { functionIds: chosen.map((c) => c.functionId) } : null}
      submitLabel={t('CONTINUE')}
      onDone={(result) => {
        setChosen([]);
        onAssigned(result.insertedFunctions, chosen.length - result.insertedFunctions);
      }}
    >
      <Autocomplete<MicroserviceChoice, true>
        multiple
        options={options}
        loading={catalogue.isLoading}
        value={chosen}
        onChange={(_e, items) => setChosen(items)}
        disableCloseOnSelect
        getOptionLabel={(o) => o.functionName}
        isOptionEqualToValue={(a, b) => a.functionId === b.functionId}
        filterOptions={filterCatalogue}
        renderOption={({ key, ...props }, option) => (
          <CatalogueOption key={key} props={props} option={option} />
        )}
        // The chosen ones are listed below the picker, each with its own remove button.
        renderValue={() => null}
        renderInput={(params) => (
          <TextField {...params} label={t('PICK_MICROSERVICES')} placeholder={t('SEARCH')} />
        )}
      />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {t('CHOSEN')} ({chosen.length})
      </Typography>
      {chosen.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('NONE_CHOSEN')}
        </Typography>
      ) : (
        <Box sx={{ maxHeight: 240, overflowY: 'auto' }}>
          <List dense aria-label={t('CHOSEN')}>
            {chosen.map((c) => (
              <ListItem
                key={c.functionId}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('REMOVE_CHOICE', { name: c.functionName })}
                    onClick={() => setChosen(chosen.filter((x) => x !== c))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemText primary={c.functionName} secondary={c.functionDescription} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </CallActionDialog>
  );
}
