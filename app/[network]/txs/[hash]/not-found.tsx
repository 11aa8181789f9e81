import { headers } from 'next/headers'
import { RecordMissing } from '@/components/explorer/record-missing'
import { LazyTxMissing } from '@/components/tx-missing/lazy'
import { txLookups } from '@/components/tx-missing/specs'
import { linkCapabilities } from '@/lib/explorer/link-caps'
import { PATH_HEADER } from '@/lib/explorer/path-header'

/**
 * A well-formed transaction id the network does not know: look for it elsewhere and wait for it (still a 404).
 * Where the network has no transaction query at all, the 404 says that instead.
 */
export default async function TxNotFound() {
  const network = ((await headers()).get(PATH_HEADER) ?? '').split('/')[1] ?? ''
  const caps = linkCapabilities()[network]
  if (caps && !caps.tx) return <RecordMissing />
  return <LazyTxMissing lookups={txLookups()} />
}
