import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { sessionStore } from './lib/session-store';

// findBy* and waitFor wait for a condition, not for time: 1 s (the default) is a guess at wall-clock
// speed that a loaded 2-core machine misses while MUI renders. Half of the test's own budget
// (testTimeout in vite.config.ts) leaves room for the test's other steps.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});
