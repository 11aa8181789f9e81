import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { KmdConsole } from '@/components/kmd/kmd-console'
import { buildPath, getOperation, type OperationId } from '@/lib/catalog'
import { kmdConfig } from '@/lib/kmd/runtime'

export const metadata: Metadata = { title: 'KMD wallet console', robots: { index: false, follow: false } }

/** Browser-side proxy URLs of the two node calls the signing form makes (the page derives them from the catalog). */
const nodeUrl = (opId: OperationId) => `/api/gw/node${buildPath(getOperation(opId), {})}`

export default async function KmdPage() {
  await connection()
  const config = kmdConfig()
  // Switched off (public deployments): the console does not exist, rather than a page that says so.
  if (!config.enabled) notFound()
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-4 px-3 py-4">
      <div>
        <h1 className="text-xl font-semibold">KMD wallet console</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Wallets, keys, multisig accounts and signatures of the key management daemon
          {config.devnet ? ' (embedded devnet)' : ''}. The wallet handle stays on the server; passwords are sent only
          with the call that needs them.
        </p>
      </div>
      <KmdConsole
        node={{
          params: nodeUrl('node.transactions.params'),
          submit: nodeUrl('node.transactions.broadcast'),
          simulate: nodeUrl('node.transactions.simulate'),
        }}
      />
    </main>
  )
}
