/** `npm run devnet`: every gateway of devnet on 127.0.0.1:DEVNET_PORT until SIGTERM/SIGINT. */
import { installNetworks } from '@/lib/networks'
import { loadNetworksFromDisk } from '@/lib/networks/disk'
import { optionsFromEnv } from './config'
import { startDevnet } from './server'
import { exitIfHelp } from '@/scripts/cli-help'

exitIfHelp(import.meta.url)

// Devnet serves the network files as written (plus NETWORKS_DIR): presets and prefixes point the app at real
// systems, not devnet's synthetic chains.
installNetworks(loadNetworksFromDisk({ NETWORKS_DIR: process.env.NETWORKS_DIR }))
const opts = optionsFromEnv()
const devnet = await startDevnet(opts).catch((e: unknown) => {
  console.error(`[devnet] failed to start: ${(e as Error).stack ?? String(e)}`)
  process.exit(1)
})

let stopping = false
async function stop(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  console.log(`[devnet] ${signal}: stopping`)
  await devnet.close()
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
