/** A cosmos GetBlockByHeight-shaped answer of realistic size (~2 KB), the same bytes for upstream and bare server. */
export function blockPayload(height: string): Buffer {
  const sig = (i: number) => ({
    block_id_flag: 'BLOCK_ID_FLAG_COMMIT',
    validator_address: Buffer.from(`validator-${i}-address-bytes`).toString('base64'),
    timestamp: '2026-11-21T05:00:00.123456789Z',
    signature: Buffer.alloc(64, i).toString('base64'),
  })
  const header = {
    version: { block: '11', app: '0' },
    chain_id: 'staking-1',
    height,
    time: '2026-11-21T05:00:00.123456789Z',
    last_block_id: {
      hash: Buffer.alloc(32, 1).toString('base64'),
      part_set_header: { total: 1, hash: Buffer.alloc(32, 2).toString('base64') },
    },
    proposer_address: Buffer.alloc(20, 3).toString('base64'),
  }
  return Buffer.from(
    JSON.stringify({
      block_id: {
        hash: Buffer.alloc(32, 4).toString('base64'),
        part_set_header: { total: 1, hash: Buffer.alloc(32, 5).toString('base64') },
      },
      block: {
        header,
        data: { txs: [] },
        evidence: { evidence: [] },
        last_commit: { height, round: 0, signatures: [0, 1, 2, 3, 4, 5].map(sig) },
      },
    }),
  )
}
