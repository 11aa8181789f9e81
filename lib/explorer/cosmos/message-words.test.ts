import { describe, expect, it } from 'vitest'
import { typeInWords as overviewWords } from '@/lib/overview/model'
import { messageRow } from './messages'

describe('a message type', () => {
  it('reads the same on a transaction page as on the overview', () => {
    for (const t of [
      '/cosmos.staking.v1beta1.MsgDelegate',
      '/cosmos.bank.v1beta1.MsgSend',
      '/ibc.applications.transfer.v1.MsgTransfer',
      '/alliance.alliance.MsgDelegate',
    ]) {
      const row = messageRow('hub', { '@type': t })
      expect(row.type).toEqual({ type: 'text', value: overviewWords(t) })
    }
    expect(overviewWords('/cosmos.staking.v1beta1.MsgDelegate')).toBe('Delegate')
  })
})
