/** Node and upgrade panels of the SDK overviews: the software a network runs and the upgrade it plans. */
import * as z from 'zod/mini'
import { parse, uint } from '../common'
import { kv, link, mono, row, text, type Adapter } from '../view'

const nodeInfo = z.looseObject({
  default_node_info: z.nullish(
    z.looseObject({
      network: z.optional(z.string()),
      moniker: z.optional(z.string()),
      version: z.optional(z.string()),
    }),
  ),
  application_version: z.nullish(
    z.looseObject({
      name: z.optional(z.string()),
      app_name: z.optional(z.string()),
      version: z.optional(z.string()),
      git_commit: z.optional(z.string()),
      go_version: z.optional(z.string()),
      cosmos_sdk_version: z.optional(z.string()),
    }),
  ),
})

export const cosmosNodeInfo: Adapter = (body) => {
  const b = parse(nodeInfo, body)
  const n = b.default_node_info
  const a = b.application_version
  return kv([
    row('Chain id', text(n?.network)),
    row('Node', text(n?.moniker)),
    row('Application', text(a?.app_name ? `${a.app_name}${a.version ? ` ${a.version}` : ''}` : undefined)),
    row('SDK version', text(a?.cosmos_sdk_version)),
    row('Consensus version', text(n?.version)),
    row('Go version', text(a?.go_version?.replace(/^go version /, ''))),
    row('Git commit', mono(a?.git_commit?.slice(0, 12))),
  ])
}

const plan = z.looseObject({
  plan: z.nullish(
    z.looseObject({
      name: z.string(),
      height: z.optional(uint),
      time: z.optional(z.string()),
      info: z.optional(z.string()),
    }),
  ),
})

export const cosmosUpgradePlan: Adapter = (body, { network }) => {
  const p = parse(plan, body).plan
  if (!p) return { kind: 'text', text: 'No upgrade is planned.' }
  // `info` is free text, often a JSON of download links: shown only when it reads as words.
  const info = p.info && !/^\s*[[{]/.test(p.info) ? p.info : undefined
  return kv([
    row('Upgrade', text(p.name)),
    row('At height', p.height && p.height !== '0' ? link('block', network, p.height) : { type: 'empty' }),
    row('Info', text(info)),
  ])
}
