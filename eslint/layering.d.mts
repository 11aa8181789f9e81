import type { Rule } from 'eslint'

/** Types of the local plugin (eslint/layering.mjs), for the test that exercises it. */
declare const plugin: { rules: { 'client-no-server': Rule.RuleModule; 'no-relative-exit': Rule.RuleModule } }
export default plugin
export declare const LAYER_ZONES: ReadonlyArray<{
  target: string | string[]
  from: string | string[]
  except?: string[]
  message: string
}>
export declare function resolveImport(source: string, filename: string): string | undefined
export declare function isServerOnly(source: string, filename: string): boolean
export declare function aliasForExit(source: string, filename: string, folders: readonly string[]): string | undefined
