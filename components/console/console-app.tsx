'use client'
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { OPERATIONS_BY_ID } from '@/lib/catalog'
import type { GatewayId, Operation } from '@/lib/catalog/types'
import { bodySkeleton } from '@/lib/console/body'
import { hasBody } from '@/lib/console/form'
import { parseJsonTree, type JsonNode } from '@/lib/console/json'
import { consoleLiveUrl } from '@/lib/console/live'
import { nextPageRequest } from '@/lib/console/next-page'
import { consoleGroups, consolePointers, isStream } from '@/lib/console/operations'
import { sendRequest, type SendResult } from '@/lib/console/send'
import {
  blankRequest,
  gatewaysFor,
  parseConsoleUrl,
  toSearchParams,
  type ConsoleRequest,
  type ParsedUrl,
} from '@/lib/console/state'
import { consoleProxyUrl, validateRequest, type BuiltRequest } from '@/lib/console/validate'
import { getNetwork, type NetworkId } from '@/lib/networks'
import { CurlPanel } from './curl-panel'
import { LiveStream } from './live-stream'
import { OpBadges } from './op-badges'
import { OperationList } from './operation-list'
import { RequestForm } from './request-form'
import { ResponseView } from './response-view'
import { sourceInWords } from '@/lib/console/source-words'

type Run =
  | { phase: 'running' }
  | { phase: 'done'; result: SendResult; tree?: JsonNode; url: string; request: ConsoleRequest }
  | { phase: 'failed'; message: string }

/** The built request a shared link runs on load: complete, read-only, one-shot GETs only. */
function autoRunOf(request: ConsoleRequest): { built: BuiltRequest; request: ConsoleRequest } | undefined {
  const op = OPERATIONS_BY_ID.get(request.opId)
  if (!op || op.method !== 'GET' || isStream(op) || op.flags.write) return undefined
  const v = validateRequest(op, request)
  return v.ok ? { built: v.request, request } : undefined
}

/** A request with the body editor pre-filled for POST operations. */
const withSkeleton = (op: Operation, req: ConsoleRequest): ConsoleRequest =>
  hasBody(op) && req.body === undefined ? { ...req, body: bodySkeleton(op) } : req

function writeUrl(req: ConsoleRequest | null, mode: 'push' | 'replace') {
  const search = req ? `?${toSearchParams(req).toString()}` : ''
  const url = `${window.location.pathname}${search}`
  if (url === `${window.location.pathname}${window.location.search}`) return
  if (mode === 'push') window.history.pushState(null, '', url)
  else window.history.replaceState(null, '', url)
}

