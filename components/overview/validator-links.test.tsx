import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PlainTable } from '@/components/table/plain-table'
import { FieldValue } from '@/components/ui/field-value'
import { cellOf } from '@/lib/explorer/common'
import { cosmosBlock } from '@/lib/explorer/cosmos/block'
import { messageRow } from '@/lib/explorer/cosmos/messages'
import { validatorDirectory } from '@/lib/overview/validator-directory'
import { encodeBech32 } from '@/lib/format/address'
import { base64ToBytes, bytesToHex } from '@/lib/format/hex'
import { ValidatorNamesProvider } from '@/components/ui/validator-names'

// Platform: a devnet network whose gateway lists validators (the Hub's has no staking module).
const ctx = { network: 'platform' as const }
const VAL = 'platvaloper1w5fcc6sqqqqpwp5hckespgvaqa0rlwahsvuttc'
const DEL = 'plat1w5fcc6sqqzxapu5tvsa9235mn6c2df4la4sgtv'
const CONS_B64 = 'BZSf7wMJCGhrNge8i+lY7kEthUQ='
const CONS = encodeBech32('platvalcons', base64ToBytes(CONS_B64))
const directory = validatorDirectory(
  [
    {
      operator: VAL,
      moniker: 'Node Twelve',
      consHex: bytesToHex(base64ToBytes(CONS_B64)),
      tokens: '1',
      powerShare: '100.00%',
      commission: '0',
      status: 'Active',
      jailed: false,
    },
  ],
  'platvalcons',
)
const withNames = (node: ReactNode) =>
  renderToStaticMarkup(
    <ValidatorNamesProvider network={ctx.network} directory={directory}>
      {node}
    </ValidatorNamesProvider>,
  )
const validatorLink = `href="/platform/validators/${VAL}"`

describe('validator addresses shown anywhere are the validator, named and linked', () => {
  it('adapters mark operator and consensus addresses as validators, accounts as accounts', () => {
    const delegate = messageRow(ctx, {
      '@type': '/cosmos.staking.v1beta1.MsgDelegate',
      delegator_address: DEL,
      validator_address: VAL,
      amount: { denom: 'uplat', amount: '5' },
    })
    expect(delegate.from).toEqual({ type: 'link', kind: 'account', network: 'platform', value: DEL })
    expect(delegate.to).toEqual({ type: 'validator', value: VAL })
    expect(cellOf(VAL, ctx)).toEqual({ type: 'validator', value: VAL })
    expect(cellOf(CONS, ctx)).toEqual({ type: 'validator', value: CONS })
    // Another chain's operator address is no validator of this one: plain text, no link.
    expect(cellOf('hubvaloper1w5fcc6sqqqqpwp5hckespgvaqa0rlwahsvuttc', ctx)).toMatchObject({ type: 'text' })
  })

  it('a block page names its proposer (from the header’s base64 consensus key) and links it', () => {
    const v = cosmosBlock(
      {
        block_id: { hash: 'AA==' },
        block: { header: { height: '7', time: '2026-01-01T00:00:00Z', proposer_address: CONS_B64 }, data: { txs: [] } },
      },
      ctx,
    )
    const proposer = v.kind === 'kv' ? v.rows.find((r) => r.label === 'Proposer')?.value : undefined
    expect(proposer).toEqual({ type: 'validator', value: CONS })
    const html = withNames(<FieldValue f={proposer!} />)
    expect(html).toContain(validatorLink)
    expect(html).toContain('>Node Twelve</a>')
  })

  it('delegation rows and dense overview cells show the name; without names, the address and no link', () => {
    const table = withNames(
      <PlainTable
        caption="Delegations"
        columns={[{ key: 'validator', label: 'Validator' }]}
        rows={[{ validator: { type: 'validator', value: VAL } }]}
      />,
    )
    expect(table).toContain(validatorLink)
    expect(table).toContain('Node Twelve')
    expect(withNames(<FieldValue f={{ type: 'validator', value: CONS }} dense />)).toContain(validatorLink)
    const bare = renderToStaticMarkup(<FieldValue f={{ type: 'validator', value: VAL }} />)
    expect(bare).toContain(VAL)
    expect(bare).not.toContain('href=')
    // Dense cells keep the row narrow: the address shortened in the middle, whole in the tooltip.
    const denseBare = renderToStaticMarkup(<FieldValue f={{ type: 'validator', value: VAL }} dense />)
    expect(denseBare).toContain(`title="${VAL}"`)
    expect(denseBare).not.toContain(`>${VAL}<`)
  })
})
