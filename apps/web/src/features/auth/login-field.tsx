import type { InputHTMLAttributes, ReactNode } from 'react';

interface LoginFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  end?: ReactNode;
}

/** A labelled input of the login form, with its required mark and message. */
export function LoginField({ id, label, error, end, ...input }: LoginFieldProps) {
  return (
    <div className={`login-field${error ? ' invalid' : ''}`}>
      <div className="login-label">
        <label htmlFor={id}>{label}</label>
        <span aria-hidden="true">*</span>
      </div>
      <div className="login-input">
        <input
          id={id}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        {end}
      </div>
      {error && (
        <span id={`${id}-error`} className="login-error">
          {error}
        </span>
      )}
    </div>
  );
}
