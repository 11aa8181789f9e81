import { RecordMissing } from '@/components/explorer/record-missing'

/** A record the gateway does not know (404, VM `null`, sharded `{data:null}`) or a page the network does not offer. */
export default function NetworkNotFound() {
  return <RecordMissing />
}
