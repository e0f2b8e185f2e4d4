import { describe, expect, it } from 'vitest';
import type { CryptoInvoiceChain } from '@clubstay/contract/checkout';
import {
  type Eip1193Provider,
  payInvoice,
  transactionProgress,
  transferCalldata,
  WalletError,
} from './wallet.ts';

const TOKEN = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359';
const DEPOSIT = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const PAYER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const HASH: `0x${string}` = `0x${'ab'.repeat(32)}`;

const chain: CryptoInvoiceChain = {
  chainId: 137,
  chainName: 'Polygon PoS',
  rpcUrls: ['https://polygon-rpc.com'],
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  explorer: 'https://polygonscan.com',
  token: TOKEN,
  decimals: 6,
  amountUnits: '123450000',
  confirmations: 128,
};

type Handler = (params: readonly unknown[]) => unknown;

/** A wallet answering each method from `handlers` (a missing one fails), recording every call. */
function fakeWallet(handlers: Record<string, Handler>, startChain = 1) {
  let current = startChain;
  const calls: { method: string; params: readonly unknown[] }[] = [];
  const defaults: Record<string, Handler> = {
    eth_requestAccounts: () => [PAYER],
    eth_chainId: () => `0x${current.toString(16)}`,
    wallet_switchEthereumChain: (params) => {
      current = Number((params[0] as { chainId: string }).chainId);
      return null;
    },
    eth_call: () => `0x${500_000_000n.toString(16).padStart(64, '0')}`,
    eth_getBalance: () => '0xde0b6b3a7640000',
    eth_sendTransaction: () => HASH,
  };
  const provider: Eip1193Provider = {
    request({ method, params = [] }) {
      calls.push({ method, params });
      const handler = handlers[method] ?? defaults[method];
      if (!handler) return Promise.reject(Object.assign(new Error('unsupported'), { code: 4200 }));
      try {
        return Promise.resolve(handler(params));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
  return {
    provider,
    calls,
    methods: () => calls.map((call) => call.method),
    switchTo: (id: number) => (current = id),
  };
}

const walletFailure = (code: number, data?: unknown) =>
  Object.assign(new Error(`wallet ${code}`), { code, data });

async function problemOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WalletError) return error.problem;
    throw error;
  }
  throw new Error('paid, though a problem was expected');
}

