import { afterEach, describe, expect, it } from 'vitest'
import { getOperation } from '@/lib/catalog'
import { loadNetworksFromDisk } from './disk'
import { resolveRegistry } from './load'
import { getNetwork, gatewayDef, installNetworks, networkIds, registry } from './registry'

const builtin = registry()
afterEach(() => installNetworks(builtin))

const ZONE_DIR = 'tests/fixtures/networks'

describe('network files', () => {
  it('load the eight built-in networks and the supply feed, in file order', () => {
    expect(builtin.networks.map((n) => n.id)).toEqual([
      'hub',
      'staking',
      'exchange',
      'platform',
      'classic',
      'vm',
      'sharded',
      'ledger',
    ])
    expect(builtin.feeds.map((f) => f.id)).toEqual(['supply'])
    expect(builtin.gateways.map((g) => g.id)).toEqual([
      'hub',
      'staking',
      'exchange',
      'platform',
      'classic',
      'vm',
      'sharded',
      'node',
      'indexer',
      'kmd',
      'supply',
    ])
    const ledger = builtin.networks.find((n) => n.id === 'ledger')!
    expect(ledger.gateways).toEqual(['node', 'indexer'])
    expect(ledger.keyDaemon).toBe('kmd')
    const hub = builtin.networks[0]!
    expect(hub.address).toEqual({
      kind: 'bech32',
      prefix: 'hub',
      validatorPrefix: 'hubvaloper',
      consensusPrefix: 'hubvalcons',
    })
    expect(hub.real).toEqual({ system: 'Axelar', preset: 'axelar' })
  })

  it('derive which gateway serves an operation from its column, with a file adding or removing operations', () => {
    expect(getOperation('cosmos.bank.supplyOf').gateways).toEqual(['hub', 'staking'])
    expect(getOperation('cosmos.stable.treasury.taxProceeds').gateways).toEqual(['classic'])
    expect(getOperation('vm.blocks.get').gateways).toEqual(['vm'])
    installNetworks(loadNetworksFromDisk({ NETWORKS_DIR: ZONE_DIR }))
    // The fixture serves the Staking column plus the staking module it adds.
    expect(getOperation('cosmos.bank.supplyOf').gateways).toEqual(['hub', 'staking', 'zone'])
    expect(getOperation('cosmos.staking.validators').gateways).toEqual(['platform', 'zone'])
    expect(getOperation('cosmos.xnet.nexus.chains').gateways).toEqual(['hub'])
  })

  it('add a network with one file from NETWORKS_DIR, placed by its order', () => {
    installNetworks(loadNetworksFromDisk({ NETWORKS_DIR: ZONE_DIR }))
    expect(networkIds()).toEqual([
      'hub',
      'staking',
      'exchange',
      'platform',
      'classic',
      'zone',
      'vm',
      'sharded',
      'ledger',
    ])
    expect(getNetwork('zone').denom).toEqual({ base: 'uzone', display: 'ZONE', exponent: 6 })
    expect(gatewayDef('zone')).toMatchObject({ kind: 'cosmos', column: 'S', network: 'zone' })
  })
})

describe('presets and the environment', () => {
  it('point a network at the real system behind it: name, prefixes, denominations and path aliases', () => {
    const r = loadNetworksFromDisk({ HUB_PRESET: 'axelar', SHARDED_PRESET: 'multiversx', SUPPLY_PRESET: 'kava' })
    const hub = r.networks.find((n) => n.id === 'hub')!
    expect(hub).toMatchObject({
      name: 'Axelar',
      preset: 'axelar',
      denom: { base: 'uaxl', display: 'AXL', exponent: 6 },
    })
    expect(hub.address).toMatchObject({ prefix: 'axelar', validatorPrefix: 'axelarvaloper' })
    expect(r.gateways.find((g) => g.id === 'hub')!.aliases).toEqual({
      sdk: 'cosmos',
      consensus: 'tendermint',
      xnet: 'axelar',
    })
    expect(r.networks.find((n) => n.id === 'sharded')!.address).toEqual({ kind: 'bech32-sharded', prefix: 'erd' })
    expect(r.gateways.find((g) => g.id === 'sharded')!.aliases).toEqual({ tokenstd: 'esdt' })
    expect(r.feeds[0]!.tokens).toEqual({ main: 'KAVA', tokenB: 'HARD', tokenC: 'SWP', tokenD: 'USDX' })
    // Without a preset nothing is renamed, but the real system's aliases are known (the console's curl shows them).
    const plain = r.gateways.find((g) => g.id === 'staking')!
    expect(plain.aliases).toEqual({})
    expect(plain.realAliases).toEqual({ sdk: 'cosmos', consensus: 'tendermint' })
  })

  it('refuse an unknown preset, or one for another kind of network, listing the valid ones', () => {
    expect(() => loadNetworksFromDisk({ HUB_PRESET: 'axeler' })).toThrow(
      /HUB_PRESET: unknown preset "axeler"; presets for cosmos: axelar, injective, persistence, terra-classic, terra2/,
    )
    expect(() => loadNetworksFromDisk({ VM_PRESET: 'kava' })).toThrow(
      /VM_PRESET: kava is a preset for feed networks, not vm; presets for vm: meter/,
    )
  })

  it('take <GATEWAY>_BECH32_PREFIX over the file and the preset, and refuse a bad one', () => {
    const r = loadNetworksFromDisk({ HUB_PRESET: 'axelar', HUB_BECH32_PREFIX: 'cosmos' })
    expect(r.networks[0]!.address).toMatchObject({ prefix: 'cosmos', validatorPrefix: 'cosmosvaloper' })
    expect(() => loadNetworksFromDisk({ SHARDED_BECH32_PREFIX: 'ERD1' })).toThrow(
      /SHARDED_BECH32_PREFIX: must be a lower-case bech32 prefix/,
    )
    expect(() => loadNetworksFromDisk({ VM_BECH32_PREFIX: 'x' })).toThrow(/the vm network has no bech32 addresses/)
  })
})

