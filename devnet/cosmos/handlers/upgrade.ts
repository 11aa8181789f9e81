import { notFound } from '../grpc'
import type { HandlerGroup } from './kit'
import { pathParam, queryParam } from './kit'

const MODULES = [
  'auth',
  'authz',
  'bank',
  'capability',
  'consensus',
  'crisis',
  'distribution',
  'evidence',
  'feegrant',
  'genutil',
  'gov',
  'ibc',
  'interchainaccounts',
  'mint',
  'params',
  'slashing',
  'staking',
  'transfer',
  'upgrade',
  'vesting',
]

export const upgradeHandlers: HandlerGroup = (chain) => {
  // Two upgrades were applied in devnet's history; the next one is scheduled ahead of the head.
  const applied: Record<string, number> = { 'v0.9': 2_400, 'v1.0': 7_800 }
  const gov = chain.book.moduleAccount('gov')!.address
  return {
    'cosmos.upgrade.appliedPlan': (req) => ({ height: String(applied[pathParam(req, 'name')] ?? 0) }),
    'cosmos.upgrade.authority': () => ({ address: gov }),
    'cosmos.upgrade.currentPlan': () => ({
      plan: {
        name: 'v1.1',
        time: '0001-01-01T00:00:00Z',
        height: String(chain.initialHeight + 50_000),
        info: '{"binaries":{}}',
        upgraded_client_state: null,
      },
    }),
    'cosmos.upgrade.moduleVersions': (req) => {
      const name = queryParam(req, 'module_name')
      const all = MODULES.map((m, i) => ({ name: m, version: String(1 + (i % 5)) }))
      if (!name) return { module_versions: all }
      const one = all.filter((m) => m.name === name)
      if (!one.length) throw notFound(`x/upgrade: QueryModuleVersions module ${name} not found`)
      return { module_versions: one }
    },
    'cosmos.upgrade.upgradedConsensusState': (req) => {
      const h = Number(BigInt(pathParam(req, 'last_height')))
      // Only the height right before an applied upgrade stored an upgraded consensus state.
      const hit = Object.values(applied).includes(h + 1)
      return {
        upgraded_consensus_state: hit
          ? Buffer.from(`devnet-consensus/${chain.opts.profile.id}/${h}`).toString('base64')
          : null,
      }
    },
  }
}
