import { generateAccount, mnemonicToSecretKey } from 'algosdk'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signedTxnId, toBase64 } from './codec'
import { createKmdClient } from './client'
import { startConsole, type ConsoleHarness } from './testing/harness'
import { PASSWORD, payment, captureConsole, consoleSteps } from './testing/console-helpers'

/**
 * Security tests of the KMD console core against a real in-process devnet kmd: the secrets never leave in a
 * body, header or log over the whole console flow.
 */

let h: ConsoleHarness
const consoleLines: string[] = []
const { seen, record, walletIdOf, unlock, handleOf } = consoleSteps(() => h)

beforeAll(async () => {
  captureConsole(consoleLines)
  h = await startConsole(4915)
})
afterAll(async () => {
  await h.close()
  vi.restoreAllMocks()
})

describe('the whole console flow leaks no password and no handle token', () => {
  it('create, unlock, keys, export, master key, multisig, programs, transactions, rename, lock', async () => {
    const name = `test-wallet-${Date.now()}`
    const created = record(await h.post('wallets/create', { name, password: PASSWORD }))
    expect(created.status, created.text).toBe(200)
    expect(created.json.wallet).toMatchObject({ name, driver_name: 'sqlite' })

    const wrong = record(await h.post('unlock', { wallet_id: await walletIdOf(name), password: 'not-the-password' }))
    expect(wrong.status).toBe(403)
    expect(wrong.cookie).toBeUndefined()

    const cookie = await unlock(name, PASSWORD)
    const handle = handleOf(cookie)
    // The server keeps the handle, never the password.
    const kept = JSON.stringify([...(h.deps.store as unknown as { sessions: Map<string, unknown> }).sessions.values()])
    expect(kept).toContain(handle)
    expect(kept).not.toContain(PASSWORD)
    const status = record(await h.post('status', {}, { cookie }))
    expect(status.json.session).toMatchObject({ wallet_name: name, idle_timeout_ms: 300_000 })
    expect((status.json.session as { expires_seconds: number }).expires_seconds).toBeGreaterThan(50)

    const gen = record(await h.post('keys/generate', { show_mnemonic: true, password: PASSWORD }, { cookie }))
    expect(gen.status, gen.text).toBe(200)
    const genAddr = gen.json.address as string
    expect(mnemonicToSecretKey(gen.json.mnemonic as string).addr.toString()).toBe(genAddr)
    const plain = record(await h.post('keys/generate', {}, { cookie }))
    expect(plain.json.mnemonic).toBeUndefined()

    const outside = generateAccount()
    const { secretKeyToMnemonic } = await import('algosdk')
    const imported = record(await h.post('keys/import', { key: secretKeyToMnemonic(outside.sk) }, { cookie }))
    expect(imported.json.address).toBe(outside.addr.toString())
    const outside2 = generateAccount()
    const imported2 = record(await h.post('keys/import', { key: toBase64(outside2.sk) }, { cookie }))
    expect(imported2.json.address).toBe(outside2.addr.toString())
    expect(record(await h.post('keys/import', { key: 'abandon '.repeat(24) + 'zoo' }, { cookie })).status).toBe(400)

    const list = record(await h.post('keys/list', {}, { cookie }))
    expect(new Set(list.json.addresses as string[])).toEqual(
      new Set([genAddr, plain.json.address, outside.addr.toString(), outside2.addr.toString()]),
    )

    expect(record(await h.post('keys/export', { address: genAddr }, { cookie })).status).toBe(400)
    const badPw = record(await h.post('keys/export', { address: genAddr, password: 'wrong-password' }, { cookie }))
    expect(badPw.status).toBe(403)
    expect(badPw.json.private_key).toBeUndefined()
    const exp = record(
      await h.post('keys/export', { address: outside.addr.toString(), password: PASSWORD }, { cookie }),
    )
    expect(exp.json.private_key).toBe(toBase64(outside.sk))
    expect(exp.json.mnemonic).toBe(secretKeyToMnemonic(outside.sk))
    expect(exp.headers.get('cache-control')).toContain('no-store')

    const mdk = record(await h.post('master-key/export', { password: PASSWORD }, { cookie }))
    expect((mdk.json.mnemonic as string).split(' ')).toHaveLength(25)

    // A 2-of-3 multisig of two wallet keys and an outside key.
    const members = [genAddr, outside.addr.toString(), generateAccount().addr.toString()]
    const msig = record(await h.post('multisig/import', { addresses: members, threshold: 2, version: 1 }, { cookie }))
    expect(msig.status, msig.text).toBe(200)
    const msigAddr = msig.json.address as string
    const msigs = record(await h.post('multisig/list', {}, { cookie }))
    expect(msigs.json.multisigs).toEqual([{ address: msigAddr, version: 1, threshold: 2, addresses: members }])
    expect(record(await h.post('multisig/import', { addresses: members, threshold: 4 }, { cookie })).status).toBe(400)

    const txn = toBase64(payment(msigAddr, genAddr).toByte())
    const first = record(
      await h.post('multisig/sign', { transaction: txn, signer: genAddr, password: PASSWORD }, { cookie }),
    )
    expect(first.status, first.text).toBe(200)
    expect(first.json.view).toMatchObject({ threshold: 2, signatures: 1 })
    const second = record(
      await h.post(
        'multisig/sign',
        { transaction: txn, signer: outside.addr.toString(), password: PASSWORD, partial: first.json.multisig },
        { cookie },
      ),
    )
    expect(second.json.view).toMatchObject({
      threshold: 2,
      signatures: 2,
      subsigs: [
        { address: genAddr, signed: true },
        { address: outside.addr.toString(), signed: true },
        { signed: false },
      ],
    })

    const program = toBase64(Uint8Array.from([0x0a, 0x81, 0x01])) // #pragma version 10; int 1
    const msigProg = record(
      await h.post(
        'multisig/sign-program',
        { multisig_address: msigAddr, program, signer: genAddr, password: PASSWORD },
        { cookie },
      ),
    )
    expect(msigProg.json.view).toMatchObject({ signatures: 1 })
    const progSig = record(await h.post('program/sign', { address: genAddr, program, password: PASSWORD }, { cookie }))
    expect(Buffer.from(progSig.json.sig as string, 'base64')).toHaveLength(64)

    const own = record(
      await h.post(
        'transaction/sign',
        { transaction: toBase64(payment(genAddr, msigAddr).toByte()), password: PASSWORD },
        { cookie },
      ),
    )
    expect(own.status, own.text).toBe(200)
    expect(own.json.txid).toBe(signedTxnId(own.json.signed_transaction as string))
    expect(own.json.txid).toBe(payment(genAddr, msigAddr).txID())
    expect(
      record(await h.post('transaction/sign', { transaction: 'bm90IGEgdHhu', password: PASSWORD }, { cookie })).status,
    ).toBe(400)

    expect(record(await h.post('multisig/delete', { address: msigAddr, password: PASSWORD }, { cookie })).status).toBe(
      200,
    )
    expect(
      record(await h.post('keys/delete', { address: outside2.addr.toString(), password: PASSWORD }, { cookie })).status,
    ).toBe(200)
    expect((record(await h.post('keys/list', {}, { cookie })).json.addresses as string[]).length).toBe(3)

    const renamed = record(
      await h.post(
        'wallets/rename',
        { wallet_id: await walletIdOf(name), name: `${name}-2`, password: PASSWORD },
        { cookie },
      ),
    )
    expect(renamed.json.wallet).toMatchObject({ name: `${name}-2` })
    expect(record(await h.post('status', {}, { cookie })).json.session).toMatchObject({ wallet_name: `${name}-2` })

    const lock = record(await h.post('lock', {}, { cookie }))
    expect(lock.json.released).toBe(true)
    expect(lock.cookie).toBe('')
    // Released at kmd too, not only forgotten here.
    const kmd = createKmdClient({
      url: `${h.devnet.url}/kmd`,
      apiKey: 'kmd-console-4915',
      aliases: {},
      timeoutMs: 5000,
    })
    await expect(kmd.call('kmd.wallet.info', { wallet_handle_token: handle })).rejects.toThrow(/released/)
    expect(record(await h.post('keys/list', {}, { cookie })).json).toMatchObject({ locked: true })

    const everything = [...seen, ...h.logs, ...consoleLines].join('\n')
    expect(everything).not.toContain(PASSWORD)
    expect(everything).not.toContain(handle)
    expect(everything).not.toMatch(/wallet_handle_token/)
    // The server log has one line per request, naming the action only.
    expect(h.logs.length).toBeGreaterThan(20)
    for (const line of h.logs) expect(line).toMatch(/^\[kmd\] ([a-z/-]+|\(unknown action\)) \d{3} \d+ms$/)
  })
})
