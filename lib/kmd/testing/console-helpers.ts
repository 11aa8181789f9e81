import { makePaymentTxnWithSuggestedParamsFromObject, type Address } from 'algosdk'
import { expect, vi } from 'vitest'
import type { Answer, ConsoleHarness } from './harness'

/** Shared by the handler.*.test.ts files: the security tests of the KMD console core. */

export const DEFAULT_WALLET = 'unencrypted-default-wallet'
export const PASSWORD = 'correct-horse-battery-staple-7781'

/** Sends every console line into `lines` (and keeps it off the test output), for the leak checks. */
export function captureConsole(lines: string[]): void {
  for (const m of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')))
}

/** Steps through the console of the harness `harness()` returns, recording every answer in `seen`. */
export function consoleSteps(harness: () => ConsoleHarness) {
  const seen: string[] = []
  const record = (a: Answer) => {
    seen.push(a.text, JSON.stringify([...a.headers.entries()]))
    return a
  }

  async function walletIdOf(name: string): Promise<string> {
    const list = record(await harness().post('wallets/list'))
    const w = (list.json.wallets as { id: string; name: string }[]).find((x) => x.name === name)
    if (!w) throw new Error(`no wallet ${name}`)
    return w.id
  }

  async function unlock(name: string, password: string): Promise<string> {
    const a = record(await harness().post('unlock', { wallet_id: await walletIdOf(name), password }))
    expect(a.status, a.text).toBe(200)
    expect(a.cookie).toMatch(/^kmd_sid=[A-Za-z0-9_-]{43}$/)
    return a.cookie as string
  }

  const handleOf = (cookie: string) => {
    const s = harness().deps.store.get(cookie.split('=')[1])
    if (!s) throw new Error('no session')
    return s.handleToken
  }

  return { seen, record, walletIdOf, unlock, handleOf }
}

export const payment = (sender: string | Address, receiver: string | Address, note = 'kmd console test') =>
  makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver,
    amount: 1234n,
    note: new TextEncoder().encode(note),
    suggestedParams: {
      fee: 1000,
      minFee: 1000,
      flatFee: true,
      firstValid: 10,
      lastValid: 1010,
      genesisID: 'devnet-v1',
      genesisHash: new Uint8Array(32).fill(7),
    },
  })
