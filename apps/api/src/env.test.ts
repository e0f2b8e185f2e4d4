import { describe, expect, it } from 'vitest';
import { evmConfigOf } from './crypto/config.ts';
import { readEnv } from './env.ts';

describe('operations settings in the environment', () => {
  it('takes a read replica only beside a primary', () => {
    expect(() => readEnv({ DATABASE_READ_URL: 'postgres://reader@replica:5432/clubstay' })).toThrow(
      /DATABASE_READ_URL: A read replica needs DATABASE_URL/,
    );
    const env = readEnv({
      DATABASE_URL: 'postgres://app@primary:5432/clubstay',
      DATABASE_READ_URL: 'postgres://reader@replica:5432/clubstay',
    });
    expect(env.DATABASE_READ_URL).toBe('postgres://reader@replica:5432/clubstay');
    expect(readEnv({ DATABASE_URL: 'postgres://app@primary:5432/clubstay', DATABASE_READ_URL: '' }).DATABASE_READ_URL).toBeUndefined();
  });
  it('takes a second RPC endpoint of a network only beside a first, different one, and compares them', () => {
    const XPUB = 'xpub6EuV33a2DXxAhoJTRTnr8qnysu81AA4YHpLY6o8NiGkEJ8KADJ35T64eJsStWsmRf1xXkEANVjXFXnaUKbRtFwuSPCLfDdZwYNZToh4LBCd';
    expect(() => readEnv({ CRYPTO_POLYGON_RPC_URL_2: 'https://polygon.two.example' })).toThrow(/CRYPTO_POLYGON_RPC_URL_2: the second endpoint/);
    expect(() => readEnv({ CRYPTO_POLYGON_RPC_URL: 'https://one.example', CRYPTO_POLYGON_RPC_URL_2: 'https://one.example' })).toThrow(/compares nothing/);
    const env = readEnv({
      CRYPTO_XPUB: XPUB,
      CRYPTO_POLYGON_RPC_URL: 'https://polygon.one.example',
      CRYPTO_POLYGON_RPC_URL_2: 'https://polygon.two.example',
      CRYPTO_POLYGON_CHAIN_ID: '80002',
    });
    const [polygon] = evmConfigOf(env)?.networks ?? [];
    expect(polygon).toMatchObject({ rpcUrl: 'https://polygon.one.example', checkRpcUrl: 'https://polygon.two.example', chainId: 80_002 });
    // A testnet the contract's table knows: its explorer and name, not the mainnet's.
    expect(polygon).toMatchObject({ explorer: 'https://amoy.polygonscan.com', wallet: { name: 'Polygon Amoy' } });
    expect(evmConfigOf(env)?.rpcTimeoutMs).toBe(5000);
  });
  it('refuses a short metrics token and leaves the metrics local without one', () => {
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: Use at least 16 characters/);
    expect(readEnv({}).METRICS_TOKEN).toBeUndefined();
  });
});
