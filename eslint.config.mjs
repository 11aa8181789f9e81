import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import layering, { LAYER_ZONES } from './eslint/layering.mjs'
import networks from './eslint/networks.mjs'

// Layers are checked on resolved file paths (eslint/layering.mjs); these string patterns only cover packages,
// whose names are not ambiguous.

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', '.devnet/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    plugins: { layering },
    rules: {
      // A 'use client' module that imports server-only code would ship secrets' neighbours to the browser.
      'layering/client-no-server': 'error',
      // The layers of docs/architecture.md, on the files imports resolve to (relative or `@/`).
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYER_ZONES }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Networks are data: no branch on one network's id, no link that names one (eslint/networks.mjs).
    files: ['app/**', 'components/**', 'lib/**', 'devnet/**'],
    ignores: ['lib/networks/**', '**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    plugins: { networks },
    rules: { 'networks/no-network-id': 'error' },
  },
  {
    files: ['devnet/**'],
    rules: {
      // Inside devnet relative imports are fine; what lies outside it is named from the root (devnet/README.md).
      'layering/no-relative-exit': ['error', { folders: ['devnet'] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next', 'next/*', 'react', 'react-dom', 'server-only'],
              message: 'devnet is a standalone server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/catalog/**', 'lib/format/**', 'lib/networks/**', 'lib/search/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['server-only', 'react', 'react-dom', 'next', 'next/*'],
              message: 'Pure shared modules import nothing server- or UI-bound.',
            },
          ],
        },
      ],
    },
  },
]

export default config
