import { generateAccount, makePaymentTxnWithSuggestedParamsFromObject, secretKeyToMnemonic } from 'algosdk'
import { expect, test, type Page, type Response } from '@playwright/test'
import { buildPath, getOperation } from '../lib/catalog'

/**
 * The KMD console on devnet, end to end: create a wallet, keys (generate with mnemonic, import, export with the
 * password), a multisig account, then a payment from the default funded wallet signed, submitted and opened in
 * the explorer. Every /api/kmd answer is captured to check that no password or handle ever reaches the browser.
 */

const PASSWORD = `e2e-Pw-${Date.now().toString(36)}-x9`
const WALLET = `e2e-wallet-${Date.now().toString(36)}`
const DEFAULT_WALLET = 'unencrypted-default-wallet'
/** Creating and unlocking run kmd's key derivation (scrypt): give them room on a busy machine. */
const KDF = { timeout: 30_000 }

function captureKmd(page: Page) {
  const bodies: string[] = []
  const urls: string[] = []
  page.on('request', (r) => urls.push(r.url()))
  page.on('response', (r: Response) => {
    if (new URL(r.url()).pathname.startsWith('/api/kmd/'))
      void r.text().then(
        (t) => bodies.push(t),
        () => undefined,
      )
  })
  return { bodies, urls }
}

async function unlock(page: Page, wallet: string, password: string) {
  const row = page.getByTestId(`wallet-${wallet}`)
  await row.getByRole('button', { name: 'Unlock' }).click()
  await row.getByLabel(`Password of ${wallet}`).fill(password)
  await row.getByRole('button', { name: 'Unlock wallet' }).click()
  await expect(page.getByTestId('unlocked-wallet')).toHaveText(wallet, KDF)
  await expect(page.getByTestId('handle-expiry')).toContainText(/handle expires in \d+:\d\d/)
}

