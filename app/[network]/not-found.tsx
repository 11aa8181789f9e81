import Link from 'next/link'

/** A record the gateway does not know (404, or `null` from the VM ledger, or `{data:null}` from the sharded one). */
export default function RecordNotFound() {
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">
        The gateway has no such record. A block may not exist yet, a transaction may still be pending or belong to
        another network, and an id may be mistyped. The search box above (press{' '}
        <kbd className="rounded border px-1">/</kbd>) checks every network at once.
      </p>
      <p className="mt-4">
        <Link href="/" className="text-brand-700 hover:underline dark:text-brand-500">
          All networks
        </Link>
      </p>
    </div>
  )
}
