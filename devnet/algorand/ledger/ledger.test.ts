import algosdk from 'algosdk'
import { describe, expect, it } from 'vitest'
import { defaultWalletMdk, deriveKey } from '../kmd/derive'
import { decodeSignedTxns, submitGroup } from '../node/submit'
import { applyTxn, TxnRejected } from './apply'
import { FEE_SINK } from './constants'
import { GROUP_NOTE } from './group-events'
import { Ledger } from './ledger'
import { payment } from '../testing/payment'

const T0 = Date.UTC(2026, 0, 1)
const make = (seed = 3, rounds = 240) => new Ledger({ seed, historyRounds: rounds, blockMs: 3300, now: () => T0 })

describe('ledger history', () => {
  it('is deterministic: the same seed gives the same blocks and transactions', () => {
    const a = make()
    const b = make()
    expect(a.txs.length).toBeGreaterThan(100)
    expect(new Set(a.txs.map((t) => t.id)).size).toBe(a.txs.length)
    expect(b.txs.map((t) => t.id)).toEqual(a.txs.map((t) => t.id))
    expect(Buffer.from(b.headBlock().hash)).toEqual(Buffer.from(a.headBlock().hash))
    expect(make(4).txs.map((t) => t.id)).not.toEqual(a.txs.map((t) => t.id))
  })

  it('carries payments, asset transfers, asset configuration and freezes, application calls, key registrations and heartbeats', () => {
    const types = new Set(make(3, 600).txs.map((t) => t.stxn.txn.type))
    for (const t of ['pay', 'axfer', 'appl', 'keyreg', 'hb', 'acfg', 'afrz']) expect(types).toContain(t)
  })

  it('upgrades to v42 inside its history: load, post-quantum signatures and the v42 apps only after it', () => {
    const l = make(3, 400)
    expect(l.upgradeRound).toBeGreaterThan(0)
    expect(l.upgradeRound).toBeLessThan(l.head)
    const before = l.blocks.slice(1, l.upgradeRound + 1)
    const after = l.blocks.slice(l.upgradeRound + 1)
    expect(before.every((b) => !b.v42 && b.load === 0n)).toBe(true)
    expect(after.every((b) => b.v42)).toBe(true)
    const pq = l.txs.filter((t) => t.sigType === 'pqsig')
    expect(pq.length).toBeGreaterThan(0)
    expect(pq.every((t) => t.round > l.upgradeRound)).toBe(true)
    const v42Apps = [...l.state.apps.values()].filter((a) => a.familyBoxAccess || a.foreignBoxReads)
    expect(v42Apps).toHaveLength(2)
    expect(v42Apps.every((a) => a.createdRound > l.upgradeRound)).toBe(true)
  })

  it('keeps every balance non-negative and conserves money apart from nothing created', () => {
    const l = make()
    const total = [...l.state.accounts.values()].reduce((s, a) => s + a.amount, 0n)
    const genesisTotal = l.genesisAlloc.reduce((s, a) => s + a.amount, 0n)
    expect(total).toBe(genesisTotal)
    expect([...l.state.accounts.values()].every((a) => a.amount >= 0n)).toBe(true)
    expect(l.state.accounts.get(FEE_SINK)!.amount).toBeGreaterThan(100_000n)
  })

  it('holds atomic groups with multisig and logic-signature members, in one round, in order', () => {
    const l = make(3, 400)
    const marked = l.txs.filter((t) => new TextDecoder().decode(t.stxn.txn.note).startsWith(GROUP_NOTE))
    const groups = new Map<string, typeof marked>()
    for (const t of marked) {
      const id = Buffer.from(t.stxn.txn.group!).toString('base64')
      groups.set(id, [...(groups.get(id) ?? []), t])
    }
    expect([...groups.values()].map((g) => g.length).sort()).toEqual([3, 4])
    for (const members of groups.values()) {
      expect(new Set(members.map((t) => t.round)).size).toBe(1)
      expect(members.map((t) => t.offset)).toEqual(members.map((_, i) => members[0]!.offset + i))
    }
    const sigs = new Set(marked.map((t) => t.sigType))
    for (const s of ['msig', 'lsig', 'sig'] as const) expect(sigs).toContain(s)
    const msig = marked.find((t) => t.sigType === 'msig')!.stxn.msig!
    expect(msig.thr).toBe(2)
    expect(msig.subsig).toHaveLength(3)
    expect(msig.subsig.filter((s) => s.s).length).toBe(2)
  })

  it('creates, freezes and reconfigures an asset; a frozen holder cannot send it', () => {
    const l = make(3, 400)
    const dvt = [...l.state.assets.values()].find((a) => a.unitName === 'DVT')!
    expect(dvt.createdRound).toBeGreaterThan(0)
    expect(dvt.clawback).toBe('')
    const frozen = [...l.state.accounts.values()].find((a) => a.assets.get(dvt.id)?.frozen)!
    const amount = frozen.assets.get(dvt.id)!.amount
    const send = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: frozen.address,
      receiver: dvt.creator,
      amount: 1n,
      assetIndex: dvt.id,
      suggestedParams: {
        fee: 1000n,
        minFee: 1000n,
        flatFee: true,
        firstValid: 1n,
        lastValid: 2n,
        genesisHash: l.genesisHash,
      },
    })
    expect(() =>
      applyTxn(
        { state: l.state, round: l.head + 1, ids: { next: 1n << 50n } },
        new algosdk.SignedTransaction({ txn: send }),
      ),
    ).toThrow(/frozen/)
    expect(frozen.assets.get(dvt.id)!.amount).toBe(amount)
  })

  it('indexes each transaction under every address it names', () => {
    const l = make()
    const t = l.txs.find((x) => x.stxn.txn.type === 'pay')!
    expect(l.byAddress.get(t.stxn.txn.sender.toString())).toContain(l.txs.indexOf(t))
    expect(l.byAddress.get(t.stxn.txn.payment!.receiver.toString())).toContain(l.txs.indexOf(t))
  })
})

