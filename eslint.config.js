// One lint setup for the whole monorepo (flat config).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** Node's globals for plain JavaScript files (TypeScript files get them from @types/node). */
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'fetch',
    'AbortController',
    'AbortSignal',
    'performance',
    'structuredClone',
    'TextEncoder',
    'TextDecoder',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'bench-results/**',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    // Scripts that drive Chromium: functions passed to page.evaluate() run in the page.
    files: ['scripts/**/*-browser.mjs'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'navigator',
          'location',
          'requestAnimationFrame',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Test harness components hand their state to the test through a variable outside the component.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/globals': 'off' },
  },
);
