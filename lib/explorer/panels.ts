/** What a page shows: panel definitions resolved on the server, rendered by <PanelList/>. */
import type { CallInput } from '@/lib/client/resolve'
import type { AdapterId } from './registry'

export interface PanelDef {
  /** Unique on the page (anchor + URL param prefix). */
  id: string
  title: string
  call: CallInput
  adapter: AdapterId
  /** Override: page this panel through the URL (default: when the operation is paginated). */
  paged?: boolean
  empty?: string
  /** What the gateway's 404 means here, when absence is an answer (shown in words instead of an error). */
  absent?: string
  /** Span both columns of the panel grid. */
  wide?: boolean
  /** What the page knew when it declared the panel, handed to the adapter as `ctx.extra` (plain JSON). */
  extra?: Record<string, unknown>
  /** Offer the table on screen as a CSV file named `<csv>-page-<n>.csv`. */
  csv?: string
}

/** A page's content: panels, or a plain statement of what the network's gateway does not offer. */
export type PageDefs = { panels: PanelDef[]; note?: string } | { unsupported: string }

export const panel = (
  id: string,
  title: string,
  call: CallInput,
  adapter: AdapterId,
  extra: Partial<PanelDef> = {},
): PanelDef => ({ id, title, call, adapter, ...extra })