describe('submitted transactions', () => {
  const mdk = defaultWalletMdk(3)
  const alice = deriveKey(mdk, 1)
  const bob = deriveKey(mdk, 2)

  it('enter the pool and land in the next round with the sender debited', () => {
    const l = make()
    const before = l.state.accounts.get(bob.address)!.amount
    const txn = payment(l, alice, bob.address, 1234n)
    const [id] = submitGroup(l, decodeSignedTxns(txn.signTxn(alice.secretKey)), false)
    expect(id).toBe(txn.txID())
    expect(l.pending.has(id!)).toBe(true)
    const b = l.produceRound()
    expect(l.pending.size).toBe(0)
    expect(l.byId.get(id!)?.round).toBe(b.round)
    expect(l.state.accounts.get(bob.address)!.amount - before).toBeGreaterThanOrEqual(1234n)
  })

  it('are rejected with a reason: bad signature, overspend, expired window, wrong genesis, duplicate', () => {
    const l = make()
    const reject = (bytes: Uint8Array) =>
      expect(() => submitGroup(l, decodeSignedTxns(bytes), false)).toThrow(TxnRejected)
    reject(payment(l, alice, bob.address, 1n).signTxn(bob.secretKey))
    reject(payment(l, alice, bob.address, 10n ** 15n).signTxn(alice.secretKey))
    reject(payment(l, alice, bob.address, 1n, { firstValid: 1n, lastValid: 10n }).signTxn(alice.secretKey))
    reject(payment(l, alice, bob.address, 1n, { genesisHash: new Uint8Array(32).fill(7) }).signTxn(alice.secretKey))
    const ok = payment(l, alice, bob.address, 5n).signTxn(alice.secretKey)
    submitGroup(l, decodeSignedTxns(ok), false)
    expect(() => submitGroup(l, decodeSignedTxns(ok), false)).toThrow(/already in ledger/)
    expect(() => decodeSignedTxns(new Uint8Array([1, 2, 3]))).toThrow()
  })

  it('accept an atomic group only with the right group id', () => {
    const l = make()
    const a = payment(l, alice, bob.address, 1n)
    const b = payment(l, bob, alice.address, 2n)
    algosdk.assignGroupID([a, b])
    const body = new Uint8Array([...a.signTxn(alice.secretKey), ...b.signTxn(bob.secretKey)])
    expect(submitGroup(l, decodeSignedTxns(body), false)).toEqual([a.txID(), b.txID()])
    const c = payment(l, alice, bob.address, 3n)
    const d = payment(l, bob, alice.address, 4n)
    expect(() =>
      submitGroup(
        l,
        decodeSignedTxns(new Uint8Array([...c.signTxn(alice.secretKey), ...d.signTxn(bob.secretKey)])),
        false,
      ),
    ).toThrow(/group/)
  })
})
