import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultWalletMdk, deriveKey } from '../kmd/derive'
import { decodeSignedTxns, submitGroup } from '../node/submit'

import { RoundJournal } from './journal'
import { Ledger } from './ledger'
import { payment } from '../testing/payment'

const dir = mkdtempSync(join(tmpdir(), 'devnet-journal-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const T0 = Date.UTC(2026, 0, 1)
const BLOCK_MS = 3300
const alice = deriveKey(defaultWalletMdk(3), 1)
const bob = deriveKey(defaultWalletMdk(3), 2)

const ledgerAt = (file: string, now: number) =>
  new Ledger({ seed: 3, historyRounds: 60, blockMs: BLOCK_MS, epoch: T0, now: () => now, journalFile: file })

const submit = (l: Ledger, amount: bigint) => {
  const txn = payment(l, alice, bob.address, amount)
  return submitGroup(l, decodeSignedTxns(txn.signTxn(alice.secretKey)), false)[0]!
}

const rounds = (l: Ledger, upTo: number) =>
  l.blocks.slice(0, upTo + 1).map((b) => ({
    round: b.round,
    ts: b.timestamp,
    hash: Buffer.from(b.hash).toString('hex'),
    txids: l.blockTxs(b).map((t) => t.id),
  }))

describe('a ledger built again on the same clock and journal', () => {
  it('has every round it had, submitted transactions included, and the rounds due since', () => {
    const file = join(dir, 'same.jsonl')
    const first = ledgerAt(file, T0)
    const id = submit(first, 777n)
    const landed = first.produceRound()
    first.produceRound()
    expect(first.blockTxs(landed).map((t) => t.id)).toContain(id)

    const again = ledgerAt(file, T0 + 10 * BLOCK_MS)
    expect(again.head).toBe(first.head + 8)
    expect(rounds(again, first.head)).toEqual(rounds(first, first.head))
    expect(again.byId.get(id)?.round).toBe(landed.round)
  })

  it('without its journal loses the submitted transaction (what the journal is for)', () => {
    const file = join(dir, 'lost.jsonl')
    const first = ledgerAt(file, T0)
    submit(first, 778n)
    const landed = first.produceRound()
    rmSync(file)
    const again = ledgerAt(file, T0 + BLOCK_MS)
    expect(Buffer.from(again.block(landed.round)!.hash)).not.toEqual(Buffer.from(landed.hash))
  })
})

describe('the journal file', () => {
  const chain = { seed: 3, genesisMs: T0, blockMs: BLOCK_MS, historyRounds: 60 }

  it('drops a line cut short by a crash and repairs the file, so the next line reads back', () => {
    const file = join(dir, 'torn.jsonl')
    const first = ledgerAt(file, T0)
    submit(first, 1n)
    first.produceRound()
    appendFileSync(file, '{"round":99,"txns":[{"sigTy')
    const { journal, rounds: read } = RoundJournal.open(file, { ...chain, genesisMs: first.genesisMs })
    expect([...read.keys()]).toEqual([61])
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true)
    journal.append(62, read.get(61)!)
    expect([...RoundJournal.open(file, { ...chain, genesisMs: first.genesisMs }).rounds.keys()]).toEqual([61, 62])
  })

  it("starts over for another chain: another chain's submissions are never replayed", () => {
    const file = join(dir, 'other.jsonl')
    const first = ledgerAt(file, T0)
    submit(first, 2n)
    first.produceRound()
    expect(RoundJournal.open(file, { ...chain, genesisMs: first.genesisMs }).rounds.size).toBe(1)
    expect(RoundJournal.open(file, { ...chain, genesisMs: first.genesisMs, seed: 4 }).rounds.size).toBe(0)
    expect(RoundJournal.open(file, { ...chain, genesisMs: first.genesisMs }).rounds.size).toBe(0)
  })
})
