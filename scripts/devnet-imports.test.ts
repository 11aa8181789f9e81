import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rewriteSource, rewriteSpecifier } from './devnet-imports'

const at = (path: string) => join(import.meta.dirname, '..', path)

describe('devnet import rewrite', () => {
  it('names what lies outside devnet through @/, whatever the depth', () => {
    expect(rewriteSpecifier('../lib/catalog/index', at('devnet/router.ts'))).toBe('@/lib/catalog/index')
    expect(rewriteSpecifier('../../../lib/catalog/types', at('devnet/cosmos/testing/specs.ts'))).toBe(
      '@/lib/catalog/types',
    )
  })

  it('moves imports of the former devnet/lib to devnet/primitives, from devnet and from outside it', () => {
    expect(rewriteSpecifier('../../lib/random', at('devnet/cosmos/chain/chain.ts'))).toBe('../../primitives/random')
    expect(rewriteSpecifier('../lib/hash', at('devnet/cosmos/x.ts'))).toBe('../primitives/hash')
    expect(rewriteSpecifier('../devnet/lib/bech32', at('bench/x.ts'))).toBe('../devnet/primitives/bech32')
  })

  it('leaves imports inside devnet and outside it alone', () => {
    expect(rewriteSpecifier('../grpc', at('devnet/cosmos/handlers/bank.ts'))).toBe('../grpc')
    expect(rewriteSpecifier('../lib/catalog', at('scripts/start.ts'))).toBe('../lib/catalog')
  })

  it('rewrites static, type-only, re-export and dynamic imports, and nothing else', () => {
    const file = at('devnet/core/probe.ts')
    const before = [
      `import { CATALOG } from '../../lib/catalog'`,
      `import type { Operation } from "../../lib/catalog/types"`,
      `export * from '../../lib/networks'`,
      `const m = await import('../../lib/format/amount')`,
      `const spec = new URL('../../../shared/specs/x.yml', import.meta.url)`,
    ].join('\n')
    expect(rewriteSource(before, file)).toBe(
      [
        `import { CATALOG } from '@/lib/catalog'`,
        `import type { Operation } from "@/lib/catalog/types"`,
        `export * from '@/lib/networks'`,
        `const m = await import('@/lib/format/amount')`,
        `const spec = new URL('../../../shared/specs/x.yml', import.meta.url)`,
      ].join('\n'),
    )
  })
})
