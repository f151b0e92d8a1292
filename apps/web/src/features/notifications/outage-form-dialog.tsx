import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { OUTAGE_STATUSES, outageSaveInput, type OutageRow } from '@console/contract';
import { RecordFormDialog } from '../../components/crud/record-form-dialog';
import { DateTimeField } from '../../components/date-time-field';
import { formValues } from '../../lib/forms';
import { useLabels } from '../../lib/labels';
import { useScopedQuery } from '../../lib/query';
import { NoticeTextField, useNoticeForm } from './use-notification-labels';

type OutageFormValues = z.input<typeof outageSaveInput>;
const resolver = zodResolver(outageSaveInput);

const toValues = (o?: OutageRow): OutageFormValues =>
  formValues(o && { ...o, microserviceIds: o.microservices.map((m) => m.id) }, {
    id: 0,
    status: 'Active',
    outage: '',
    startDateTime: null,
    endDateTime: null,
    microserviceIds: [],
  });

/** Add or edit an outage: status, rich-text outage, start and end (date, then 24-hour time), microservices. */
export function OutageFormDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useLabels('NOTIFICATIONS');
  const dialog = useNoticeForm('OUTAGE', 'outages.info', id, { toValues, fields: outageSaveInput.shape });
  return (
    <RecordFormDialog
      {...dialog}
      resolver={resolver}
      save="outages.save"
      onClose={onClose}
      fields={(form, busy) => [
        { name: 'status', label: t('STATUS'), width: 'half', required: true, options: OUTAGE_STATUSES },
        { name: 'outage', render: (field) => <NoticeTextField {...field} label={t('OUTAGE')} /> },
        {
          name: 'startDateTime',
          render: (field) => (
            <DateTimeField {...field} dateLabel={t('START_DATE')} timeLabel={t('START_TIME')} />
          ),
        },
        {
          name: 'endDateTime',
          render: (field) => <DateTimeField {...field} dateLabel={t('END_DATE')} timeLabel={t('END_TIME')} />,
        },
        {
          name: 'microserviceIds',
          render: () => (
            <Controller
              control={form.control}
              name="microserviceIds"
              render={({ field, fieldState }) => (
                <MicroservicePicker
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={busy}
                />
              )}
            />
          ),
        },
      ]}
    />
  );
}

/** The catalogue microservices the outage affects (beyond the spec: they get a badge while it is Active). */
function MicroservicePicker(props: {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled: boolean;
}) {
  const t = useLabels('NOTIFICATIONS');
  const catalogue = useScopedQuery('microservices.catalogue', {});
  const options = catalogue.data?.results ?? [];
  return (
    <Autocomplete
      multiple
      options={options}
      loading={catalogue.isLoading}
      disabled={props.disabled}
      value={options.filter((o) => props.value.includes(o.functionId))}
      getOptionLabel={(o) => o.functionName}
      isOptionEqualToValue={(a, b) => a.functionId === b.functionId}
      onChange={(_, chosen) => props.onChange(chosen.map((c) => c.functionId))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('MICROSERVICES')}
          error={Boolean(props.error)}
          helperText={props.error}
        />
      )}
    />
  );
}
