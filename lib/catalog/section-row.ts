import type { CacheClass, HttpMethod, OperationInput, ParamSpec } from './types'

export type RowExtra = Partial<
  Omit<OperationInput, 'id' | 'kind' | 'method' | 'path' | 'group' | 'summary' | 'params' | 'cache'>
>

/**
 * Row builder for a section of one gateway kind (node, indexer): ids are prefixed with the kind,
 * and rows taken from the upstream reference rather than the gateway's own table carry `flags.upstreamPath`.
 */
export const sectionRow =
  (kind: 'node' | 'indexer', source: string, upstreamPath = false) =>
  (
    id: string,
    method: HttpMethod,
    path: string,
    group: string,
    summary: string,
    params: ParamSpec[],
    cache: CacheClass,
    extra: RowExtra = {},
  ): OperationInput => ({
    id: `${kind}.${id}`,
    kind,
    method,
    path,
    group,
    summary,
    params,
    cache,
    source,
    ...extra,
    ...(upstreamPath ? { flags: { ...extra.flags, upstreamPath: true } } : {}),
  })
