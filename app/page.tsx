import Link from 'next/link'
import { NETWORK_IDS, NETWORKS } from '@/lib/networks'

export default function HomePage() {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-2xl font-semibold">Networks</h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label="Networks">
        {NETWORK_IDS.map((id) => (
          <li key={id} className="rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
            <Link href={`/${id}`} className="font-medium text-brand-700 hover:underline dark:text-brand-500">
              {NETWORKS[id].name}
            </Link>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{NETWORKS[id].description}</p>
          </li>
        ))}
      </ul>
    </main>
  )
}