test('KMD console: wallet, keys, export, multisig, then sign, submit and open a payment', async ({ page, context }) => {
  test.setTimeout(120_000)
  const seen = captureKmd(page)
  await page.goto('/kmd')
  await expect(page.getByRole('heading', { name: 'KMD wallet console' })).toBeVisible()
  await expect(page.getByTestId('locked')).toBeVisible()

  // Create a wallet and unlock it.
  await page.getByText('Create a wallet').click()
  const create = page.getByRole('form', { name: 'Create a wallet' })
  await create.getByLabel('Wallet name').fill(WALLET)
  await create.getByLabel('New wallet password').fill(PASSWORD)
  await create.getByLabel('Repeat the password').fill(PASSWORD)
  await create.getByRole('button', { name: 'Create wallet' }).click()
  await expect(create.getByRole('status')).toHaveText(`Created wallet ${WALLET}.`, KDF)
  await unlock(page, WALLET, PASSWORD)

  // The session cookie is HttpOnly and Strict; scripts cannot read it.
  const cookie = (await context.cookies()).find((c) => c.name === 'kmd_sid')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' })
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(await page.evaluate(() => document.cookie)).not.toContain('kmd_sid')

  // Generate a key and see its mnemonic once.
  const gen = page.getByRole('form', { name: 'Generate a key' })
  await gen.getByLabel('Show its 25-word mnemonic once').check()
  await gen.getByLabel(/Wallet password/).fill(PASSWORD)
  await gen.getByRole('button', { name: 'Generate key' }).click()
  const generated = (await gen.getByTestId('generated-address').textContent()) ?? ''
  expect(generated).toMatch(/^[A-Z2-7]{58}$/)
  const words = (await gen.getByTestId('generated-mnemonic').locator('[data-secret]').textContent()) ?? ''
  expect(words.split(' ')).toHaveLength(25)
  await gen.getByTestId('generated-mnemonic').getByRole('button', { name: 'Hide now' }).click()
  await expect(gen.getByTestId('generated-mnemonic')).toHaveCount(0)

  // Import an outside key by its mnemonic.
  const outside = generateAccount()
  const outsideMnemonic = secretKeyToMnemonic(outside.sk)
  const imp = page.getByRole('form', { name: 'Import a key' })
  await imp.getByLabel('Mnemonic or private key').fill(outsideMnemonic)
  await imp.getByRole('button', { name: 'Import key' }).click()
  await expect(imp.getByTestId('imported-address')).toHaveText(outside.addr.toString())

  // Export it: explicit click, the password again, then the secret (copyable) — and a wrong password refused.
  const row = page.getByTestId(`key-${outside.addr.toString()}`)
  await row.getByRole('button', { name: 'Export key…' }).click()
  await row.getByLabel('Wallet password').fill('wrong-password')
  await row.getByRole('button', { name: 'Reveal' }).click()
  await expect(row.getByRole('alert')).toContainText(/password/i)
  await row.getByLabel('Wallet password').fill(PASSWORD)
  await row.getByRole('button', { name: 'Reveal' }).click()
  const secret = row.getByTestId(`export-${outside.addr.toString()}`)
  await expect(secret.locator('[data-secret="Mnemonic"]')).toHaveText(outsideMnemonic)
  await expect(secret.getByRole('button', { name: 'Copy Mnemonic' })).toBeVisible()
  await secret.getByRole('button', { name: 'Hide now' }).click()
  await expect(secret).toHaveCount(0)

  // A 2-of-2 multisig of the two keys.
  const msigForm = page.getByRole('form', { name: 'Import a multisig account' })
  await msigForm
    .getByLabel('Member addresses, in order (one per line)')
    .fill(`${generated}\n${outside.addr.toString()}`)
  await msigForm.getByLabel('Threshold').fill('2')
  await msigForm.getByRole('button', { name: 'Import multisig' }).click()
  const msigAddr = (await msigForm.getByTestId('msig-address').textContent()) ?? ''
  expect(msigAddr).toMatch(/^[A-Z2-7]{58}$/)
  await expect(page.getByTestId(`msig-${msigAddr}`)).toContainText('2 of 2, version 1')

  // Sign a payment from the multisig as one member: a partial multisig, 1 of 2.
  const msigTxn = makePaymentTxnWithSuggestedParamsFromObject({
    sender: msigAddr,
    receiver: generated,
    amount: 5n,
    suggestedParams: {
      fee: 1000,
      minFee: 1000,
      flatFee: true,
      firstValid: 1,
      lastValid: 1000,
      genesisID: 'devnet-v1',
      genesisHash: new Uint8Array(32),
    },
  })
  const msigSign = page.getByRole('form', { name: 'Multisig signing' })
  await msigSign.getByLabel('Transaction (base64 msgpack)').fill(Buffer.from(msigTxn.toByte()).toString('base64'))
  await expect(msigSign.getByTestId('preview-sender')).toHaveText(msigAddr)
  await msigSign.getByLabel('Signing member (a key of this wallet)').selectOption(generated)
  await msigSign.getByLabel('Wallet password').fill(PASSWORD)
  await msigSign.getByRole('button', { name: 'Sign as member' }).click()
  await expect(msigSign.getByTestId('msig-signatures')).toHaveText('1')
  await expect(msigSign.getByTestId('msig-partial')).toContainText('partial')

  // Delete the multisig, then the imported key: a wrong password is refused in words, the right one removes it.
  for (const [testId, form, action] of [
    [`msig-${msigAddr}`, `Delete multisig ${msigAddr}`, 'Delete multisig'],
    [`key-${outside.addr.toString()}`, `Delete ${outside.addr.toString()}`, 'Delete key'],
  ] as const) {
    const item = page.getByTestId(testId)
    await item.getByRole('button', { name: 'Delete…' }).click()
    const del = item.getByRole('form', { name: form })
    await del.getByLabel('Wallet password to delete').fill('wrong-password')
    await del.getByRole('button', { name: action }).click()
    await expect(del.getByRole('alert')).toContainText(/password/i)
    await del.getByLabel('Wallet password to delete').fill(PASSWORD)
    await del.getByRole('button', { name: action }).click()
    await expect(item).toHaveCount(0)
  }

  // Lock, then pay from the default funded wallet.
  await page.getByRole('button', { name: 'Lock', exact: true }).click()
  await expect(page.getByTestId('locked')).toBeVisible()
  await unlock(page, DEFAULT_WALLET, '')
  const keys = page.getByRole('list', { name: 'Keys' }).getByRole('listitem')
  await expect(keys.first()).toBeVisible()

  await page.getByText('Compose a payment').click()
  const compose = page.getByRole('form', { name: 'Compose a payment' })
  const from = compose.getByLabel('From')
  const sender = (await from.locator('option').nth(1).getAttribute('value')) ?? ''
  await from.selectOption(sender)
  await compose.getByLabel('To (address)').fill(outside.addr.toString())
  const amount = compose.getByLabel('Amount (LGR)')
  // More decimals than LGR has is refused in words, not rounded.
  await amount.fill('1.2345678')
  await compose.getByRole('button', { name: 'Fill the transaction below' }).click()
  await expect(compose.getByText('Amount: at most 6 decimal places for LGR.')).toBeVisible()
  await amount.fill('1.234567')
  await compose.getByLabel('Note (optional)').fill('kmd e2e')
  await compose.getByRole('button', { name: 'Fill the transaction below' }).click()

  const sign = page.getByRole('form', { name: 'Sign a transaction' })
  await expect(sign.getByTestId('preview-type')).toHaveText('Payment')
  await expect(sign.getByTestId('preview-sender')).toHaveText(sender)
  await expect(sign.getByTestId('preview-receiver')).toHaveText(outside.addr.toString())
  await expect(sign.getByTestId('preview-amount')).toHaveText('1.234567 LGR')
  await expect(sign.getByTestId('preview-fee')).toHaveText(/^0\.\d+ LGR$/)
  await expect(sign.getByTestId('preview-note')).toHaveText('kmd e2e')
  await sign.getByRole('button', { name: 'Sign transaction' }).click()
  const txid = (await page.getByTestId('signed-txid').textContent()) ?? ''
  expect(txid).toMatch(/^[A-Z2-7]{52}$/)
  await expect(page.getByTestId('signed-blob')).not.toBeEmpty()

  await page.getByRole('button', { name: 'Submit to the ledger node' }).click()
  const link = page.getByTestId('submitted-link')
  await expect(link).toHaveText(txid)

  // Wait until the indexer (through the proxy) has the transaction, then follow the link.
  const lookup = `/api/gw/indexer${buildPath(getOperation('indexer.transactions.get'), { txid })}`
  await expect.poll(async () => (await page.request.get(lookup)).status(), { timeout: 30_000 }).toBe(200)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/ledger/txs/${txid}$`))
  await expect(page.getByText(txid).first()).toBeVisible({ timeout: 20_000 })
  // The recipient is linked (its id may be shortened in the middle where a table is narrow).
  await expect(page.locator(`a[href$="/accounts/${outside.addr.toString()}"]`).first()).toBeVisible({ timeout: 20_000 })

  // Nothing secret in any KMD answer, page HTML or URL.
  const html = await page.content()
  for (const text of [...seen.bodies, html, ...seen.urls]) {
    expect(text).not.toContain(PASSWORD)
    expect(text).not.toMatch(/wallet_handle_token/)
  }
})

test('a released or expired session sends the console back to unlock', async ({ page }) => {
  await page.goto('/kmd')
  await unlock(page, DEFAULT_WALLET, '')
  // Release the handle behind the page's back (as the idle sweep or kmd's expiry would).
  const origin = new URL(page.url()).origin
  const res = await page.request.post('/api/kmd/lock', {
    headers: { origin, 'content-type': 'application/json' },
    data: {},
  })
  expect(res.status()).toBe(200)
  await page.getByRole('region', { name: 'Keys' }).getByRole('button', { name: 'Refresh' }).click()
  await expect(page.getByTestId('locked')).toContainText(/unlock/i)
  await expect(page.getByTestId('wallet-' + DEFAULT_WALLET).getByRole('button', { name: 'Unlock' })).toBeVisible()
})

test('cross-origin and non-JSON calls to the KMD routes are refused', async ({ page, request }) => {
  await page.goto('/kmd')
  const origin = new URL(page.url()).origin
  const unlockUrl = '/api/kmd/wallets/list'
  expect(
    (
      await request.post(unlockUrl, {
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        data: {},
      })
    ).status(),
  ).toBe(403)
  expect((await request.post(unlockUrl, { headers: { 'content-type': 'application/json' }, data: {} })).status()).toBe(
    403,
  )
  expect(
    (await request.post(unlockUrl, { headers: { origin, 'content-type': 'text/plain' }, data: '{}' })).status(),
  ).toBe(415)
  expect((await request.get(unlockUrl)).status()).toBe(405)
  const ok = await request.post(unlockUrl, { headers: { origin, 'content-type': 'application/json' }, data: {} })
  expect(ok.status()).toBe(200)
  expect(ok.headers()['cache-control']).toContain('no-store')
})

test('closing the page releases the wallet (pagehide beacon)', async ({ page }) => {
  await page.goto('/kmd')
  await unlock(page, DEFAULT_WALLET, '')
  const origin = new URL(page.url()).origin
  const status = async () =>
    (await (
      await page.request.post('/api/kmd/status', { headers: { origin, 'content-type': 'application/json' }, data: {} })
    ).json()) as { session: unknown }
  expect((await status()).session).not.toBeNull()
  // A full navigation fires pagehide; the beacon (application/json, same origin) passes the guards and locks.
  await page.goto('/')
  await expect.poll(async () => (await status()).session, { timeout: 10_000 }).toBeNull()
  await page.goto('/kmd')
  await expect(page.getByTestId('locked')).toBeVisible()
})
