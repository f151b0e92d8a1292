import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isStrongPassword } from '@console/contract';
import { NewPasswordField } from '../../../components/new-password-field';
import { useLabels } from '../../../lib/labels';
import { useMessages } from '../../../lib/messages';
import { useCallMutation } from '../../../lib/query';

/** /setpassword?token=…: the page of a reset or welcome e-mail's single-use link. */
export function SetPasswordPage() {
  const t = useLabels('SET_PASSWORD');
  const m = useMessages('SET_PASSWORD');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const save = useCallMutation('users.setPasswordByLink', { scoped: false, invalidates: false });
  const weak = !isStrongPassword(password);
  const differs = repeat !== '' && repeat !== password;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (weak || differs || !repeat) return;
    save.mutate({ token, password });
  };
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper sx={{ p: 3, width: '100%', maxWidth: 420 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('TITLE')}
        </Typography>
        {save.isSuccess ? (
          <Stack spacing={2}>
            <Alert severity="success">{m('SAVED')}</Alert>
            <Link component={RouterLink} to="/login">
              {t('SIGN_IN')}
            </Link>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack spacing={2}>
              {(save.error || !token) && (
                <Alert severity="error">{save.error?.message ?? m('EXPIRED')}</Alert>
              )}
              <NewPasswordField
                label={t('PASSWORD')}
                type="password"
                value={password}
                onChange={setPassword}
              />
              <TextField
                label={t('CONFIRM')}
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
                error={differs}
                helperText={differs ? t('MISMATCH') : ' '}
              />
              <Button
                type="submit"
                variant="contained"
                disabled={!token || weak || !repeat || differs || save.isPending}
              >
                {t('SAVE')}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Box>
  );
}
