import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useConsoleBranding } from '../lib/branding';
import { queryClient } from '../lib/query-client';

function BrandedTheme({ children }: { children: ReactNode }) {
  const { theme } = useConsoleBranding();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedTheme>{children}</BrandedTheme>
    </QueryClientProvider>
  );
}
