import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import layering from './eslint/layering.mjs'

const SERVER_ONLY = ['@/lib/server', '@/lib/server/*', '@/lib/gateway', '@/lib/gateway/*', 'server-only']

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', '.devnet/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  {
    plugins: { layering },
    rules: {
      // A 'use client' module that imports server-only code would ship secrets' neighbours to the browser.
      'layering/client-no-server': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app', '@/app/*', '**/app/*'], message: 'Nothing imports app/: routes compose, they are not a library.' }] },
      ],
    },
  },
  {
    files: ['devnet/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app', '@/app/*', '@/components', '@/components/*', 'next', 'next/*', 'react', 'react-dom'], message: 'devnet is a standalone server.' },
            { group: [...SERVER_ONLY], message: 'devnet imports only pure lib/ modules (catalog, format, networks).' },
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
        { patterns: [{ group: [...SERVER_ONLY, '@/components/*', 'react', 'next', 'next/*'], message: 'Pure shared modules import nothing server- or UI-bound.' }] },
      ],
    },
  },
]

export default config