describe('paying an invoice from the injected wallet', () => {
  it('encodes the exact ERC-20 transfer: selector a9059cbb, the address and the units in 32-byte words', () => {
    expect(transferCalldata(DEPOSIT, 123_450_000n)).toBe(
      '0xa9059cbb' +
        '0000000000000000000000008ba1f109551bd432803012645ac136ddd64dba72' +
        '00000000000000000000000000000000000000000000000000000000075bb290',
    );
    // Beyond 2^53: still exact (a token of 18 decimals).
    expect(transferCalldata(DEPOSIT, 10n ** 24n).slice(-64)).toBe(
      (10n ** 24n).toString(16).padStart(64, '0'),
    );
    expect(() => transferCalldata('0x1234', 1n)).toThrow();
  });

  it('asks for the account, switches to the network, checks the balances and sends the transfer to the token contract', async () => {
    const wallet = fakeWallet({});
    const steps: string[] = [];
    const sent = await payInvoice(wallet.provider, { address: DEPOSIT, chain }, (step) => steps.push(step));
    expect(sent).toEqual({ hash: HASH, from: PAYER });
    expect(steps).toEqual(['connecting', 'switching', 'checking', 'signing']);
    expect(wallet.methods()).toEqual([
      'eth_requestAccounts',
      'eth_chainId',
      'wallet_switchEthereumChain',
      'eth_chainId',
      'eth_call',
      'eth_getBalance',
      'eth_sendTransaction',
    ]);
    expect(wallet.calls[2]?.params).toEqual([{ chainId: '0x89' }]);
    expect(wallet.calls[4]?.params[0]).toMatchObject({ to: TOKEN });
    expect(wallet.calls.at(-1)?.params).toEqual([
      { from: PAYER, to: TOKEN, data: transferCalldata(DEPOSIT, 123_450_000n), value: '0x0' },
    ]);
  });

  it('does not switch a wallet already on the network', async () => {
    const wallet = fakeWallet({}, 137);
    await payInvoice(wallet.provider, { address: DEPOSIT, chain });
    expect(wallet.methods()).not.toContain('wallet_switchEthereumChain');
  });

  it('says the traveller cancelled when the wallet rejects the connection or the transaction (4001)', async () => {
    const refuse = () => {
      throw walletFailure(4001);
    };
    expect(
      await problemOf(
        payInvoice(fakeWallet({ eth_requestAccounts: refuse }).provider, { address: DEPOSIT, chain }),
      ),
    ).toBe('rejected');
    expect(
      await problemOf(
        payInvoice(fakeWallet({ eth_sendTransaction: refuse }).provider, { address: DEPOSIT, chain }),
      ),
    ).toBe('rejected');
  });

  it('says the switch was refused, and sends nothing, when the traveller refuses it or the wallet stays on another chain', async () => {
    const refused = fakeWallet({
      wallet_switchEthereumChain: () => {
        throw walletFailure(4001);
      },
    });
    expect(await problemOf(payInvoice(refused.provider, { address: DEPOSIT, chain }))).toBe('switchRefused');
    expect(refused.methods()).not.toContain('eth_sendTransaction');
    // Answers the switch and stays where it was.
    const stays = fakeWallet({ wallet_switchEthereumChain: () => null });
    expect(await problemOf(payInvoice(stays.provider, { address: DEPOSIT, chain }))).toBe('switchRefused');
    expect(stays.methods()).not.toContain('eth_sendTransaction');
  });

  it('adds an unknown network (4902) with its public endpoints, then pays on it', async () => {
    let added = false;
    const wallet = fakeWallet({
      wallet_switchEthereumChain: (params) => {
        if (!added) throw walletFailure(4902);
        wallet.switchTo(Number((params[0] as { chainId: string }).chainId));
        return null;
      },
      // Adds without switching: the flow switches again.
      wallet_addEthereumChain: () => {
        added = true;
        return null;
      },
    });
    await payInvoice(wallet.provider, { address: DEPOSIT, chain });
    expect(wallet.calls.find((call) => call.method === 'wallet_addEthereumChain')?.params).toEqual([
      {
        chainId: '0x89',
        chainName: 'Polygon PoS',
        rpcUrls: ['https://polygon-rpc.com'],
        nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
        blockExplorerUrls: ['https://polygonscan.com'],
      },
    ]);
    expect(wallet.methods()).toContain('eth_sendTransaction');
  });

  it("reads MetaMask Mobile's wrapped 4902, and says the network is unknown when no endpoint is known to add it", async () => {
    const unknown = () => {
      throw walletFailure(-32603, { originalError: { code: 4902 } });
    };
    const wallet = fakeWallet({ wallet_switchEthereumChain: unknown });
    expect(
      await problemOf(payInvoice(wallet.provider, { address: DEPOSIT, chain: { ...chain, rpcUrls: [] } })),
    ).toBe('unknownNetwork');
    expect(wallet.methods()).not.toContain('wallet_addEthereumChain');
  });

  it('stops before signing when the account holds less than the amount, or no gas', async () => {
    const poor = fakeWallet({ eth_call: () => `0x${123_449_999n.toString(16)}` });
    expect(await problemOf(payInvoice(poor.provider, { address: DEPOSIT, chain }))).toBe('balance');
    expect(poor.methods()).not.toContain('eth_sendTransaction');
    const noGas = fakeWallet({ eth_getBalance: () => '0x0' });
    expect(await problemOf(payInvoice(noGas.provider, { address: DEPOSIT, chain }))).toBe('gas');
  });

  it('says a request already waits in the wallet (-32002)', async () => {
    const wallet = fakeWallet({
      eth_requestAccounts: () => {
        throw walletFailure(-32002);
      },
    });
    expect(await problemOf(payInvoice(wallet.provider, { address: DEPOSIT, chain }))).toBe('busy');
  });
});

describe('a sent transaction', () => {
  it('is pending, then mined with the blocks on top of it counted, or reverted', async () => {
    let receipt: unknown = null;
    const wallet = fakeWallet({ eth_getTransactionReceipt: () => receipt, eth_blockNumber: () => '0x12' });
    expect(await transactionProgress(wallet.provider, HASH)).toEqual({ state: 'pending' });
    receipt = { status: '0x1', blockNumber: '0x10' };
    expect(await transactionProgress(wallet.provider, HASH)).toEqual({ state: 'mined', confirmations: 2 });
    receipt = { status: '0x0', blockNumber: '0x10' };
    expect(await transactionProgress(wallet.provider, HASH)).toEqual({ state: 'reverted' });
  });
});
