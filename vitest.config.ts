import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Files that time a devnet's chains against the wall clock (a restart's resume, the index's backfill, a cluster's
 * failover): they run first, one at a time, so a second test file's CPU never makes them late (npm test's type
 * check beside them is one process; the build, which is more, starts later). Last, they would leave a core idle.
 */
const SERIAL = [
  'tests/conformance/cosmos-restart.test.ts',
  'lib/history/devnet.test.ts',
  'tests/cluster/cluster.test.ts',
]
const EXCLUDE = ['node_modules/**', '.next/**', 'e2e/**', '.devnet/**']

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Outside Next the marker throws on import; tests exercise server modules directly.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    setupFiles: ['./tests/setup/networks.ts'],
    // A test's devnet lives seconds: hashing every SDK chain's history in the background (~23 s of CPU for the
    // five) was most of what a file that starts one spent, and delayed its requests behind it.
    env: { DEVNET_TX_INDEX: 'on-lookup' },
    // Most files wait on their devnets' block timers more than they compute: two at a time on this 2-core machine.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...EXCLUDE, ...SERIAL],
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        // Not 0: Vitest runs one-worker projects of order 0 after every group.
        test: { name: 'serial', include: SERIAL, exclude: EXCLUDE, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
})
