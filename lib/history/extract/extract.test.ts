import { describe, expect, it } from 'vitest'
import cosmosBlockFixture from '@/lib/explorer/fixtures/cosmos/get-block-by-height.with-tx.stratos-sdk047.json'
import cosmosTxFixture from '@/lib/explorer/fixtures/cosmos/get-tx-response.msgsend.cosmoshub-2023.blockpi-docs.json'
import vmReceipt from '@/lib/explorer/fixtures/vechain-thor/receipt.mainnet-12345678.vechain-docs.json'
import vmReverted from '@/lib/explorer/fixtures/vechain-thor/receipt.reverted.mainnet-18175574.vechain-docs.json'
import vmTxFixture from '@/lib/explorer/fixtures/vechain-thor/transaction.mainnet-12345678.vechain-docs.json'
import { cosmosHeader, cosmosTx, rawTxHashes } from './cosmos'
import { ledgerBlock, nodeBlockHash } from './ledger'
import { shardedBlock } from './sharded'
import { vmTx } from './vm'

const roles = (t: { participants: { address: string; role: string }[] }) =>
  t.participants.map((p) => `${p.role}:${p.address}`).sort()

describe('SDK extraction (real answers)', () => {
  it('reads a send: sender, recipient, the signer its key derives, the fee payer the events name, amounts exact', () => {
    const tx = cosmosTx(2, cosmosTxFixture, 'cosmos')!
    expect(tx).toMatchObject({
      idx: 2,
      hash: '11D97480C2B51923ADBCC52A5FB16C36EE3A0D6F54B9D600E688AF9EB68B7DBB',
      type: 'Send',
      amounts: [{ amount: '1480000', denom: 'uatom' }],
      fee: [{ amount: '1000', denom: 'uatom' }],
      ok: true,
    })
    const sender = 'cosmos1a0d206nnylpxf8ta9kcrff5mucja7h228xwxqs'
    expect(roles(tx)).toEqual(
      [
        `fee payer:${sender}`,
        'recipient:cosmos1psr5x3kgra5fvm4gc4l6ufykn0nl3esdjeex8n',
        `sender:${sender}`,
        `signer:${sender}`,
      ].sort(),
    )
  })

  it('reads a block header: height, hex hashes, proposer, and the hashes of its raw transactions', () => {
    const h = cosmosHeader(cosmosBlockFixture)!
    expect(h.height).toBe(3n)
    expect(h.hash).toBe('0D743AAB873C590EAEE65A82036B0E2719A8C5FB6BCC6AD4BFE5E16A6D2384D9')
    expect(h.parentHash).toMatch(/^[0-9A-F]{64}$/)
    expect(h.time).toBeGreaterThan(0)
    expect(rawTxHashes(h)).toHaveLength(1)
    expect(rawTxHashes(h)[0]).toMatch(/^[0-9A-F]{64}$/)
  })

  it('refuses what is not a transaction', () => {
    expect(cosmosTx(0, { error: 'x' }, 'cosmos')).toBeUndefined()
    expect(cosmosHeader({ block: { header: { height: 'x' } } })).toBeUndefined()
  })
})

describe('VM extraction (real answers)', () => {
  it('reads a token transfer: origin, the token contract, both sides of its Transfer event, the fee', () => {
    const tx = vmTx('vm', 0, vmTxFixture, vmReceipt)!
    expect(tx.type).toBe('Token transfer')
    expect(tx.ok).toBe(true)
    const origin = '0x2d7c8293b20344223668ed3fd88301381dc35ce0'
    expect(roles(tx)).toEqual(
      [
        `sender:${origin}`,
        `signer:${origin}`,
        `fee payer:${origin}`,
        'contract:0x0000000000000000000000000000456e65726779',
        `sender:${origin}`,
        'recipient:0x11e1b586dd371471d0b52046ee3d4309a6c29c6c',
      ].sort(),
    )
    expect(tx.amounts[0]).toEqual({
      amount: BigInt('0x9087b2e881f47600').toString(),
      denom: 'token 0x0000000000000000000000000000456e65726779',
    })
    expect(tx.fee).toEqual([{ amount: BigInt('0x513a75a0fbbc000').toString(), denom: 'energy' }])
    // The Transfer event's two sides and amount, kept together: what holder balances are summed from.
    expect(tx.moves).toEqual([
      {
        token: 'token 0x0000000000000000000000000000456e65726779',
        from: origin,
        to: '0x11e1b586dd371471d0b52046ee3d4309a6c29c6c',
        amount: BigInt('0x9087b2e881f47600').toString(),
      },
    ])
  })

  it('marks a reverted transaction failed, with no token moves', () => {
    const tx = vmTx('vm', 0, vmTxFixture, vmReverted)!
    expect(tx.ok).toBe(false)
    expect(tx.moves).toBeUndefined()
  })
})

