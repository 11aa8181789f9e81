import { channelHandlers } from './ibc-channels'
import { clientHandlers } from './ibc-clients'
import type { HandlerGroup } from './kit'
import { transferHandlers } from './ibc-transfer'

/** Every IBC query (ibc-go core, ICS-20 transfer, interchain accounts). */
export const ibcHandlers: HandlerGroup = (chain, gateway) => ({
  ...channelHandlers(chain, gateway),
  ...clientHandlers(chain, gateway),
  ...transferHandlers(chain, gateway),
})
