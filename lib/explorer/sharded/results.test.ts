import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { shardedFixture, signedSend } from '@/devnet/sharded/testing/fixtures'
import { parseJsonLossless } from '@/lib/format/json'
import type { Field, View } from '../view'
import { readResultData } from './result-data'
import { shardedTxLogs, shardedTxResults, shardedTxSummary } from './tx'

const words = (f: Field | undefined): string =>
  !f
    ? ''
    : f.type === 'text'
      ? f.value
      : f.type === 'link'
        ? `${f.kind}:${f.value}`
        : f.type === 'amount'
          ? `${f.raw} ${f.denom}`
          : f.type === 'list'
            ? f.items.map(words).join(' | ')
            : ''
const rows = (v: View) => (v.kind === 'table' ? v.rows : [])
const ctx = { network: 'sharded' as const }

/** The proxy's own test data: a finished contract call with its results and logs (data payload, enveloped here). */
const real = {
  data: parseJsonLossless(
    readFileSync(
      new URL(
        '../fixtures/multiversx/transaction.withResults.data-only.proxy-testdata-finishedOKSCCall.json',
        import.meta.url,
      ),
      'utf8',
    ),
  ),
  error: '',
  code: 'successful',
}

describe('sharded results and logs in words', () => {
  it('reads result data as a return code and values, or as the call a result makes', () => {
    expect(words(readResultData('@6f6b@00'))).toBe('Return code: ok | Returned: 0')
    expect(words(readResultData('@6f6b@@68656c6c6f@0a'))).toBe('Return code: ok | Returned: 0 (empty) | “hello” | 10')
    expect(words(readResultData('@75736572206572726f72'))).toBe('Return code: user error')
    expect(words(readResultData('ESDTTransfer@5749534844@0de0b6b3a7640000'))).toBe(
      'Calls ESDTTransfer | “WISHD” | 1000000000000000000',
    )
  })

  it('renders the proxy’s real contract-call answer: numeric result values, the refund, decoded topics, tx links', () => {
    const results = rows(shardedTxResults(real, ctx))
    expect(results.map((r) => words(r.outcome))).toEqual(['Calls call', '', 'Return code: ok | Returned: 0'])
    // The refund's value is a JSON number upstream; it reads as an amount, not a parse error.
    expect(words(results[2]!.value)).toBe('19440250000000 atto')
    expect(words(results[2]!.message)).toBe('Unused gas paid back')
    const logs = rows(shardedTxLogs(real, ctx))
    expect(logs.map((r) => words(r.id))).toContain('completedTxEvent')
    const stake = logs.find((r) => words(r.id) === 'stakeFarm')!
    expect(words(stake.topics)).toBe('“enter_farm”')
    expect(words(stake.addr)).toMatch(/^account:erd1/)
    const completed = logs.find((r) => words(r.id) === 'completedTxEvent')!
    expect(words(completed.topics)).toMatch(/^tx:[0-9a-f]{64}$/)
  })

  it('renders a devnet contract call: the summary’s return code, the result, the event, and signalError’s account', async () => {
    const { call, l, advance } = shardedFixture()
    const body = signedSend(l, 0, l.contract.address, {
      value: '0',
      data: Buffer.from('add@0a').toString('base64'),
      gasLimit: 5_000_000,
    })
    const ok = (await call('sharded.transaction.send', { body })).body.data.txHash as string
    const bad = (
      await call('sharded.transaction.send', {
        body: signedSend(l, 1, l.contract.address, {
          value: '0',
          data: Buffer.from('nope').toString('base64'),
          gasLimit: 5_000_000,
        }),
      })
    ).body.data.txHash as string
    advance(6000)
    const get = async (txhash: string) =>
      (await call('sharded.transaction.get', { path: { txhash }, query: { withResults: 'true' } })).body
    const summary = shardedTxSummary(await get(ok), ctx)
    const result = summary.kind === 'kv' ? summary.rows.find((r) => r.label === 'Contract result') : undefined
    const sum = BigInt(l.contract.state.sum)
    expect(words(result?.value)).toMatch(/^Return code: ok \| Returned: \d+$/)
    expect(BigInt(words(result?.value).split('Returned: ')[1]!) <= sum).toBe(true)
    const events = rows(shardedTxLogs(await get(ok), ctx))
    expect(events.map((r) => words(r.id))).toEqual(['add', 'completedTxEvent'])
    expect(words(events[0]!.topics)).toMatch(/^“added” \| \d+$/)
    expect(words(events[1]!.topics)).toBe(`tx:${ok}`)
    const failed = rows(shardedTxLogs(await get(bad), ctx))[0]!
    expect(words(failed.id)).toBe('signalError')
    expect(words(failed.topics)).toBe(`account:${l.dev[1]!.address} | “invalid function (not found)”`)
    expect(words(failed.data)).toBe('Return code: function not found')
    const failedResult = rows(shardedTxResults(await get(bad), ctx))[0]!
    expect(words(failedResult.message)).toBe('invalid function (not found)')
  })
})
