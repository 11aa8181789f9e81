import { describe, expect, it } from 'vitest'
import { sha256 } from '../../primitives/hash'
import { Chain } from './chain'
import { anyToJson, TYPE } from './codec'
import { hexUpper } from './hash'
import { RECV_EVERY } from './intents'
import { profileOf } from './profile'

const make = (seed: number) => new Chain({ seed, profile: profileOf('hub'), now: () => 1_800_000_000_000 })
const hub = make(7)

describe('a derived chain', () => {
  it('starts with more than 10,000 blocks of history', () => {
    expect(hub.head).toBeGreaterThanOrEqual(10_000)
    expect(hub.block(1)).toBeDefined()
    expect(hub.block(hub.head + 1)).toBeUndefined()
  })

  it('is the same chain for the same seed and another for another seed', () => {
    const again = make(7)
    const other = make(8)
    for (const h of [1, 500, hub.head]) {
      expect(again.block(h)!.txs.map((t) => t.hash)).toEqual(hub.block(h)!.txs.map((t) => t.hash))
      expect(Buffer.from(again.blockHash(h))).toEqual(Buffer.from(hub.blockHash(h)))
    }
    expect(Buffer.from(other.blockHash(500))).not.toEqual(Buffer.from(hub.blockHash(500)))
  })

  it('finds every transaction of a block by its hash: upper-case hex SHA-256 of its bytes', async () => {
    for (const h of [3, 4_321, hub.head - 1]) {
      for (const [i, t] of hub.block(h)!.txs.entries()) {
        expect(t.hash).toBe(hexUpper(sha256(t.bytes)))
        const hit = (await hub.txByHash(t.hash.toLowerCase()))!
        expect(hit.block.height).toBe(h)
        expect(hit.index).toBe(i)
      }
    }
  })

  it('looks a hash no block holds up through a young chain’s history without holding the event loop', async () => {
    const young = make(9)
    const recent = young.block(young.head - 3)!.txs[0]!
    expect((await young.txByHash(recent.hash))?.block.height).toBe(young.head - 3)
    let turns = 0
    const tick = () => {
      turns++
      timer = setImmediate(tick)
    }
    let timer = setImmediate(tick)
    expect(await young.txByHash('AB'.repeat(32))).toBeUndefined()
    clearImmediate(timer)
    // ~10,000 heights read 50 at a time: other work ran between the slices.
    expect(turns).toBeGreaterThanOrEqual(40)
    expect((await young.txByHash(recent.hash))?.index).toBe(0)
  })

  it('signs each sender’s transactions with consecutive sequences', () => {
    const seen = new Map<string, bigint[]>()
    for (let h = 1; h <= 1_500; h++)
      for (const t of hub.block(h)!.txs) {
        // acc_seq names the signer; fee_payer is a fee granter when a fee grant pays.
        const signer = t.events
          .flatMap((e) => e.attributes)
          .find((a) => a.key === 'acc_seq')!
          .value.split('/')[0]!
        seen.set(signer, [...(seen.get(signer) ?? []), t.tx.authInfo!.signerInfos[0]!.sequence])
      }
    for (const seqs of seen.values()) expect(seqs).toEqual(seqs.map((_, i) => BigInt(i)))
  })

  it('gives every account a sequence equal to the transactions it signed across the whole history', () => {
    const fresh = make(11)
    const counts = new Map<number, number>()
    for (let h = 1; h <= fresh.head; h++) for (const s of fresh.signersAt(h)) counts.set(s, (counts.get(s) ?? 0) + 1)
    expect(counts.size).toBeGreaterThan(100)
    for (const [i, n] of counts) expect(fresh.sequences.get(i)).toBe(n)
    expect(fresh.sequences.size).toBe(counts.size)
  })

  it('holds the packets relayed from external chains: one receive per (7 + k) blocks on channel k, minting the voucher', () => {
    const ch = hub.topology.external[0]!
    for (let h = hub.head - 60; h <= hub.head; h++) {
      const recvs = hub
        .block(h)!
        .txs.filter((t) => t.tx.body!.messages[0]!.typeUrl === TYPE.recvPacket)
        .map((t) => anyToJson(t.tx.body!.messages[0]!).packet as Record<string, string>)
      const onCh = recvs.filter((p) => p.destination_channel === ch.channelId)
      expect(onCh.map((p) => p.sequence)).toEqual(
        h % RECV_EVERY(ch.connection) === 0 ? [String(h / RECV_EVERY(ch.connection))] : [],
      )
    }
    const voucher = hub.topology.traces[ch.connection]!.denom
    const before = hub.ledger.supply(voucher)
    let b = hub.produce()
    while (b.height % RECV_EVERY(ch.connection) !== 0) b = hub.produce()
    expect(hub.ledger.supply(voucher)).toBeGreaterThan(before)
  })

  it('keeps supply equal to the sum of all balances', () => {
    const { ledger, book } = hub
    const denom = hub.opts.profile.denom
    let sum = 0n
    const counted = new Set<string>()
    for (let i = 0; i < book.count; i++) {
      const a = book.address(i)
      counted.add(a)
      sum += ledger.balance(a, denom)
    }
    for (const a of ledger.touched()) if (!counted.has(a)) sum += ledger.balance(a, denom)
    expect(sum).toBe(ledger.supply(denom))
  })

  it('keeps the bonded pool equal to the tokens of bonded validators', () => {
    const bonded = hub.staking.validators
      .filter((v) => v.status === 'BOND_STATUS_BONDED')
      .reduce((s, v) => s + hub.staking.tokens(v.index), 0n)
    expect(hub.staking.pool().bonded).toBe(bonded)
  })

  it('moves exactly what the events of a new block say, and the head forward', () => {
    const { ledger, book } = hub
    const denom = hub.opts.profile.denom
    const addresses = new Set([...Array.from({ length: book.count }, (_, i) => book.address(i)), ...ledger.touched()])
    const before = new Map([...addresses].map((a) => [a, ledger.balance(a, denom)]))
    const head = hub.head
    const b = hub.produce()
    expect(b.height).toBe(head + 1)
    const net = new Map<string, bigint>()
    const amountOf = (v: string) => (v.endsWith(denom) ? BigInt(v.slice(0, -denom.length)) : 0n)
    for (const t of b.txs)
      for (const e of t.events) {
        const attr = (k: string) => e.attributes.find((a) => a.key === k)?.value ?? ''
        if (e.type === 'coin_spent')
          net.set(attr('spender'), (net.get(attr('spender')) ?? 0n) - amountOf(attr('amount')))
        if (e.type === 'coin_received')
          net.set(attr('receiver'), (net.get(attr('receiver')) ?? 0n) + amountOf(attr('amount')))
      }
    const feeCollector = book.moduleAccount('fee_collector')!.address
    for (const [a, delta] of net)
      if (a !== feeCollector) expect(ledger.balance(a, denom) - (before.get(a) ?? 0n)).toBe(delta)
    // Nobody else's balance moved.
    for (const [a, v] of before) if (!net.has(a) && a !== feeCollector) expect(ledger.balance(a, denom)).toBe(v)
  })

  it('lets fee grants pay sponsored fees: the granter pays, the grantee signs, the allowance records it', () => {
    const { book } = hub
    const used = new Map(hub.feeGrantUsed)
    const spent = new Map<number, bigint>()
    let sponsored = 0
    for (let k = 0; k < 40; k++) {
      const b = hub.produce()
      for (const t of b.txs) {
        const fee = t.tx.authInfo!.fee!
        if (!fee.granter) continue
        sponsored++
        const attr = (type: string, key: string) =>
          t.events
            .find((e) => e.type === type && e.attributes.some((a) => a.key === key))
            ?.attributes.find((a) => a.key === key)?.value
        const signer = attr('tx', 'acc_seq')!.split('/')[0]!
        // The granter pays under an allowance it gave to the signer, who names itself as the payer.
        const g = hub.env.grants.findIndex(
          (x) => book.address(x.granter) === fee.granter && book.address(x.grantee) === signer,
        )
        expect(g).toBeGreaterThanOrEqual(0)
        expect(fee.payer).toBe(signer)
        expect(attr('tx', 'fee_payer')).toBe(fee.granter)
        expect(attr('use_feegrant', 'grantee')).toBe(signer)
        expect(attr('coin_spent', 'spender')).toBe(fee.granter)
        spent.set(g, (spent.get(g) ?? 0n) + BigInt(fee.amount[0]!.amount))
      }
    }
    expect(sponsored).toBeGreaterThan(5)
    for (const [g, amount] of spent) expect(hub.feeGrantUsed.get(g)! - (used.get(g) ?? 0n)).toBe(amount)
  })
})
