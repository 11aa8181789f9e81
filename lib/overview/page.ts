import 'server-only'
import { overviewPage } from '@/lib/explorer/pages'
import type { PageDefs } from '@/lib/explorer/panels'
import type { NetworkId } from '@/lib/networks'
import { overviewData } from './load'
import type { Overview } from './model'

/** What `/<network>` shows: the overview's sections, then the kind's detail panels where it has any. */
export interface OverviewPage {
  overview: Overview
  details?: PageDefs
}

export async function loadOverviewPage(network: NetworkId): Promise<OverviewPage> {
  const details = overviewPage(network)
  // A panel list with nothing in it gets no "Network details" heading over an empty space.
  const empty = 'panels' in details && details.panels.length === 0
  return { overview: await overviewData(network), details: empty ? undefined : details }
}
