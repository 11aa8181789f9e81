import { describe, expect, it } from 'vitest'
import { KMD_INPUTS } from '@/lib/client/kmd-contract'
import { ACTIONS } from './index'

describe('KMD routes and the browser client share one contract', () => {
  it('serves exactly the contract’s actions, each parsing its body with the contract’s schema', () => {
    expect(Object.keys(ACTIONS).sort()).toEqual(Object.keys(KMD_INPUTS).sort())
    for (const [name, schema] of Object.entries(KMD_INPUTS)) expect(ACTIONS[name]!.input, name).toBe(schema)
  })

  it('refuses a smuggled handle token in any body', () => {
    for (const [name, schema] of Object.entries(KMD_INPUTS))
      expect(schema.safeParse({ wallet_handle_token: 'x' }).success, name).toBe(false)
  })
})
