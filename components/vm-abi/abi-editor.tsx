'use client'
import { useState } from 'react'
import { PanelFrame } from '@/components/panel/panel-frame'
import { selectorOf, signature, topicOf } from '@/lib/vm-abi/abi'
import { removeAbi, saveAbi } from '@/lib/vm-abi/store'
import { useUserAbis } from './use-abis'

/**
 * A contract's ABI, pasted by the user and kept in this browser under the contract's address; transactions and
 * logs of the contract are then decoded with it (the token standards are always tried after it).
 */
export function AbiEditor({ network, address }: { network: string; address: string }) {
  const abis = useUserAbis([address])
  const items = abis[address.toLowerCase()]
  const [text, setText] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  return (
    <PanelFrame id="abi" title="Contract ABI" network={network}>
      <div className="space-y-3 p-3 text-sm">
        <p className="text-zinc-700 dark:text-zinc-300">
          Calls, events and revert reasons of this contract are decoded with the token standards (ERC-20 / VIP-180,
          ERC-721). Paste the contract’s own ABI (JSON, or a compiler artifact with an <code>abi</code> field) to decode
          the rest; it is kept in this browser only.
        </p>
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault()
            const r = saveAbi(address, text)
            setMessage(
              r.ok
                ? { ok: true, text: `Saved: ${r.count} functions, events and errors.` }
                : { ok: false, text: r.message },
            )
            if (r.ok) setText('')
          }}
        >
          <label className="flex flex-col">
            <span className="text-zinc-600 dark:text-zinc-400">ABI JSON</span>
            <textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={4}
              spellCheck={false}
              className="mt-1 w-full rounded border border-zinc-300 bg-white px-2 py-1 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-900"
              placeholder='[{"type":"function","name":"transfer","inputs":[…]}]'
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={!text.trim()}
              className="rounded border border-zinc-300 px-3 py-1 disabled:opacity-50 dark:border-zinc-700"
            >
              Save ABI
            </button>
            {items && (
              <button
                type="button"
                onClick={() => {
                  removeAbi(address)
                  setMessage({ ok: true, text: 'Removed.' })
                }}
                className="rounded border border-zinc-300 px-3 py-1 dark:border-zinc-700"
              >
                Remove saved ABI
              </button>
            )}
          </div>
          {message && (
            <p
              role={message.ok ? 'status' : 'alert'}
              className={message.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}
            >
              {message.text}
            </p>
          )}
        </form>
        {items ? (
          <div>
            <p className="font-medium">Saved ABI ({items.length} entries)</p>
            <ul className="mt-1 max-h-48 space-y-0.5 overflow-auto text-xs">
              {items.map((i, k) => (
                <li key={k} className="break-all">
                  <span className="text-zinc-600 dark:text-zinc-400">{i.type}</span>{' '}
                  <code className="font-mono">{signature(i)}</code>{' '}
                  <span className="font-mono text-zinc-500 dark:text-zinc-400">
                    {i.type === 'event' ? topicOf(i).slice(0, 18) + '…' : selectorOf(i)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-zinc-600 dark:text-zinc-400">No ABI saved for this address in this browser.</p>
        )}
      </div>
    </PanelFrame>
  )
}
