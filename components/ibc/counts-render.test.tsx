/**
 * Each IBC count is computed once (lib/ibc/counts.ts) and rendered through every place that shows it: the
 * channel chart, the in-flight list under it, the overview's health summary and the clients table must all show
 * the same numbers for the same answers.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DataTable } from '@/components/table/data-table'
import { CLIENT_COLUMNS, clientRow } from '@/lib/ibc/clients'
import { channelFlow, type FlowInput } from '@/lib/ibc/counts'
import { summarize } from '@/lib/ibc/health'
import { parseTimestampNanos } from '@/lib/ibc/trusting'
import { ChannelEnds } from './channel-ends'
import { HealthView } from './health-summary'
import { InFlightPanel } from './in-flight-panel'

const seqs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

// A channel like devnet's: old stuck packets far below the latest 200 sequences, a few recent ones in flight.
const stuck = ['3', '38', '52', '58', '122', '127', '138', '229', '278', '314']
const input: FlowInput = {
  commitments: [...stuck, '1132', '1137', '1148', '1163', '1199', '1200'],
  asked: [...stuck, ...seqs(1001, 1200)],
  unreceived: [...stuck, '1132', '1137', '1148', '1163', '1199', '1010', '1020'],
  acked: ['1200'],
  window: { from: '1001', to: '1200' },
}

/** The number inside the element carrying `data-testid="<id>"` (first match). */
function numberAt(html: string, id: string): string | undefined {
  const m = new RegExp(`data-testid="${id}"[^>]*>(?:<[^>]+>)*(\\d+)`).exec(html)
  return m?.[1]
}

describe('one count, every place that shows it', () => {
  const flow = channelFlow(input)
  const inFlight = String(flow.counts.inFlight.length)

  it('the chart and the in-flight list under it show the same packets in flight', () => {
    const chart = renderToStaticMarkup(
      <ChannelEnds
        self={{ network: 'hub', port: 'transfer', channel: 'channel-0' }}
        other={{ network: 'staking', port: 'transfer', channel: 'channel-0' }}
        stats={flow.stats}
      />,
    )
    const list = renderToStaticMarkup(
      <InFlightPanel network="hub" port="transfer" channel="channel-0" source={{ counts: flow.counts }} />,
    )
    expect(inFlight).toBe('15')
    expect(numberAt(chart, 'stat-inFlight')).toBe(inFlight)
    expect(numberAt(list, 'packets-in-flight')).toBe(inFlight)
    expect(numberAt(chart, 'stat-awaitingAck')).toBe(String(flow.counts.awaitingAck.length))
    expect(chart).toContain('and 10 older still open')
  })

  it('every sequence in flight links to its packet page', () => {
    const list = renderToStaticMarkup(
      <InFlightPanel network="hub" port="transfer" channel="channel-0" source={{ counts: flow.counts }} />,
    )
    for (const s of flow.counts.inFlight) expect(list).toContain(`href="/hub/ibc/packets/transfer/channel-0/${s}"`)
    expect(numberAt(list, 'acks-in-flight')).toBe('1')
  })

  it("the overview's health summary adds up the same channel counts", () => {
    const now = parseTimestampNanos('2024-05-01T00:00:00Z')
    const h = summarize(
      ['STATE_OPEN'],
      [],
      [{ channel: 'transfer/channel-0', inFlight: flow.counts.inFlight.length }],
      now,
    )
    const html = renderToStaticMarkup(<HealthView g="hub" h={h} />)
    expect(numberAt(html, 'health-in-flight')).toBe(inFlight)
  })

  it('an expired client is expired in the table and the summary, expiring in neither', () => {
    const t0 = '2024-05-01T00:00:00Z'
    const now = parseTimestampNanos(t0)
    // Its chain says Expired while the period would still leave an hour.
    const client = { clientId: '07-tendermint-6', status: 'Expired', trustingPeriod: '3600s', consensusTime: t0 }
    const row = clientRow(
      'hub',
      client.clientId,
      { chainId: 'legacy-zone-2', trustingPeriod: client.trustingPeriod },
      { ok: true, value: client.status },
      { ok: true, value: t0 },
      now,
    )
    const table = renderToStaticMarkup(<DataTable caption="IBC clients" columns={CLIENT_COLUMNS} rows={[row]} />)
    expect(table).not.toMatch(/expires within/)
    expect(table).toMatch(/expired/)
    const html = renderToStaticMarkup(<HealthView g="hub" h={summarize([], [client], [], now)} />)
    expect(html).toMatch(/Expiring within 7 days<\/dt><dd[^>]*>none/)
    expect(html).toMatch(/Expired<\/dt><dd[^>]*>.*07-tendermint-6/)
  })
})
