import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The published API specifications of the real systems behind each gateway (Cosmos SDK and chain Swaggers,
 * Meter, MultiversX proxy, Kava supply, algod/indexer/kmd), which the spec-conformance tests validate devnet's
 * answers against. They are not in the repository (several megabytes of third-party files): they live in
 * `shared/specs/` beside the checkout, or wherever UPSTREAM_SPECS_DIR points.
 */
export const UPSTREAM_SPECS_DIR =
  process.env.UPSTREAM_SPECS_DIR || join(import.meta.dirname, '..', '..', '..', 'shared', 'specs')

/** The path of one spec file, e.g. `algorand/algod.oas3.v5.0.0.yml`; throws saying where it was looked for. */
export function upstreamSpecFile(relative: string): string {
  const file = join(UPSTREAM_SPECS_DIR, relative)
  if (!existsSync(file))
    throw new Error(
      `upstream spec ${relative} not found in ${UPSTREAM_SPECS_DIR}: put the specs folder there or set UPSTREAM_SPECS_DIR (devnet/README.md, "Spec checks")`,
    )
  return file
}
