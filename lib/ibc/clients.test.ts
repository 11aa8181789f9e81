import { describe, expect, it } from 'vitest'
import type { CallSpec } from '@/lib/client/types'
import { clientRow, statusField, trustingField } from './clients'
import { fillSpec, placeholder } from './spec-template'
import { parseTimestampNanos } from './trusting'

const t0 = '2024-05-01T00:00:00Z'
const now = parseTimestampNanos(t0)
const tm = { chainId: 'x-1', trustingPeriod: '1209600s', latestHeight: { revisionNumber: '1', revisionHeight: '900' } }

describe('client rows', () => {
  it('shows time left, warning within 7 days, expired after', () => {
    expect(trustingField(tm, { ok: true, value: t0 }, now)).toEqual({ type: 'status', ok: true, label: '14d' })
    expect(trustingField({ ...tm, trustingPeriod: '86400s' }, { ok: true, value: t0 }, now)).toEqual({
      type: 'status',
      ok: false,
      label: '1d (expires within 7 days)',
    })
    expect(trustingField({ ...tm, trustingPeriod: '60s' }, { ok: true, value: t0 }, now + 120_000_000_000n)).toEqual({
      type: 'status',
      ok: false,
      label: 'expired 1m ago',
    })
  })
  it('an expired client reads expired, never also "expires within 7 days" (its status wins over time left)', () => {
    const expired = { ok: true as const, value: 'Expired' }
    const f = trustingField({ ...tm, trustingPeriod: '3600s' }, { ok: true, value: t0 }, now, expired)
    expect(f).toMatchObject({ type: 'status', ok: false })
    expect(f.type === 'status' && f.label).not.toMatch(/expires within/)
    expect(f.type === 'status' && f.label).toMatch(/expired/)
    // Frozen or expired needs no consensus time to say so.
    expect(trustingField(tm, undefined, now, expired)).toMatchObject({ type: 'status', ok: false })
    expect(trustingField(tm, undefined, now, { ok: true, value: 'Frozen' })).toMatchObject({ label: /frozen/ })
  })
  it('says why time left is unknown instead of failing', () => {
    expect(trustingField({}, undefined, now)).toEqual({
      type: 'text',
      value: 'no trusting period (not a Tendermint client)',
    })
    expect(trustingField(tm, undefined, now)).toEqual({ type: 'text', value: '…' })
    expect(trustingField(tm, { ok: false, error: 'boom' }, now)).toEqual({ type: 'text', value: 'unavailable: boom' })
    expect(trustingField(tm, { ok: true, value: 'not a time' }, now)).toMatchObject({
      type: 'text',
      value: expect.stringMatching(/^unavailable: not an RFC 3339/),
    })
  })
  it('status Active is ok, Frozen and Expired are not', () => {
    expect(statusField({ ok: true, value: 'Active' })).toEqual({ type: 'status', ok: true, label: 'Active' })
    expect(statusField({ ok: true, value: 'Frozen' })).toEqual({ type: 'status', ok: false, label: 'Frozen' })
  })
  it('a row links the client and shows revision-height', () => {
    const r = clientRow('hub', '07-tendermint-0', tm, { ok: true, value: 'Active' }, { ok: true, value: t0 }, now)
    expect(r.client).toEqual({ type: 'href', href: '/hub/ibc/clients/07-tendermint-0', label: '07-tendermint-0' })
    expect(r.height).toEqual({ type: 'text', value: '1-900' })
  })
})

describe('fillSpec', () => {
  const tpl: CallSpec = {
    gateway: 'hub',
    opId: 'cosmos.ibc.channel.unreceivedPackets',
    method: 'GET',
    path: {
      port_id: 'transfer',
      channel_id: 'channel-0',
      packet_commitment_sequences: placeholder('packet_commitment_sequences'),
    },
    query: {},
    gatewayPath: `/ibc/core/channel/v1/channels/channel-0/ports/transfer/packet_commitments/${placeholder('packet_commitment_sequences')}/unreceived_packets`,
    cache: 'none',
    pagination: 'none',
  }
  it('fills the path value and the built path, keeping commas between sequences', () => {
    const s = fillSpec(tpl, { packet_commitment_sequences: '3,4,5' })
    expect(s.path.packet_commitment_sequences).toBe('3,4,5')
    expect(s.gatewayPath).toBe(
      '/ibc/core/channel/v1/channels/channel-0/ports/transfer/packet_commitments/3,4,5/unreceived_packets',
    )
    expect(tpl.path.packet_commitment_sequences).toBe(placeholder('packet_commitment_sequences'))
  })
  it('percent-encodes other values as one segment', () => {
    const c = fillSpec(
      { ...tpl, path: { client_id: placeholder('client_id') }, gatewayPath: `/x/${placeholder('client_id')}` },
      { client_id: 'a/b c' },
    )
    expect(c.gatewayPath).toBe('/x/a%2Fb%20c')
  })
})
