import Link from 'next/link'
import { networkIds, getNetwork } from '@/lib/networks'

export default function NotFound() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-semibold">Not found</h1>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">
        There is no page here. Check the network name and the id, or use the search box above (press{' '}
        <kbd className="rounded border px-1">/</kbd>).
      </p>
      <p className="mt-4 text-sm">Networks:</p>
      <ul className="mt-1 flex flex-wrap gap-2 text-sm">
        {networkIds().map((n) => (
          <li key={n}>
            <Link href={`/${n}`} className="text-brand-700 hover:underline dark:text-brand-500">
              {getNetwork(n).name}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
