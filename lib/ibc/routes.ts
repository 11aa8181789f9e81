/** In-app hrefs of the IBC pages (one place, so links and pages agree). */
const seg = encodeURIComponent

export const ibcHref = (network: string, tab?: string) => `/${network}/ibc${tab ? `?tab=${seg(tab)}` : ''}`
export const channelHref = (network: string, port: string, channel: string) =>
  `/${network}/ibc/channels/${seg(port)}/${seg(channel)}`
export const clientHref = (network: string, client: string) => `/${network}/ibc/clients/${seg(client)}`
export const connectionHref = (network: string, connection: string) => `/${network}/ibc/connections/${seg(connection)}`

const IBC_DENOM = /^ibc\/([0-9A-Fa-f]{64})$/

/** The trace page of an `ibc/<hash>` denomination, or undefined for any other denom. */
export function denomHref(network: string, denom: string): string | undefined {
  const m = IBC_DENOM.exec(denom)
  return m ? `/${network}/denoms/ibc/${m[1]!.toUpperCase()}` : undefined
}

/** Hash of a denom lookup input: a bare 64-hex hash or `ibc/<hash>`; undefined when it is neither. */
export function denomHashOf(input: string): string | undefined {
  const t = input.trim()
  if (/^[0-9A-Fa-f]{64}$/.test(t)) return t.toUpperCase()
  return IBC_DENOM.exec(t)?.[1]?.toUpperCase()
}
