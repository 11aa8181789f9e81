/** Trimmed copies of real upstream answers (like lib/explorer/fixtures/): the fields the live summaries read. */
export const THOR_BLOCK = {
  number: 22655865,
  id: '0x0159b379f12b5a01890412718317465b5f3f75c134d8103e4363544e9a3b8f8e',
  size: 33417,
  parentID: '0x0159b37886c4504477aac2c806e6506ea4d74130ebb501ab4b76ac758c8c5fea',
  timestamp: 1757088870,
  gasLimit: 40000000,
  beneficiary: '0x0445fab898eef8f6e7a3eea8c9fd7c59b37654ec',
  gasUsed: 5175427,
  totalScore: 2213574394,
  txsRoot: '0x220e79cd409b413ed1c1872ad7cc4b845b76118f977944fed746d70f87f00525',
  txsFeatures: 1,
  stateRoot: '0x5aa7de3e59de790e0245d2f9919a69cf15d7a5c42837ef45648fece036b1e1c7',
  receiptsRoot: '0x8ab966c4c1d835312fbeb8265233fcb829f76f4533f6956513c0a5f28e00c34d',
  com: true,
  signer: '0x948048760238b9894ba8deb6cfbf0a68ee83f52f',
  isTrunk: true,
  isFinalized: false,
  baseFeePerGas: '0x9184e72a000',
  transactions: [
    '0x0802bc6e430e7cde2a8acddb9227c76f4f287a04a40d005e85c99ca007ab576d',
    '0x51f848675b388a801fc9f906ec2ebdb20e1696c0659db4a07f86d2d5b338d44d',
    '0x0c20f0c88179c81ff417dc979ef0d081e74c82c222d75f9ebd8ac61e8598ec5d',
    '0x26942ddc41429816854dc34f58a953bb6376983f26788446c7695fce6ad986d3',
    '0x488d9b03403250be47c38f8e9e82ef20a3e87ceb27387b0d0a3f077f0d5f41c8',
    '0xb0f59351d20875c01b8c769885ac7827676483d3ef1d7a54844abeef89f0eee5',
  ],
}
export const COSMOS_LATEST = {
  block_id: {
    hash: 'lBHIQTVmY69uPYLO2U+6Hc+WnTyxJCOg4KHEdE61cLg=',
    part_set_header: {
      total: 1,
      hash: 'BI05Rm+Cu9tcyaD6MtcZT/TELH3usNEb06Ow6hAePGg=',
    },
  },
  block: {
    header: {
      chain_id: 'testchain',
      height: '838',
      time: '2024-03-07T22:25:29.761240552Z',
      proposer_address: 'BZSf7wMJCGhrNgeci+lY7kEth0Q=',
    },
    data: {
      txs: [],
    },
  },
  sdk_block: {
    header: {
      chain_id: 'testchain',
      height: '838',
      time: '2024-03-07T22:25:29.761240552Z',
      proposer_address: 'stvalcons1qk2flmcrpyyxs6ekq7wgh62caeqjmp6ymddlvp',
    },
    data: {
      txs: [],
    },
  },
}
export const COSMOS_BLOCK_WITH_TX = {
  block_id: {
    hash: 'DXQ6q4c8WQ6u5lqCA2sOJxmoxftrzGrUv+Xham0jhNk=',
    part_set_header: {
      total: 1,
      hash: 'mu4poLz0R4y2SHYAJNwbxioM8efNj1GPWpUsalGkxRk=',
    },
  },
  block: {
    header: {
      chain_id: 'testchain',
      height: '3',
      time: '2024-03-07T21:15:18.727039882Z',
      proposer_address: 'BZSf7wMJCGhrNgeci+lY7kEth0Q=',
    },
    data: {
      txs: ['CtgCCtUCCiUvY29zbW9zLmdvdi52MWJldGExLk1z'],
    },
  },
  sdk_block: {
    header: {
      chain_id: 'testchain',
      height: '3',
      time: '2024-03-07T21:15:18.727039882Z',
      proposer_address: 'stvalcons1qk2flmcrpyyxs6ekq7wgh62caeqjmp6ymddlvp',
    },
    data: {
      txs: ['CtgCCtUCCiUvY29zbW9zLmdvdi52MWJldGExLk1z'],
    },
  },
}
export const MX_HYPERBLOCK = {
  hyperblock: {
    nonce: 185833,
    round: 186582,
    hash: '6a33...',
    prevBlockHash: 'aa7e...',
    epoch: 12,
    numTxs: 1,
    shardBlocks: [
      {
        hash: 'cba4...',
        nonce: 186556,
        shard: 0,
      },
      {
        hash: '50a16...',
        nonce: 186535,
        shard: 1,
      },
      {
        hash: '7981...',
        nonce: 186536,
        shard: 2,
      },
    ],
    transactions: [
      {
        type: 'normal',
        hash: 'b035...',
        nonce: 3,
        value: '1000000000000000000',
        receiver: 'erd1...',
        sender: 'erd1...',
        gasPrice: 1000000000,
        gasLimit: 70000,
        data: 'Zm9yIHRlc3Rz',
        signature: '1047...',
        status: 'executed',
      },
    ],
  },
}
export const ALGOD_BLOCK = {
  block: {
    gen: 'bWFpbm5ldC12MS4w',
    seed: 'tVhZrXGDoIKUWIzbs/lcouKQQw5XHqCbJMcgTqdCymE=',
    rnd: 6221992,
    gh: 'wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=',
    prev: 'J3rDPwf0tw/X8h+WwI4p94fTccHYRKiG1m9oL+o9Dxc=',
    tc: 846431,
    fees: 'x/zNsljw1BicK/i21o7ml1CGQrCtAB8x/LkYw1S6hZo=',
    rwd: '/v////////////////////////////////////////8=',
    proto:
      'aHR0cHM6Ly9naXRodWIuY29tL2FsZ29yYW5kZm91bmRhdGlvbi9zcGVjcy90cmVlLzRhOWRiNmEyNTU5NWM2ZmQwOTdjZjljYzEzN2NjODMwMjc3ODdlYWE=',
    txn: 'tGWqr06HVvsHC2hFmu2EhwYBSiMkvIoo5nWxAkUxsLo=',
    ts: 1587567633,
    rwcalr: 6500000,
    earn: 117855,
    frac: 1009778285,
    rate: 26000000,
  },
}
