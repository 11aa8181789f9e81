/**
 * Light-client kinds in words. A client is named two ways on the wire: by its identifier prefix in parameters
 * (`07-tendermint`) and by its protobuf type URL in states (`/ibc.lightclients.tendermint.v1.ClientState`).
 */
const KINDS: { id: string; proto: string; name: string }[] = [
  { id: '07-tendermint', proto: 'tendermint', name: 'Tendermint light client' },
  { id: '06-solomachine', proto: 'solomachine', name: 'Solo machine' },
  { id: '09-localhost', proto: 'localhost', name: 'Localhost (this chain)' },
  { id: '08-wasm', proto: 'wasm', name: 'Wasm light client' },
]

const TYPE_URL = /^\/ibc\.lightclients\.([a-z0-9]+)\.v\d+\.\w+$/

/** `07-tendermint` or a type URL → "Tendermint light client"; anything unknown comes back as given. */
export function clientKindName(idOrTypeUrl: string): string {
  const proto = TYPE_URL.exec(idOrTypeUrl)?.[1]
  const kind = KINDS.find((k) => (proto ? k.proto === proto : k.id === idOrTypeUrl))
  return kind?.name ?? idOrTypeUrl
}

/** Whether the kind is one the explorer can name (an unknown one is shown as its wire id, in mono). */
export const isKnownClientKind = (idOrTypeUrl: string): boolean => clientKindName(idOrTypeUrl) !== idOrTypeUrl
