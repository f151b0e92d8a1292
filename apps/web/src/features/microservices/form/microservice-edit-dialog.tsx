import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, DialogContent, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FieldErrors } from 'react-hook-form';
import type { Microservice } from '@console/contract';
import { CancelActions } from '../../../components/crud/form-dialog';
import { SaveButton } from '../../../components/crud/save-button';
import { useLabels } from '../../../lib/labels';
import { FormDialogFrame, useMicroserviceDialog } from './form-dialog-frame';
import type { MicroserviceFormValues } from './form-values';
import { SectionFields } from './section-fields';
import { editSectionsFor, SECTIONS, sectionOfField, type SectionId } from './step-rules';

interface MicroserviceEditDialogProps {
  initial: Microservice;
  onClose: () => void;
  onSaved: (result: { id: number; message: string }) => void;
}

/** The sections holding an error, so their panels can be opened. */
function sectionsWithErrors(errors: FieldErrors<MicroserviceFormValues>): SectionId[] {
  return Object.keys(errors)
    .map(sectionOfField)
    .filter((s): s is SectionId => s !== undefined);
}

/**
 * Edit a microservice in accordion panels (000 section 2.8); which panels show depends on its kind and
 * class. A failed save opens the panels at fault.
 */
export function MicroserviceEditDialog({ initial, onClose, onSaved }: MicroserviceEditDialogProps) {
  const t = useLabels('MIC_SET');
  const assigned = initial.microType === 'ASSIGN';
  const dialog = useMicroserviceDialog({
    mode: 'edit',
    initial,
    firstScope: assigned ? 'assigned' : 'all',
    onClose,
    onSaved,
  });
  const { form, submitter, busy, close } = dialog;
  const sections = editSectionsFor(initial.microType, dialog.classCode);
  const [expanded, setExpanded] = useState<Set<SectionId>>(() => new Set([sections[0] ?? 'basic']));

  const open = (ids: SectionId[]) => setExpanded((now) => new Set([...now, ...ids]));
  const toggle = (id: SectionId, on: boolean) =>
    setExpanded((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  /** Opens the panels at fault and brings the first one into view. */
  const showProblems = (first?: SectionId) => {
    const ids = [first, ...sectionsWithErrors(form.formState.errors)].filter(
      (id): id is SectionId => id !== undefined,
    );
    open(ids);
    const target = SECTIONS.find((s) => ids.includes(s.id));
    // After the opened panel has mounted its fields.
    if (target)
      setTimeout(
        () =>
          document
            .getElementById(`ms-edit-${target.id}-header`)
            ?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }),
        50,
      );
  };
  const save = async () => {
    if (!(await form.trigger())) return showProblems();
    const result = await submitter.submit(form.getValues());
    if (!result.saved) showProblems(result.section);
  };

  return (
    <FormDialogFrame title={t('EDIT_TITLE')} dialog={dialog}>
      <DialogContent dividers>
        {SECTIONS.filter((s) => sections.includes(s.id)).map((s) => (
          <Accordion
            key={s.id}
            expanded={expanded.has(s.id)}
            onChange={(_, on) => toggle(s.id, on)}
            disableGutters
            // Closed panels are not mounted: the form keeps their values, the page stays light.
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`ms-edit-${s.id}`}
              id={`ms-edit-${s.id}-header`}
            >
              <Typography sx={{ fontWeight: 600 }}>{t(s.label)}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`ms-edit-${s.id}`}>
              <SectionFields id={s.id} {...dialog.fields} assigned={assigned} />
            </AccordionDetails>
          </Accordion>
        ))}
      </DialogContent>
      <CancelActions label={t('FORM_CANCEL')} onCancel={close} busy={busy}>
        <SaveButton busy={busy} onClick={save} labels={{ save: t('FORM_SAVE'), saving: t('FORM_SAVING') }} />
      </CancelActions>
    </FormDialogFrame>
  );
}
