import { join } from 'node:path'
import { ESLint, RuleTester } from 'eslint'
import tsParser from '@typescript-eslint/parser'
import { describe, expect, it } from 'vitest'
import layering from './layering.mjs'

const ROOT = join(import.meta.dirname, '..')
const at = (path: string) => join(ROOT, path)

/** The project's own configuration, so the test proves the zones as they are wired, not a copy of them. */
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: at('eslint.config.mjs') })

async function layerErrors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: at(file) })
  return (result?.messages ?? [])
    .filter((m) =>
      ['import/no-restricted-paths', 'layering/client-no-server', 'layering/no-relative-exit'].includes(m.ruleId ?? ''),
    )
    .map((m) => m.message)
}

describe('layers are checked on resolved paths', () => {
  it('reports a relative devnet → lib/gateway import (the string never says @/lib/gateway)', async () => {
    const errors = await layerErrors(
      `import { createGatewayCore } from '../../lib/gateway/core'\nexport const x = createGatewayCore\n`,
      'devnet/cosmos/probe.ts',
    )
    expect(errors).toEqual([
      expect.stringContaining('devnet is a standalone server'),
      expect.stringContaining("import '@/lib/gateway/core'"),
    ])
    const aliased = await layerErrors(
      `import { createGatewayCore } from '@/lib/gateway/core'\nexport const x = createGatewayCore\n`,
      'devnet/cosmos/probe.ts',
    )
    expect(aliased).toEqual([expect.stringContaining('devnet is a standalone server')])
  })

  it('lets devnet import its own folders and pure lib/ modules', async () => {
    expect(
      await layerErrors(
        `import { sha256 } from '../../primitives/hash'\nexport const x = sha256\n`,
        'devnet/cosmos/chain/probe.ts',
      ),
    ).toEqual([])
    expect(
      await layerErrors(`import { CATALOG } from '@/lib/catalog'\nexport const x = CATALOG\n`, 'devnet/core/probe.ts'),
    ).toEqual([])
  })

  it('reports a relative import that leaves devnet, even of a module devnet may use', async () => {
    expect(
      await layerErrors(
        `import { CATALOG } from '../../lib/catalog'\nexport const x = CATALOG\n`,
        'devnet/core/probe.ts',
      ),
    ).toEqual(["'../../lib/catalog' leaves its folder with a relative path: import '@/lib/catalog'"])
  })

  it('reports lib/catalog → lib/gateway, relative or aliased', async () => {
    for (const source of ['../gateway/core', '@/lib/gateway/core'])
      expect(
        await layerErrors(
          `import { createGatewayCore } from '${source}'\nexport const x = createGatewayCore\n`,
          'lib/catalog/probe.ts',
        ),
      ).toEqual([expect.stringContaining('Pure shared modules')])
  })

  it('reports imports of app/ and imports that run up the UI layers', async () => {
    expect(
      await layerErrors(`import Page from '../../app/page'\nexport const x = Page\n`, 'lib/explorer/probe.ts'),
    ).toEqual([expect.stringContaining('lib/ is below the UI'), expect.stringContaining('Nothing imports app/')])
    expect(
      await layerErrors(
        `import { PanelList } from '../panel/panel-list'\nexport const x = PanelList\n`,
        'components/table/probe.tsx',
      ),
    ).toEqual([expect.stringContaining('components/table sits below')])
    expect(
      await layerErrors(
        `import { IbcShell } from '@/components/ibc/ibc-shell'\nexport const x = IbcShell\n`,
        'components/ui/probe.tsx',
      ),
    ).toEqual([expect.stringContaining('components/ui holds leaves')])
  })
})

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module' } }).run(
  'layering/client-no-server',
  layering.rules['client-no-server'],
  {
    valid: [
      {
        code: `'use client'\nimport { formatUnits } from '@/lib/format/amount'`,
        filename: at('components/ui/probe.tsx'),
      },
      // Types are erased: a client module may share a route's types.
      {
        code: `'use client'\nimport type { KmdSession } from '@/lib/kmd/sessions'`,
        filename: at('components/kmd/probe.tsx'),
      },
      // Server components may import anything server-only.
      { code: `import { callOperation } from '@/lib/gateway'`, filename: at('components/panel/probe.tsx') },
    ],
    invalid: [
      {
        code: `'use client'\nimport { callOperation } from '../../lib/gateway'`,
        filename: at('components/panel/probe.tsx'),
        errors: 1,
      },
      // Not under lib/server or lib/gateway, but it declares itself server-only: the resolved file decides.
      {
        code: `'use client'\nimport { serverFetch } from '../../lib/query/server'`,
        filename: at('components/panel/probe.tsx'),
        errors: 1,
      },
      {
        code: `'use client'\nexport { denomsOf } from '@/lib/explorer/denoms'`,
        filename: at('components/panel/probe.tsx'),
        errors: 1,
      },
    ],
  },
)

new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2022, sourceType: 'module' } }).run(
  'layering/no-relative-exit',
  layering.rules['no-relative-exit'],
  {
    valid: [
      // Within devnet, relative paths are the rule.
      {
        code: `import { rng } from '../../primitives/random'`,
        filename: at('devnet/cosmos/chain/probe.ts'),
        options: [{ folders: ['devnet'] }],
      },
      {
        code: `import { GrpcError } from './grpc'`,
        filename: at('devnet/cosmos/probe.ts'),
        options: [{ folders: ['devnet'] }],
      },
      {
        code: `import { CATALOG } from '@/lib/catalog'`,
        filename: at('devnet/router.ts'),
        options: [{ folders: ['devnet'] }],
      },
      // Outside the folders the rule is silent.
      {
        code: `import { CATALOG } from '../lib/catalog'`,
        filename: at('scripts/probe.ts'),
        options: [{ folders: ['devnet'] }],
      },
    ],
    invalid: [
      {
        code: `import { CATALOG } from '../lib/catalog/index'`,
        filename: at('devnet/probe.ts'),
        options: [{ folders: ['devnet'] }],
        errors: 1,
        output: `import { CATALOG } from '@/lib/catalog/index'`,
      },
      {
        code: `export type { Operation } from "../../../lib/catalog/types"`,
        filename: at('devnet/cosmos/testing/probe.ts'),
        options: [{ folders: ['devnet'] }],
        errors: 1,
        output: `export type { Operation } from "@/lib/catalog/types"`,
      },
      {
        code: `const spec = await import('../../scripts/start')`,
        filename: at('devnet/core/probe.ts'),
        options: [{ folders: ['devnet'] }],
        errors: 1,
        output: `const spec = await import('@/scripts/start')`,
      },
    ],
  },
)
