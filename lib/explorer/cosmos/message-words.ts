/** A message's type URL in words, the same on transaction pages, blocks, overviews and the index. Pure. */

/** `MsgAggregateExchangeRateVote` → `Aggregate exchange rate vote`; a few well-known ones get their usual names. */
export function typeInWords(typeUrl: string): string {
  const known: Record<string, string> = {
    '/ibc.applications.transfer.v1.MsgTransfer': 'IBC transfer',
    '/ibc.core.channel.v1.MsgRecvPacket': 'IBC receive',
    '/ibc.core.channel.v1.MsgAcknowledgement': 'IBC acknowledgement',
    '/ibc.core.channel.v1.MsgTimeout': 'IBC timeout',
    '/ibc.core.client.v1.MsgUpdateClient': 'IBC client update',
    '/cosmos.staking.v1beta1.MsgBeginRedelegate': 'Redelegate',
    '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward': 'Claim rewards',
  }
  if (known[typeUrl]) return known[typeUrl]
  const last = typeUrl.split('.').at(-1) ?? typeUrl
  const words = last
    .replace(/^Msg/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  const mod = /^\/?(?:[\w]+\.)*?(alliance|ethbridge|gravity|wasm|oracle|market)\./.exec(typeUrl)?.[1]
  const phrase = words.charAt(0).toUpperCase() + words.slice(1)
  return mod && mod !== 'wasm'
    ? `${mod === 'ethbridge' || mod === 'gravity' ? 'Bridge' : mod.charAt(0).toUpperCase() + mod.slice(1)}: ${phrase.toLowerCase()}`
    : phrase
}