/** The API console: operations of the network on the left, the generated form, curl and the answer on the right. */
export function ConsoleApp({ network, initial }: { network: NetworkId; initial: ParsedUrl }) {
  const groups = useMemo(() => consoleGroups(network), [network])
  const pointers = useMemo(() => consolePointers(network), [network])
  const [req, setReq] = useState<ConsoleRequest | null>(() => {
    if (initial.kind !== 'ok') return null
    const op = OPERATIONS_BY_ID.get(initial.request.opId)
    return op ? withSkeleton(op, initial.request) : initial.request
  })
  const [urlError, setUrlError] = useState(initial.kind === 'error' ? initial.message : undefined)
  const [attempted, setAttempted] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [autoRun] = useState(() => (req ? autoRunOf(req) : undefined))
  const [run, setRun] = useState<Run | undefined>(autoRun ? { phase: 'running' } : undefined)
  const [stream, setStream] = useState<string | undefined>()
  const abort = useRef<AbortController | null>(null)

  const op = req ? OPERATIONS_BY_ID.get(req.opId) : undefined
  const validation = useMemo(() => (op && req ? validateRequest(op, req) : undefined), [op, req])
  // Errors of fields the user has filled show at once; "required" waits for a run attempt.
  const errors = useMemo(() => {
    if (!validation || validation.ok) return {}
    if (attempted) return validation.errors
    return Object.fromEntries(Object.entries(validation.errors).filter(([, m]) => m !== 'required'))
  }, [validation, attempted])

  /** Sends a valid request; state changes only after the answer (the caller shows "running"). */
  const send = useCallback(async (built: BuiltRequest, r: ConsoleRequest) => {
    abort.current?.abort()
    const ctrl = new AbortController()
    abort.current = ctrl
    try {
      const result = await sendRequest(built, { signal: ctrl.signal })
      if (!ctrl.signal.aborted)
        setRun({ phase: 'done', result, tree: parseJsonTree(result.text), url: consoleProxyUrl(built), request: r })
    } catch (e) {
      if (!ctrl.signal.aborted)
        setRun({ phase: 'failed', message: `The request did not complete: ${(e as Error).message}` })
    }
  }, [])

  const execute = (r: ConsoleRequest) => {
    const o = OPERATIONS_BY_ID.get(r.opId)
    const v = o && validateRequest(o, r)
    if (!o || !v?.ok) return
    if (isStream(o)) return setStream(consoleLiveUrl(network, v.request))
    setRun({ phase: 'running' })
    void send(v.request, r)
  }

  // A shared link runs at once when it is a complete read-only GET (state starts as "running"); writes and POSTs wait.
  const autoRan = useRef(false)
  useEffect(() => {
    if (autoRan.current || !autoRun) return
    autoRan.current = true
    void send(autoRun.built, autoRun.request)
  }, [autoRun, send])

  // Back/forward: the URL is the state.
  useEffect(() => {
    const onPop = () => {
      const parsed = parseConsoleUrl(new URLSearchParams(window.location.search), network)
      setUrlError(parsed.kind === 'error' ? parsed.message : undefined)
      setReq(parsed.kind === 'ok' ? parsed.request : null)
      setRun(undefined)
      setStream(undefined)
      setConfirming(false)
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [network])

  const select = (o: Operation, gateway: GatewayId) => {
    const next = withSkeleton(o, blankRequest(o, gateway))
    abort.current?.abort()
    setReq(next)
    setUrlError(undefined)
    setAttempted(false)
    setConfirming(false)
    setRun(undefined)
    setStream(undefined)
    writeUrl(next, 'push')
    document.getElementById('console-main')?.focus()
  }

  const change = (next: ConsoleRequest) => {
    setReq(next)
    setConfirming(false)
    writeUrl(next, 'replace')
  }

  const onRun = (e: FormEvent) => {
    e.preventDefault()
    if (!req || !op || !validation) return
    setAttempted(true)
    if (!validation.ok) {
      // An earlier answer under "nothing was sent" reads as the answer to these fields.
      abort.current?.abort()
      setRun(undefined)
      setStream(undefined)
      const first = Object.keys(validation.errors)[0]
      document.getElementById(first === 'body' ? 'f-body' : `f-${first}`)?.focus()
      return
    }
    if (op.flags.write && !confirming) {
      setConfirming(true)
      return
    }
    setConfirming(false)
    writeUrl(req, 'push')
    execute(req)
  }

  const next =
    run?.phase === 'done' && op && run.result.status < 300 ? nextPageRequest(op, run.request, run.tree) : undefined
  const goNext = next
    ? () => {
        setReq(next)
        writeUrl(next, 'push')
        execute(next)
      }
    : undefined

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <OperationList
        network={network}
        groups={groups}
        pointers={pointers}
        selected={req?.opId}
        showGateway={getNetwork(network).gateways.length > 1}
        onSelect={select}
      />
      <div id="console-main" tabIndex={-1} className="min-w-0 space-y-4 outline-none">
        {urlError && (
          <p
            role="alert"
            className="rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {urlError}
          </p>
        )}
        {!op || !req ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Choose an operation to build a request. Every request lives in the URL, so a link reproduces it.
          </p>
        ) : (
          <form onSubmit={onRun} noValidate className="space-y-4" aria-labelledby="op-title">
            <header className="space-y-1">
              <h2 id="op-title" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                <OpBadges op={op} />
                {op.summary}
              </h2>
              <p className="break-all font-mono text-xs text-zinc-600 dark:text-zinc-400">
                {op.method} {op.path} · <span title="operation id">{op.id}</span> · {sourceInWords(op.source)}
                {op.flags.since ? ` · since SDK ${op.flags.since}` : ''}
              </p>
              {op.flags.deprecated && (
                <p className="text-sm text-amber-900 dark:text-amber-200" role="note">
                  Deprecated: {op.flags.deprecated}
                </p>
              )}
              {op.flags.removed && (
                <p className="text-sm text-red-800 dark:text-red-300">Removed: {op.flags.removed}</p>
              )}
            </header>
            <RequestForm op={op} req={req} gateways={gatewaysFor(op, network)} errors={errors} onChange={change} />
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                className="rounded bg-brand-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-50"
                disabled={run?.phase === 'running'}
              >
                {isStream(op) ? 'Open stream' : op.flags.write ? 'Send…' : 'Run'}
              </button>
              {run?.phase === 'running' && (
                <span className="text-sm" role="status">
                  Running…
                </span>
              )}
              {validation && !validation.ok && attempted && (
                <span className="text-sm text-red-700 dark:text-red-400" role="status">
                  Fix the marked fields: nothing was sent.
                </span>
              )}
            </div>
            {confirming && (
              <div
                role="alertdialog"
                aria-labelledby="confirm-title"
                className="space-y-2 rounded border border-red-300 bg-red-50 p-3 text-sm dark:border-red-800 dark:bg-red-950"
              >
                <p id="confirm-title" className="font-medium">
                  This is a write: it changes state on {req.gateway}. Send it?
                </p>
                <div className="flex gap-2">
                  <button type="submit" className="rounded bg-red-700 px-3 py-1 text-white hover:bg-red-800">
                    Confirm and send
                  </button>
                  <button
                    type="button"
                    onClick={() => setConfirming(false)}
                    className="rounded border border-zinc-300 px-3 py-1 dark:border-zinc-700"
                  >
                    Cancel
                  </button>
                </div>
              </div>
            )}
            {validation?.ok && !isStream(op) && <CurlPanel request={validation.request} />}
          </form>
        )}
        {stream && op && isStream(op) && <LiveStream key={stream} url={stream} />}
        {run?.phase === 'failed' && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {run.message}
          </p>
        )}
        {run?.phase === 'done' && (
          <ResponseView result={run.result} tree={run.tree} url={run.url} onNextPage={goNext} />
        )}
      </div>
    </div>
  )
}
