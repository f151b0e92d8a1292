import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useForm } from 'react-hook-form';
import {
  MEDIA_STATUSES,
  MEDIA_TYPES,
  organisationEditInput,
  type MediaEntry,
  type OrganisationInfo,
} from '@console/contract';
import { SelectField } from '../../../components/select-field';
import { useServerErrors } from '../../../lib/forms';
import { useLabels } from '../../../lib/labels';
import { useCallMutation } from '../../../lib/query';

const editFields = organisationEditInput.pick({ email: true, description: true, publicKey: true });
type EditValues = { email: string; description: string; publicKey: string };
type NewMedia = Omit<MediaEntry, 'id'> & { key: number };

/** 002 section 2.10, edit mode: e-mail (required and valid), description, public key and the media table. */
export function OrganisationEditForm(props: {
  org: OrganisationInfo;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { org } = props;
  const t = useLabels('ORG_DE');
  const save = useCallMutation('organisations.edit');
  const form = useForm<EditValues>({
    resolver: zodResolver(editFields) as never,
    mode: 'onChange',
    defaultValues: { email: org.email, description: org.description, publicKey: org.publicKey },
  });
  const errors = useServerErrors(form.setError, { fields: ['email', 'description', 'publicKey'] });
  const [removed, setRemoved] = useState<number[]>([]);
  const [added, setAdded] = useState<NewMedia[]>([]);
  const kept = org.media.filter((m) => !removed.includes(m.id));
  const submit = form.handleSubmit(async (values) => {
    errors.clear();
    try {
      await save.mutateAsync({
        id: org.id,
        ...values,
        addMedia: added.map(({ key: _key, ...m }) => m),
        deleteMediaIds: removed,
      });
      props.onSaved();
    } catch (error) {
      errors.fail(error);
    }
  });
  const patch = (key: number, change: Partial<NewMedia>) =>
    setAdded((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const e = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {errors.banner && <Alert severity="error">{errors.banner}</Alert>}
        <TextField
          label={t('EMAIL')}
          required
          error={Boolean(e.email)}
          helperText={e.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('DESCRIPTION')}
          required
          multiline
          minRows={3}
          error={Boolean(e.description)}
          helperText={e.description?.message}
          {...form.register('description')}
        />
        <TextField label={t('PUBLIC_KEY')} multiline minRows={2} {...form.register('publicKey')} />
        <Typography variant="subtitle1" component="h2">
          {t('MEDIA')}
        </Typography>
        {kept.map((m) => (
          <Stack key={m.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ minWidth: 100 }}>{m.mediaType}</Typography>
            <Typography sx={{ minWidth: 40 }}>{m.mediaStatus === 'On' ? t('ON') : t('OFF')}</Typography>
            <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{m.mobile || m.qrCode}</Typography>
            <IconButton
              aria-label={`${t('REMOVE')} ${m.mediaType}`}
              onClick={() => setRemoved((r) => [...r, m.id])}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
        {added.map((m, i) => (
          <Box
            key={m.key}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', md: '140px 110px 1fr 1fr 48px' },
              alignItems: 'center',
            }}
          >
            <SelectField
              size="small"
              label={`${t('MEDIA_TYPE')} ${i + 1}`}
              value={m.mediaType}
              options={MEDIA_TYPES.map((x) => ({ value: x, label: x }))}
              onChange={(mediaType) => patch(m.key, { mediaType })}
            />
            <SelectField
              size="small"
              label={`${t('MEDIA_STATUS')} ${i + 1}`}
              value={m.mediaStatus}
              options={MEDIA_STATUSES.map((x) => ({ value: x, label: x === 'On' ? t('ON') : t('OFF') }))}
              onChange={(mediaStatus) => patch(m.key, { mediaStatus })}
            />
            <TextField
              size="small"
              label={`${t('QR_CODE')} ${i + 1}`}
              value={m.qrCode}
              onChange={(ev) => patch(m.key, { qrCode: ev.target.value })}
            />
            <TextField
              size="small"
              label={`${t('MOBILE')} ${i + 1}`}
              value={m.mobile}
              onChange={(ev) => patch(m.key, { mobile: ev.target.value })}
            />
            <IconButton
              aria-label={`${t('REMOVE')} ${i + 1}`}
              onClick={() => setAdded((rows) => rows.filter((r) => r.key !== m.key))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button
            onClick={() =>
              setAdded((rows) => [
                ...rows,
                {
                  key: Date.now() + rows.length,
                  mediaType: 'Telegram',
                  mediaStatus: 'On',
                  qrCode: '',
                  mobile: '',
                },
              ])
            }
          >
            {t('ADD_MEDIA')}
          </Button>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button onClick={props.onCancel} disabled={save.isPending}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending || !form.formState.isValid}>
            {t('SAVE')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
