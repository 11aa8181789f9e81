import { primaryGateway, traitsOf } from '@/lib/networks'
import 'server-only'
import { LoadError } from '@/components/panel/lazy-load-error'
import { FieldValue } from '@/components/ui/field-value'
import { ScrollBox } from '@/components/table/scroll-box'
import { resolveCall } from '@/lib/client/resolve'
import { GatewayError, pageQuery } from '@/lib/client/types'
import { ADAPTERS, isBundledAdapter } from '@/lib/explorer/registry'
import type { PageDefs, PanelDef } from '@/lib/explorer/panels'
import type { NetworkId } from '@/lib/networks'
import { panelAt } from '@/lib/past/at'
import { diffViews, movement, type Change } from '@/lib/past/diff'
import { pastRefusal } from '@/lib/past/refusal'
import { serverFetch } from '@/lib/query/server'

/** Items per list compared between two heights. */
const COMPARE_PAGE = 1000

/** A refusal (a pruned height) is kept as words; a gateway that was slow or failed gets the panels' retry. */
type Outcome =
  | { title: string; changes: Change[] }
  | { title: string; error: string }
  | { title: string; failed: { status: number; error: string } }

function failure(title: string, e: unknown): Outcome {
  if (e instanceof GatewayError && (e.status >= 500 || e.status === 429))
    return { title, failed: { status: e.status, error: `${e.error}: ${e.detail ?? ''}` } }
  const detail = e instanceof GatewayError ? (e.detail ?? e.error) : e instanceof Error ? e.message : String(e)
  const past = pastRefusal(detail)
  return { title, error: past ? `${past.title}. ${past.detail}` : detail }
}

/** One panel's two answers, adapted and compared; a gateway refusal is kept as words (a pruned height, say). */
async function comparePanel(
  network: NetworkId,
  def: PanelDef,
  at: string,
  compare: string,
): Promise<Outcome | undefined> {
  const a = panelAt(network, def, at)
  const b = panelAt(network, def, compare)
  if (!a.pinned || !isBundledAdapter(a.def.adapter)) return undefined
  const adapt = ADAPTERS[a.def.adapter]
  try {
    // Lists are compared on one large first page (an SDK node answers up to 1,000 items), not the panel's 25.
    const read = (call: PanelDef['call']) => {
      const spec = resolveCall(call)
      return serverFetch(spec, spec.pagination === 'sdk' ? pageQuery('sdk', undefined, COMPARE_PAGE) : {})
    }
    const [ra, rb] = await Promise.all([read(a.def.call), read(b.def.call)])
    return { title: def.title, changes: diffViews(adapt(ra.body, { network }), adapt(rb.body, { network })) }
  } catch (e) {
    return failure(def.title, e)
  }
}

/** VM storage words at both revisions, read as numbers (balances, counters) so a change reads as a difference. */
async function compareSlots(
  network: NetworkId,
  address: string,
  slots: string[],
  at: string,
  compare: string,
): Promise<Outcome> {
  const read = (key: string, revision: string) =>
    serverFetch(
      resolveCall({
        gateway: primaryGateway(network),
        opId: 'vm.accounts.storage',
        path: { address, key },
        query: { revision },
      }),
    )
  const word = (body: unknown): string => {
    const v = body && typeof body === 'object' ? (body as { value?: unknown }).value : undefined
    return typeof v === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(v)
      ? BigInt(v).toLocaleString('en-US')
      : String(v ?? '')
  }
  try {
    const rows = await Promise.all(
      slots.map(async (key) => ({
        key,
        a: word((await read(key, at)).body),
        b: word((await read(key, compare)).body),
      })),
    )
    return {
      title: 'Storage slots',
      changes: rows
        .filter((r) => r.a !== r.b)
        .map((r) => ({
          what: slotName(r.key),
          before: { type: 'text', value: r.a },
          after: { type: 'text', value: r.b },
        })),
    }
  } catch (e) {
    return failure('Storage slots', e)
  }
}

/** A change's subject: a row label, or a table row's key fields (links, denominations) and the column. */
function What({ c }: { c: Change }) {
  if (!c.keys?.length) return <>{c.what}</>
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1">
      {c.keys.map((k, i) => (
        <span key={i} className="inline-flex min-w-0 items-center gap-x-1">
          {i > 0 && <span aria-hidden="true">·</span>}
          <FieldValue f={k} />
        </span>
      ))}
      {c.column && <span className="text-zinc-600 dark:text-zinc-400">· {c.column}</span>}
    </span>
  )
}

/** A slot keyed by an address (a 20-byte word, as token balances are) is named by it; others by the key. */
function slotName(key: string): string {
  const hex = key.slice(2)
  if (/^0{24}/.test(hex) && !/^0+$/.test(hex)) {
    const a = `0x${hex.slice(24)}`
    return `Slot of ${a.slice(0, 8)}…${a.slice(-6)} (as a number)`
  }
  return `Slot ${key.slice(0, 10)}…${key.slice(-6)} (as a number)`
}

