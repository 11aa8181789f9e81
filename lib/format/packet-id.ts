/** A packet's identity at its source (no dependencies: the search box parses it in the browser). */
export interface PacketId {
  port: string
  channel: string
  sequence: string
}

export const packetHref = (network: string, p: PacketId) =>
  `/${network}/ibc/packets/${encodeURIComponent(p.port)}/${encodeURIComponent(p.channel)}/${p.sequence}`

/** `port/channel/sequence` (what search accepts), or undefined. */
export function parsePacketId(input: string): PacketId | undefined {
  const m = /^([A-Za-z0-9._+\-#[\]<>]{2,128})\/(channel-\d{1,10})\/(\d{1,20})$/.exec(input.trim())
  return m ? { port: m[1]!, channel: m[2]!, sequence: BigInt(m[3]!).toString() } : undefined
}