describe('a wrong network file', () => {
  const hub = (over: Record<string, unknown> = {}) => ({
    id: 'hub',
    name: 'Hub',
    description: 'd',
    kind: 'cosmos',
    gateways: [{ id: 'hub', kind: 'cosmos', label: 'Hub', version: '1', column: 'H' }],
    address: { kind: 'bech32', prefix: 'hub' },
    denoms: [{ base: 'uhub', display: 'HUB', exponent: 6 }],
    blockIntervalMs: 5000,
    ...over,
  })
  const resolve = (...json: unknown[]) =>
    resolveRegistry(
      json.map((j, i) => ({ name: `f${i}.json`, json: j })),
      [],
      {},
    )

  it('is named with its field', () => {
    expect(() => resolve(hub({ blockIntervalMs: -1 }))).toThrow(/f0.json: blockIntervalMs: /)
    expect(() => resolve(hub({ address: { kind: 'bech32', prefix: 'Hub!' } }))).toThrow(/f0.json: address.prefix: /)
    expect(() => resolve(hub({ extra: 1 }))).toThrow(/f0.json: \(root\): Unrecognized key/)
  })

  it('cannot name an operation or column the catalog lacks, or mix gateway kinds', () => {
    const gw = (g: Record<string, unknown>) =>
      hub({ gateways: [{ id: 'hub', kind: 'cosmos', label: 'H', version: '1', ...g }] })
    expect(() => resolve(gw({ column: 'Q' }))).toThrow(/column Q is not one the catalog uses/)
    expect(() => resolve(gw({ column: 'H', add: ['cosmos.bank.nope'] }))).toThrow(
      /no catalog operation matches cosmos.bank.nope/,
    )
    expect(() => resolve(gw({ column: 'H', remove: ['nothing.*'] }))).toThrow(/no catalog operation matches nothing.\*/)
    expect(() => resolve(hub({ gateways: [{ id: 'hub', kind: 'vm', label: 'H', version: '1' }] }))).toThrow(
      /a cosmos network has no vm gateway/,
    )
  })

  it('keeps one gateway per SDK network, with the network id, and no gateway id twice', () => {
    expect(() =>
      resolve(hub({ gateways: [{ id: 'other', kind: 'cosmos', label: 'H', version: '1', column: 'H' }] })),
    ).toThrow(/a cosmos network has exactly one gateway, with the network's id \(hub\)/)
    expect(() => resolve(hub(), hub({ id: 'two' }))).toThrow(
      /gateway id hub is used by two network files|exactly one gateway/,
    )
  })
})

describe('a sharded network’s shard count', () => {
  const sharded = (over: Record<string, unknown> = {}) => ({
    id: 'shd',
    name: 'Shards',
    description: 'd',
    kind: 'sharded',
    gateways: [{ id: 'shd', kind: 'sharded', label: 'S', version: '1' }],
    address: { kind: 'bech32-sharded', prefix: 'shd' },
    denoms: [{ base: 'atto', display: 'SHD', exponent: 18 }],
    blockIntervalMs: 6000,
    ...over,
  })
  const resolve = (json: unknown) => resolveRegistry([{ name: 'f0.json', json }], [], {})

  it('is the file’s (three shards and a metachain on the built-in one) and the preset’s for the real system', () => {
    expect(getNetwork('sharded').shards).toBe(3)
    expect(
      loadNetworksFromDisk({ SHARDED_PRESET: 'multiversx' }).networks.find((n) => n.id === 'sharded')!.shards,
    ).toBe(3)
    expect(resolve(sharded({ shards: 5 })).networks[0]!.shards).toBe(5)
  })

  it('is required of a sharded network, refused on the others, and a whole number of at least one', () => {
    expect(() => resolve(sharded())).toThrow(/f0.json: shards: a sharded network names its shard count/)
    expect(() => resolve(sharded({ shards: 0 }))).toThrow(/f0.json: shards: /)
    expect(() => resolve(sharded({ shards: 1.5 }))).toThrow(/f0.json: shards: /)
    expect(() =>
      resolve({
        ...sharded({ shards: 3 }),
        id: 'hub',
        kind: 'cosmos',
        gateways: [{ id: 'hub', kind: 'cosmos', label: 'H', version: '1', column: 'H' }],
        address: { kind: 'bech32', prefix: 'hub' },
      }),
    ).toThrow(/f0.json: shards: only a sharded network has shards, not a cosmos one/)
  })
})
