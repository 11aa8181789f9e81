import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..')
/** The project's own configuration: the rule as it is wired, on the folders it covers. */
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.mjs') })

async function hits(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'networks/no-network-id').map((m) => m.message)
}

describe('networks are data: no branch on a network id', () => {
  it('reports comparisons, switches, links and calls that name one network', async () => {
    const code = [
      `export const a = (network: string) => network === 'vm'`,
      `export const b = (g: string) => { switch (g) { case 'indexer': return 1 } return 0 }`,
      'export const c = (id: string) => `/ledger/txs/${id}`',
      `export const d = { gateway: 'node', opId: 'node.status' }`,
    ].join('\n')
    const found = await hits(code, 'lib/explorer/probe.ts')
    expect(found).toEqual([
      expect.stringContaining("compares network with 'vm'"),
      expect.stringContaining("switch (g) case 'indexer'"),
      expect.stringContaining('path `/ledger/txs/…` names a network'),
      expect.stringContaining("gateway: 'node' names one network"),
    ])
  })

  it('lets code branch on kinds and link through the network it was given', async () => {
    const code = [
      `export const a = (n: { kind: string }) => n.kind === 'vm'`,
      'export const b = (network: string, id: string) => `/${network}/txs/${id}`',
      `export const c = '/supply'`,
    ].join('\n')
    expect(await hits(code, 'components/explorer/probe.tsx')).toEqual([])
  })

  it('leaves the network files and tests alone', async () => {
    expect(await hits(`export const a = (network: string) => network === 'vm'`, 'lib/networks/probe.ts')).toEqual([])
    expect(await hits(`export const a = (network: string) => network === 'vm'`, 'lib/explorer/probe.test.ts')).toEqual(
      [],
    )
  })
})
