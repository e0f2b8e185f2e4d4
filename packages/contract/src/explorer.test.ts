import { describe, expect, it } from 'vitest';
import { EVM_NETWORK_IDS, EVM_NETWORKS, explorerOf, explorerTxUrl } from './checkout.ts';

const HASH = `0x${'ab'.repeat(32)}`;

describe('explorer links', () => {
  it('point at the explorer of the configured chain: the mainnet, a known testnet, none elsewhere', () => {
    expect(explorerTxUrl(explorerOf('polygon', 137), HASH)).toBe(`https://polygonscan.com/tx/${HASH}`);
    expect(explorerTxUrl(explorerOf('polygon', 80_002), HASH)).toBe(
      `https://amoy.polygonscan.com/tx/${HASH}`,
    );
    expect(explorerTxUrl(explorerOf('ethereum', 11_155_111), HASH)).toBe(
      `https://sepolia.etherscan.io/tx/${HASH}`,
    );
    expect(explorerTxUrl(explorerOf('base', 84_532), HASH)).toBe(`https://sepolia.basescan.org/tx/${HASH}`);
    // The local chain (31338) and a chain the table does not know: no link rather than a wrong one.
    expect(explorerOf('polygon', 31_338)).toBeNull();
    expect(explorerTxUrl(null, HASH)).toBeNull();
    expect(explorerTxUrl('', HASH)).toBeNull();
  });

  it('every testnet has its own chain id', () => {
    const ids = EVM_NETWORK_IDS.flatMap((network) => [
      EVM_NETWORKS[network].chainId,
      ...EVM_NETWORKS[network].testnets.map((testnet) => testnet.chainId),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
