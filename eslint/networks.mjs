/**
 * Networks are data (lib/networks/files): code branches on a network's kind or on a capability, never on one
 * network's id. `no-network-id` reports, outside the network files and tests:
 * - a comparison of a network or gateway id variable with an id literal (`network === 'vm'`, `case 'ledger':` in a
 *   `switch (network)`),
 * - an in-app path that names a network (`'/vm/logs'`, `` `/ledger/txs/${id}` ``): such links go to
 *   `/${network}/…`,
 * - a network or gateway id written as one (`network="vm"`, `{ gateway: 'node', opId }`): it comes from the page's
 *   network or the registry (`primaryGateway`, `gatewayOfKind`).
 * Which names are ids comes from the built-in network files themselves, so the rule follows them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const FILES = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'lib/networks/files')

/** Network and gateway ids of the built-in files. */
export function builtinIds() {
  const networks = new Set()
  const gateways = new Set()
  for (const f of readdirSync(FILES).filter((f) => f.endsWith('.json'))) {
    const file = JSON.parse(readFileSync(join(FILES, f), 'utf8'))
    // A feed (the supply feed) is no network: `/supply` is a page of its own.
    if (file.kind !== 'feed') networks.add(file.id)
    for (const g of file.gateways ?? []) gateways.add(g.id)
  }
  return { networks, gateways }
}

/** Names that hold a network or gateway id in this codebase (not a kind: `kind`, `n.kind` are fine to compare). */
const ID_HOLDER = /^(network|networkId|net|n|id|g|gw|gateway|gatewayId|home|from|to|self|peer|other)$/

/** Registry lookups that take a network or gateway id. */
const REGISTRY_LOOKUPS = new Set([
  'getNetwork',
  'findNetwork',
  'gatewayDef',
  'findGateway',
  'gatewayOfKind',
  'primaryGateway',
  'traitsOf',
  'recordsOf',
])

function holderName(node) {
  if (node.type === 'Identifier') return node.name
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier')
    return node.property.name
  return undefined
}

const noNetworkId = {
  meta: {
    type: 'problem',
    docs: { description: 'branch on a network kind or capability, not on a network id; link to /${network}/…' },
    schema: [],
  },
  create(context) {
    const { networks, gateways } = builtinIds()
    const ids = new Set([...networks, ...gateways])
    const pathRe = new RegExp(`^/(${[...networks].join('|')})(/|$)`)
    const literalId = (node) => node.type === 'Literal' && typeof node.value === 'string' && ids.has(node.value)
    const report = (node, what) =>
      context.report({
        node,
        message: `${what}: networks are data (lib/networks/files); use the network's kind or a capability instead`,
      })
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return
        for (const [lit, other] of [
          [node.left, node.right],
          [node.right, node.left],
        ]) {
          const name = holderName(other)
          if (literalId(lit) && name && ID_HOLDER.test(name)) report(node, `compares ${name} with '${lit.value}'`)
        }
      },
      SwitchStatement(node) {
        const name = holderName(node.discriminant)
        if (!name || !ID_HOLDER.test(name)) return
        for (const c of node.cases)
          if (c.test && literalId(c.test)) report(c, `switch (${name}) case '${c.test.value}'`)
      },
      Literal(node) {
        if (typeof node.value === 'string' && pathRe.test(node.value))
          report(node, `path '${node.value}' names a network`)
      },
      CallExpression(node) {
        // `getNetwork('vm')`, `gatewayDef('node')`: the id comes from the caller, not from the code.
        const callee = node.callee.type === 'Identifier' ? node.callee.name : undefined
        const first = node.arguments[0]
        if (callee && REGISTRY_LOOKUPS.has(callee) && first && literalId(first))
          report(node, `${callee}('${first.value}') names one network`)
      },
      JSXAttribute(node) {
        const v = node.value
        if (['network', 'gateway'].includes(node.name.name) && v && literalId(v))
          report(node, `${node.name.name}="${v.value}" names one network`)
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value
        if (['network', 'gateway'].includes(key) && literalId(node.value))
          report(node, `${key}: '${node.value.value}' names one network`)
      },
      TemplateLiteral(node) {
        const head = node.quasis[0]?.value.cooked ?? ''
        if (pathRe.test(head)) report(node, `path \`${head}…\` names a network`)
      },
    }
  },
}

const plugin = { rules: { 'no-network-id': noNetworkId } }
export default plugin