describe('sharded extraction', () => {
  const tx = (over: Record<string, unknown>) => ({
    hash: 'AB'.repeat(32),
    sender: 'shd1sender',
    receiver: 'shd1receiver',
    value: '32901717316237781472',
    fee: '50000000000000',
    status: 'success',
    processingTypeOnSource: 'MoveBalance',
    ...over,
  })
  const body = {
    data: {
      hyperblock: {
        hash: 'AA'.repeat(32),
        prevBlockHash: 'BB'.repeat(32),
        nonce: 1018,
        timestamp: 1795633554,
        transactions: [
          tx({}),
          tx({
            hash: 'CD'.repeat(32),
            receiver: 'shd1qqqqqqqqqqqqqpgqcontract',
            processingTypeOnSource: 'SCInvoking',
            status: 'fail',
            value: '0',
          }),
          // Notarized here at source only; its destination notarization (a later hyperblock) records it.
          tx({ hash: 'EF'.repeat(32), notarizedAtSourceInMetaNonce: 1018, notarizedAtDestinationInMetaNonce: 1020 }),
          // A token transfer: no native value, the token and its amount as the gateway's data parser lists them.
          tx({
            hash: '12'.repeat(32),
            value: '0',
            processingTypeOnSource: 'BuiltInFunctionCall',
            operation: 'ESDTTransfer',
            tokens: ['USDS-2eb19c'],
            esdtValues: ['123456789012345678901234567890'],
            receivers: ['shd1receiver'],
          }),
          // Several tokens to another account: the transaction's receiver is its sender, the parser names the receivers.
          tx({
            hash: '34'.repeat(32),
            receiver: 'shd1sender',
            value: '0',
            tokens: ['WSHD-a1b2c3', 'MEXX-d4e5f6'],
            esdtValues: ['5', '0'],
            receivers: ['shd1other', 'shd1other'],
          }),
        ],
      },
    },
  }

  it('reads every notarized transaction once, in words, with status and exact amounts', () => {
    const b = shardedBlock('sharded', body)!
    expect(b).toMatchObject({ height: 1018n, hash: 'aa'.repeat(32), parentHash: 'bb'.repeat(32), time: 1795633554000 })
    expect(b.txs.map((t) => [t.type, t.ok])).toEqual([
      ['Transfer', true],
      ['Contract call', false],
      ['Token transfer', true],
      ['Token transfer', true],
    ])
    expect(b.txs[0]!.amounts).toEqual([{ amount: '32901717316237781472', denom: 'atto' }])
    expect(roles(b.txs[1]!)).toContain('contract:shd1qqqqqqqqqqqqqpgqcontract')
    expect(b.txs[2]!.amounts).toEqual([{ amount: '123456789012345678901234567890', denom: 'USDS-2eb19c' }])
    expect(roles(b.txs[2]!)).toContain('recipient:shd1receiver')
    // A zero amount moves nothing; the real receiver is a recipient once.
    expect(b.txs[3]!.amounts).toEqual([{ amount: '5', denom: 'WSHD-a1b2c3' }])
    expect(roles(b.txs[3]!).filter((r) => r === 'recipient:shd1other')).toHaveLength(1)
    // Sent to oneself with the destination in the data: the sender is not also its recipient.
    expect(roles(b.txs[3]!).filter((r) => r.startsWith('recipient:'))).toEqual(['recipient:shd1other'])
  })
})

describe('ledger extraction', () => {
  it('reads a round: offsets, rekeyed signers, payments and asset transfers, hashes as hex', () => {
    const hash = nodeBlockHash({ blockHash: 'blk-KZ4RMSLPQJQTYAE37ZHNY6Q5U54WSODYYQ2EP4L2TJBG5KUXMZMJ' })!
    expect(hash).toBe('567916496F82613C009BFE4EDC7A1DA779693878C43447F17A9A426EAA976658')
    const b = ledgerBlock(
      'ledger',
      {
        round: 2424,
        timestamp: 1795633529,
        'previous-block-hash': 'VnkWSW+CYTwAm/5O3Hodp3lpOHjENEfxeppCbqqXZlg=',
        proposer: 'PROPOSER',
        transactions: [
          {
            id: 'T1',
            'intra-round-offset': 0,
            'tx-type': 'axfer',
            fee: 1000,
            sender: 'A',
            'asset-transfer-transaction': { amount: 8086313109992, 'asset-id': 1002, receiver: 'B' },
          },
          {
            id: 'T2',
            'intra-round-offset': 2,
            'tx-type': 'pay',
            fee: 1000,
            sender: 'C',
            'auth-addr': 'D',
            'payment-transaction': { amount: 100000, receiver: 'E' },
          },
        ],
      },
      hash,
    )!
    // The parent named by the next round is the node's hash of this one, in the same hex.
    expect(b.parentHash).toBe(hash)
    expect(b.txs.map((t) => [t.idx, t.type])).toEqual([
      [0, 'Asset transfer'],
      [2, 'Payment'],
    ])
    expect(b.txs[0]!.amounts).toEqual([{ amount: '8086313109992', denom: 'asset 1002' }])
    expect(roles(b.txs[1]!)).toEqual(['fee payer:C', 'recipient:E', 'sender:C', 'signer:D'])
  })

  it('lists a frozen holder, a heartbeat’s participant and a rekey’s new signer, as the ledger’s indexer does', () => {
    const b = ledgerBlock('ledger', {
      round: 7,
      timestamp: 1795633529,
      transactions: [
        { id: 'F', 'tx-type': 'afrz', sender: 'M', 'asset-freeze-transaction': { address: 'H', 'asset-id': 1002 } },
        { id: 'B', 'tx-type': 'hb', sender: 'S', 'heartbeat-transaction': { 'hb-address': 'P' } },
        {
          id: 'R',
          'tx-type': 'pay',
          sender: 'A',
          'rekey-to': 'K',
          'payment-transaction': { amount: 0, receiver: 'A' },
        },
      ],
    })!
    const target = (t: (typeof b.txs)[number]) =>
      t.participants.filter((p) => p.role === 'target').map((p) => p.address)
    expect(b.txs.map(target)).toEqual([['H'], ['P'], ['K']])
  })
})
