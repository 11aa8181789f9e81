import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100)
const DEVNET_PORT = Number(process.env.E2E_DEVNET_PORT ?? 7800)
// A fresh data directory per run: the supply history must not carry samples from earlier local runs.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'explorer-e2e-'))
// A sixth SDK chain that exists only as one network file: the server, devnet and the specs (which read the
// registry themselves) all see it, and e2e/sixth-network.spec.ts walks it.
process.env.NETWORKS_DIR ??= 'tests/fixtures/networks'
const env = {
  ...process.env,
  PORT: String(APP_PORT),
  DEVNET_PORT: String(DEVNET_PORT),
  HOSTNAME: '127.0.0.1',
  DATA_DIR,
  // No spec reads further back: history.spec needs a recent sender with eleven indexed transactions, found within
  // 500 blocks on every indexed network even when it runs first. At 2,000 the backfill took the CPU the specs run
  // on for the suite's first nine minutes.
  INDEX_BACKFILL_BLOCKS: process.env.INDEX_BACKFILL_BLOCKS ?? '500',
} as Record<string, string>

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
}
/**
 * Two browsers at a time (most of a spec's time is spent waiting for blocks), with two exceptions:
 * - specs that use devnet's one funded KMD wallet (they may sign the same payment) run one after another, beside
 *   the rest;
 * - specs that time the server run alone, after everything else: a second browser beside them would measure the
 *   machine, not the app.
 */
const ONE_WALLET = /(kmd|ledger-tools|tx-missing|page-cache)\.spec\.ts$/
const ALONE = /(deadline|live|crawl)\.spec\.ts$/
const WORKERS = Number(process.env.E2E_WORKERS ?? 2)

export default defineConfig({
  testDir: './e2e',
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  // Recording a trace costs every test's browser and runner CPU (the overview and 375 px specs ran in 246 s without
  // it against 310 s with it): only a retried test records one, which is the failure worth reading.
  use: { baseURL: `http://127.0.0.1:${APP_PORT}`, trace: 'on-first-retry' },
  projects: [
    { name: 'chromium', testIgnore: [ALONE, ONE_WALLET], use: chromium },
    { name: 'wallet', testMatch: ONE_WALLET, workers: 1, use: chromium },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['chromium', 'wallet'], use: chromium },
  ],
  webServer: {
    // The start script serves the existing build and starts devnet on its own port beside it.
    command: 'npx tsx scripts/start.ts --no-build',
    env,
    url: `http://127.0.0.1:${APP_PORT}/`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
})
