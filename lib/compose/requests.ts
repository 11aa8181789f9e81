/**
 * A transaction to simulate, from the URL (so a prefilled transaction is a shareable link), as the body of the
 * network's simulate operation. Pure: the page validates with these and calls the catalog's operations.
 */
import { isBech32Address, isHex20Address } from '@/lib/format/address'
import { parseUnits } from '@/lib/format/amount'
import { getNetwork, type NetworkId } from '@/lib/networks'

type Params = Record<string, string | string[] | undefined>
const one = (p: Params, k: string) => {
  const v = p[k]
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? ''
}

export type Built<T> = { ok: true; body: T } | { ok: false; problems: string[] } | { ok: 'empty' }

/** SDK chains: one bank send, in the JSON form of `POST /tx/v1beta1/simulate` (`tx`), with no signature needed. */
export function sdkSend(network: NetworkId, p: Params): Built<unknown> {
  const net = getNetwork(network)
  if (net.address.kind !== 'bech32') return { ok: false, problems: ['not an SDK chain'] }
  const [from, to, amount, memo] = [one(p, 'from'), one(p, 'to'), one(p, 'amount'), one(p, 'memo')]
  if (!from && !to && !amount) return { ok: 'empty' }
  const problems: string[] = []
  if (!isBech32Address(from, net.address.prefix)) problems.push(`From: not a ${net.address.prefix}1… address.`)
  if (!isBech32Address(to, net.address.prefix)) problems.push(`To: not a ${net.address.prefix}1… address.`)
  const base = parseUnits(amount, net.denom.exponent)
  if (base === undefined || base === 0n)
    problems.push(`Amount: a positive number of ${net.denom.display} with at most ${net.denom.exponent} decimals.`)
  if (memo.length > 256) problems.push('Memo: at most 256 characters.')
  if (problems.length) return { ok: false, problems }
  return {
    ok: true,
    body: {
      tx: {
        body: {
          messages: [
            {
              '@type': '/cosmos.bank.v1beta1.MsgSend',
              from_address: from,
              to_address: to,
              amount: [{ denom: net.denom.base, amount: base!.toString() }],
            },
          ],
          memo,
        },
        auth_info: { signer_infos: [], fee: { amount: [], gas_limit: '0' } },
        signatures: [],
      },
    },
  }
}

/** VM: one clause for `POST /accounts/*` (the clause call endpoint), with the caller it runs as. */
export function vmClause(
  p: Params,
): Built<{ clauses: { to: string | null; value: string; token: 1; data: string }[]; caller?: string }> {
  const [caller, to, value, data] = [one(p, 'caller'), one(p, 'to'), one(p, 'value'), one(p, 'data')]
  if (!to && !data && !value) return { ok: 'empty' }
  const problems: string[] = []
  if (caller && !isHex20Address(caller)) problems.push('Caller: an address is 0x followed by 40 hexadecimal digits.')
  if (to && !isHex20Address(to))
    problems.push('To: an address is 0x followed by 40 hexadecimal digits (leave it empty to deploy).')
  const wei = value ? parseUnits(value, 18) : 0n
  if (wei === undefined) problems.push('Value: a number of VMT with at most 18 decimals.')
  if (data && !/^0x([0-9a-fA-F]{2})*$/.test(data))
    problems.push('Data: 0x followed by an even number of hexadecimal digits.')
  if (data.length > 20_000) problems.push('Data: at most 10,000 bytes here.')
  if (problems.length) return { ok: false, problems }
  return {
    ok: true,
    body: {
      // The value is VMT, the balance token (1): a clause without a token moves energy, Meter's default coin.
      clauses: [{ to: to ? to.toLowerCase() : null, value: `0x${wei!.toString(16)}`, token: 1, data: data || '0x' }],
      ...(caller && { caller: caller.toLowerCase() }),
    },
  }
}

/** Sharded ledger: a read-only contract call (`POST /vm-values/query`); the catalog has no transaction-cost operation. */
export function shardedQuery(
  network: NetworkId,
  p: Params,
): Built<{ scAddress: string; funcName: string; args: string[]; callerAddr?: string }> {
  const [sc, fn, args, caller] = [one(p, 'sc'), one(p, 'fn'), one(p, 'args'), one(p, 'caller')]
  if (!sc && !fn) return { ok: 'empty' }
  const problems: string[] = []
  const a = getNetwork(network).address
  const prefix = a.kind === 'bech32-sharded' ? a.prefix : 'erd'
  if (!isBech32Address(sc, prefix)) problems.push(`Contract: not a ${prefix}1… address.`)
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(fn)) problems.push('Function: a name of letters, digits and underscores.')
  const list = args ? args.split(',').map((a) => a.trim()) : []
  if (list.some((a) => !/^([0-9a-fA-F]{2})*$/.test(a)))
    problems.push('Arguments: hexadecimal values separated by commas.')
  if (caller && !isBech32Address(caller, prefix)) problems.push(`Caller: not a ${prefix}1… address.`)
  if (problems.length) return { ok: false, problems }
  return { ok: true, body: { scAddress: sc, funcName: fn, args: list, ...(caller && { callerAddr: caller }) } }
}
