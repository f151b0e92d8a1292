import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { config as zodConfig } from 'zod';

// The console's Content-Security-Policy allows no eval: zod must not try `new Function` (its fast path
// is only a speed-up; each try is reported as a policy violation).
zodConfig({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
