import { useState } from 'react';
import { Alert, Box, Button, IconButton, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { loginInput, type LoginInput } from '@console/contract';
import { ApiError } from '../../lib/api-client';
import { useConsoleBranding } from '../../lib/branding';
import { useLabels } from '../../lib/labels';
import { useSession } from '../../lib/session-store';
import { landingPath } from '../../lib/navigation';
import { useLogin } from './api/login';

export function LoginPage() {
  const t = useLabels('LOGIN');
  const session = useSession();
  const navigate = useNavigate();
  const { loginLogo, ownerName } = useConsoleBranding();
  const [showPassword, setShowPassword] = useState(false);
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    mode: 'onChange',
    defaultValues: { clientid: '', username: '', password: '' },
  });
  if (session && !login.isSuccess) return <Navigate to="/ownersettings" replace />;

  const onSubmit = handleSubmit(async (values) => {
    const result = await login.mutateAsync(values).catch(() => null);
    if (result) void navigate(landingPath(result), { replace: true });
  });
  const error = login.error;
  const locked = error instanceof ApiError && error.code === 'TOO_MANY_ATTEMPTS';

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper component="form" onSubmit={onSubmit} noValidate sx={{ p: 4, width: '100%', maxWidth: 420 }} elevation={3}>
        <Stack spacing={2.5}>
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Box component="img" src={loginLogo ?? '/favicon.svg'} alt={ownerName ? `${ownerName} logo` : 'Logo'} sx={{ height: 56, maxWidth: 240, objectFit: 'contain' }} />
            <Typography variant="h5" component="h1">{t('TITLE')}</Typography>
            {ownerName && <Typography color="text.secondary">{ownerName}</Typography>}
          </Stack>
          {error && (
            <Alert severity="error" role="alert">
              {locked ? error.message : t('INVALID')}
              {!locked && error.message !== t('INVALID') && <Box component="span" sx={{ display: 'block', fontSize: 12 }}>{error.message}</Box>}
            </Alert>
          )}
          <TextField
            label={t('CLIENT_ID')}
            autoComplete="organization"
            autoFocus
            required
            {...register('clientid')}
            error={Boolean(formState.errors.clientid)}
            helperText={formState.errors.clientid && t('CLIENT_ID_REQ')}
          />
          <TextField
            label={t('USER_NAME')}
            autoComplete="username"
            required
            {...register('username')}
            error={Boolean(formState.errors.username)}
            helperText={formState.errors.username && t('NAME_REQ')}
          />
          <TextField
            label={t('PASSWORD')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            required
            {...register('password')}
            error={Boolean(formState.errors.password)}
            helperText={formState.errors.password && t('PASSWORD_REQ')}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={showPassword ? t('HIDE_PASSWORD') : t('SHOW_PASSWORD')} onClick={() => setShowPassword((s) => !s)} edge="end">
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || login.isPending}>
            {t('LOGIN')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
