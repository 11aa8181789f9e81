import type { Chain } from '../chain/chain'
import { invalid } from '../grpc'
import { blockJson } from '../render'
import { pathParam, queryParam, type HandlerGroup } from './kit'

export function blockAt(chain: Chain, raw: string) {
  const h = BigInt(raw)
  if (h <= 0n) throw invalid('block height must be greater than 0')
  if (h > BigInt(chain.head)) throw invalid('requested block height is bigger then the chain length')
  return chain.block(Number(h))!
}

const ABCI_ROOTS = ['app', 'custom', 'p2p', 'store']

export const baseHandlers: HandlerGroup = (chain) => {
  const p = chain.opts.profile
  return {
    'cosmos.base.abciQuery': (req) => {
      const path = queryParam(req, 'path')
      const root = path.split('/')[1] ?? ''
      const height = queryParam(req, 'height') || String(chain.head)
      if (BigInt(height) > BigInt(chain.head))
        throw invalid('cannot query with height in the future; please provide a valid height')
      const known = ABCI_ROOTS.includes(root)
      const value =
        path === '/app/version'
          ? Buffer.from(p.sdkVersion).toString('base64')
          : path === '/custom/bech32_prefix'
            ? Buffer.from(p.prefix).toString('base64')
            : ''
      return {
        code: known ? 0 : 6,
        log: known ? '' : `unknown query path: ${path}`,
        info: '',
        index: '0',
        key: queryParam(req, 'data') || '',
        value,
        proof_ops:
          req.query.prove === 'true' && known
            ? {
                ops: [
                  {
                    type: 'ics23:iavl',
                    key: queryParam(req, 'data'),
                    data: Buffer.from('devnet-proof').toString('base64'),
                  },
                ],
              }
            : null,
        height,
        codespace: known ? '' : 'sdk',
      }
    },
    'cosmos.base.latestBlock': () => blockJson(chain, chain.block(chain.head)!),
    'cosmos.base.block': (req) => blockJson(chain, blockAt(chain, pathParam(req, 'height'))),
    'cosmos.base.nodeInfo': () => ({
      default_node_info: {
        protocol_version: { p2p: '8', block: '11', app: '0' },
        default_node_id: Buffer.from(chain.book.consAddressBytes(0)).toString('hex'),
        listen_addr: 'tcp://0.0.0.0:26656',
        network: p.chainId,
        version: '0.38.12',
        channels: Buffer.from([0x40, 0x20, 0x21, 0x22, 0x23, 0x30, 0x38, 0x60, 0x61, 0x00]).toString('base64'),
        moniker: `${p.id}-devnet-node`,
        other: { tx_index: 'on', rpc_address: 'tcp://0.0.0.0:26657' },
      },
      application_version: {
        name: p.appName.replace(/d$/, ''),
        app_name: p.appName,
        version: '1.0.0',
        git_commit: Buffer.from(chain.book.consAddressBytes(1)).toString('hex'),
        build_tags: 'netgo,ledger',
        go_version: 'go version go1.22.7 linux/amd64',
        build_deps: [
          { path: 'github.com/cosmos/cosmos-sdk', version: p.sdkVersion, sum: 'h1:devnet' },
          { path: 'github.com/cometbft/cometbft', version: 'v0.38.12', sum: 'h1:devnet' },
        ],
        cosmos_sdk_version: p.sdkVersion,
      },
    }),
    'cosmos.base.syncing': () => ({ syncing: false }),
  }
}
