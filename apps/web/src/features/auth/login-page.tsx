import { useState, type CSSProperties, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { DEFAULT_COLOURS, type LoginInput } from '@console/contract';
import { ApiError } from '../../lib/api-client';
import { usePublicBranding } from '../../lib/branding';
import { useLabels } from '../../lib/labels';
import { landingPath } from '../../lib/navigation';
import { useSession } from '../../lib/session-store';
import { useLogin } from './api/login';
import { EyeIcon } from './eye-icon';
import { LoginField } from './login-field';
import './login-page.css';

type Field = keyof LoginInput;
const FIELDS: readonly Field[] = ['clientid', 'username', 'password'];
const EMPTY: LoginInput = { clientid: '', username: '', password: '' };
const REQUIRED_LABEL = { clientid: 'CLIENT_ID_REQ', username: 'NAME_REQ', password: 'PASSWORD_REQ' } as const;

// The required-field rules of the contract's loginInput, checked here without zod to keep the login
// page small; the server checks the full schema.
const missing = (values: LoginInput, field: Field) => values[field].trim() === '';

/** 000 section 2.2, branded for the owner whose domain serves this host (else the platform). */
export function LoginPage() {
  const t = useLabels('LOGIN');
  const session = useSession();
  const navigate = useNavigate();
  const branding = usePublicBranding().data;
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const login = useLogin();
  if (session && !login.isSuccess) return <Navigate to="/ownersettings" replace />;

  const colours = branding?.colours ?? DEFAULT_COLOURS;
  const style = {
    '--login-bg': colours.bodyBackground,
    '--login-primary': colours.primary,
    '--login-on-primary': colours.headerText,
    '--login-error': colours.error,
    '--login-text': colours.text,
  } as CSSProperties;
  const valid = !FIELDS.some((f) => missing(values, f));
  const bind = (f: Field) => ({
    name: f,
    value: values[f],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value })),
    onBlur: () => setTouched((s) => ({ ...s, [f]: true })),
    error: touched[f] && missing(values, f) ? t(REQUIRED_LABEL[f]) : undefined,
  });
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || login.isPending) return;
    const result = await login.mutateAsync(values).catch(() => null);
    if (result) void navigate(landingPath(result), { replace: true, state: { signedIn: true } });
  };
  const error = login.error;
  const locked = error instanceof ApiError && error.code === 'TOO_MANY_ATTEMPTS';

  return (
    <main className="login" style={style}>
      <form className="login-card" onSubmit={onSubmit} noValidate>
        <div className="login-brand">
          <img
            src={branding?.loginLogo ?? '/favicon.svg'}
            alt={branding ? `${branding.ownerName} logo` : 'Logo'}
          />
          <h1>{t('TITLE')}</h1>
          {branding && <p>{branding.ownerName}</p>}
        </div>
        {error && (
          <div className="login-alert" role="alert">
            {locked ? error.message : t('INVALID')}
            {!locked && error.message !== t('INVALID') && <small>{error.message}</small>}
          </div>
        )}
        <LoginField
          id="login-client-id"
          label={t('CLIENT_ID')}
          autoComplete="organization"
          autoFocus
          {...bind('clientid')}
        />
        <LoginField
          id="login-user-name"
          label={t('USER_NAME')}
          autoComplete="username"
          {...bind('username')}
        />
        <LoginField
          id="login-password"
          label={t('PASSWORD')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          {...bind('password')}
          end={
            <button
              type="button"
              className="login-eye"
              aria-label={showPassword ? t('HIDE_PASSWORD') : t('SHOW_PASSWORD')}
              onClick={() => setShowPassword((s) => !s)}
            >
              <EyeIcon crossed={showPassword} />
            </button>
          }
        />
        <button type="submit" className="login-submit" disabled={!valid || login.isPending}>
          {t('LOGIN')}
        </button>
      </form>
    </main>
  );
}
