import { LazyTxMissing } from '@/components/tx-missing/lazy'
import { txLookups } from '@/components/tx-missing/specs'

/** A well-formed transaction id the network does not know: look for it elsewhere and wait for it (still a 404). */
export default function TxNotFound() {
  return <LazyTxMissing lookups={txLookups()} />
}