function Movement({ c }: { c: Change }) {
  const m = movement(c)
  const tone =
    m.word === 'rose' || m.word === 'new'
      ? 'text-emerald-800 dark:text-emerald-300'
      : m.word === 'fell' || m.word === 'gone'
        ? 'text-red-800 dark:text-red-300'
        : ''
  if (m.word === 'rose' || m.word === 'fell')
    return (
      <span className={tone}>
        {m.word === 'rose' ? '▲ Rose by ' : '▼ Fell by '}
        <FieldValue f={m.by} />
      </span>
    )
  return <span className={tone}>{m.word === 'new' ? 'Appeared' : m.word === 'gone' ? 'Went away' : 'Changed'}</span>
}

/** "What changed between height A and height B" for every panel that can be read at both heights. */
export async function CompareHeights({
  network,
  defs,
  at,
  compare,
  address,
  slots = [],
}: {
  network: NetworkId
  defs: PageDefs
  at: string
  compare: string
  address: string
  slots?: string[]
}) {
  if ('unsupported' in defs) return null
  const { height: word, pastState } = traitsOf(network)
  const results = (
    await Promise.all([
      ...defs.panels.map((d) => comparePanel(network, d, at, compare)),
      ...(pastState === 'revision' && slots.length ? [compareSlots(network, address, slots, at, compare)] : []),
    ])
  ).filter((r): r is Outcome => !!r)
  const cell = 'px-3 py-2 align-top'
  return (
    <section
      id="compare"
      aria-labelledby="compare-title"
      className="mb-4 rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
    >
      <h2
        id="compare-title"
        className="border-b border-zinc-100 px-3 py-2 text-base font-semibold dark:border-zinc-800"
      >
        What changed from {word} {at} to {word} {compare}
      </h2>
      {results.length === 0 && (
        <p className="p-3 text-sm">No panel of this page can be read at a past {word} on this gateway.</p>
      )}
      {results.map((r) => (
        <div key={r.title} className="border-b border-zinc-100 p-3 text-sm last:border-0 dark:border-zinc-800">
          <h3 className="font-medium">{r.title}</h3>
          {'failed' in r ? (
            <div className="mt-1">
              <LoadError status={r.failed.status} error={r.failed.error} />
            </div>
          ) : 'error' in r ? (
            <p role="alert" className="mt-1 text-red-800 dark:text-red-300">
              Cannot compare: {r.error}
            </p>
          ) : r.changes.length === 0 ? (
            <p className="mt-1 text-zinc-600 dark:text-zinc-400">No change.</p>
          ) : (
            <>
              {/* Narrow screens: one block per change; from `sm` up: a table. */}
              <ul
                className="mt-1 divide-y divide-zinc-100 sm:hidden dark:divide-zinc-800"
                aria-label={`Changes of ${r.title}`}
              >
                {r.changes.map((c) => (
                  <li key={c.what} className="py-2">
                    <div className="break-all font-medium">
                      <What c={c} />
                    </div>
                    {/* Label above value: long amounts (18 decimals) keep their line without widening the page. */}
                    <dl className="mt-1 space-y-1">
                      {(
                        [
                          [`At ${word} ${at}`, <FieldValue key="a" f={c.before} />],
                          [`At ${word} ${compare}`, <FieldValue key="b" f={c.after} />],
                          ['Change', <Movement key="m" c={c} />],
                        ] as const
                      ).map(([label, value]) => (
                        <div key={label} className="min-w-0">
                          <dt className="text-xs text-zinc-600 dark:text-zinc-400">{label}</dt>
                          <dd className="overflow-x-auto">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
              <div className="mt-1 hidden sm:block">
                <ScrollBox label={`Changes of ${r.title}`}>
                  <table className="w-full text-left">
                    <thead className="text-xs uppercase tracking-wide text-zinc-600 dark:text-zinc-400">
                      <tr>
                        <th scope="col" className={cell}>
                          What
                        </th>
                        <th scope="col" className={cell}>
                          At {word} {at}
                        </th>
                        <th scope="col" className={cell}>
                          At {word} {compare}
                        </th>
                        <th scope="col" className={cell}>
                          Change
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
                      {r.changes.map((c) => (
                        <tr key={c.what}>
                          <td className={`${cell} max-w-md`}>
                            <What c={c} />
                          </td>
                          <td className={cell}>
                            <FieldValue f={c.before} />
                          </td>
                          <td className={cell}>
                            <FieldValue f={c.after} />
                          </td>
                          <td className={`${cell} whitespace-nowrap`}>
                            <Movement c={c} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollBox>
              </div>
            </>
          )}
        </div>
      ))}
    </section>
  )
}
