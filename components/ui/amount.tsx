import Link from 'next/link'
import { formatAmount } from '@/lib/format/amount'
import type { DenomInfo } from '@/lib/networks'
import { IbcDenomLink } from './denom-link'

export type { DenomInfo } from '@/lib/networks'

/**
 * Where an IBC voucher came from, beside its symbol: the origin network, or for a chain not configured here the
 * channel it arrived over (two vouchers of one token by different channels are different tokens).
 */
const voucherSource = (t: NonNullable<DenomInfo['ibc']>) => t.origin ?? `via ${t.path.split('/')[1] ?? t.path}`

const traceWords = (t: NonNullable<DenomInfo['ibc']>) =>
  ` = ${t.baseDenom} via ${t.path}${t.origin ? ` from ${t.origin}` : ''}`

/**
 * A base-unit amount in display units, cut to the denomination's display precision (lib/format/amount), with every
 * digit and the exact base value on hover (`title`) and in `data-exact` (copy); `data-precision` says how many
 * fraction digits it may show and `data-decimals` the unit's decimals where known (the site crawler checks both).
 * Big-int safe (the raw string goes straight to bigint). `<Amount raw="1500000" denom="uhub" info={{ display:
 * 'HUB', exponent: 6 }} />`; without `info` the raw amount and denom are shown. Callers that resolved a denom
 * elsewhere (IBC traces, asset params) pass it as `info`; an IBC voucher's trace and origin chain come with it.
 */
export function Amount({
  raw,
  denom,
  info,
  maxFraction,
  shown,
}: {
  raw: string | number
  denom: string
  info?: DenomInfo | undefined
  maxFraction?: number
  /** The base-unit value to show, rounded so the parts of a whole add up (lib/format/apportion); `raw` on hover. */
  shown?: string | undefined
}) {
  const a = formatAmount(raw, denom, info, {
    ...(maxFraction !== undefined && { maxFraction }),
    ...(shown !== undefined && { shown }),
  })
  if (!a.ok)
    return (
      <span className="font-mono">
        {a.value} {a.symbol}
      </span>
    )
  return (
    <span
      title={`${a.full === a.value ? '' : `${a.full} ${a.symbol} = `}${a.exact}${info?.ibc ? traceWords(info.ibc) : ''}`}
      data-exact={a.exact}
      data-precision={a.precision}
      // A unit with no decimals (a ledger asset of 2^64 - 1 whole units): long figures are then its own units.
      data-decimals={info?.exponent}
      className="whitespace-nowrap tabular-nums"
    >
      {a.value}{' '}
      <span className="text-zinc-600 dark:text-zinc-400">
        {info?.href ? (
          <Link
            href={info.href}
            prefetch={false}
            title={`About ${info.name ?? info.display}`}
            className="underline decoration-dotted hover:text-brand-700 dark:hover:text-brand-500"
          >
            {a.symbol}
          </Link>
        ) : (
          <IbcDenomLink denom={denom}>{a.symbol}</IbcDenomLink>
        )}
        {info?.ibc && <span className="text-xs"> ({voucherSource(info.ibc)})</span>}
      </span>
    </span>
  )
}
