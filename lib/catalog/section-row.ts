import type { CacheClass, HttpMethod, OperationInput, ParamSpec } from './types'

export type RowExtra = Partial<
  Omit<OperationInput, 'id' | 'kind' | 'method' | 'path' | 'group' | 'summary' | 'params' | 'cache'>
>

/**
 * Row builder for a section whose gateway id equals its kind (node, indexer): ids are prefixed with the gateway,
 * and rows taken from the upstream reference rather than the gateway's own table carry `flags.upstreamPath`.
 */
export const sectionRow =
  (gateway: 'node' | 'indexer', source: string, upstreamPath = false) =>
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
    id: `${gateway}.${id}`,
    kind: gateway,
    method,
    path,
    gateways: [gateway],
    group,
    summary,
    params,
    cache,
    source,
    ...extra,
    ...(upstreamPath ? { flags: { ...extra.flags, upstreamPath: true } } : {}),
  })
