import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { sessionStore } from './lib/session-store';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});
