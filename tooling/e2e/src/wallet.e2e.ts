import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createPublicClient, createWalletClient, getAddress, http, parseAbi, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expect, test as journeyTest } from './fixtures.ts';
import { freePort } from '@clubstay/test-kit/free-port';
import { openPage, seriousViolations, viewports } from './browser.ts';
import { bookWithCrypto, expectConfirmed, fillGuest, guest, openCheckout } from './journeys.ts';
import { type RunningServer, startServer } from './server.ts';

/**
 * Pay with wallet (issue 20, items 3 and 4): the server runs CRYPTO=local-chain (an in-process
 * hardhat chain for Polygon, its JSON-RPC on a free port), and the page gets an injected EIP-1193
 * wallet whose calls go from Node to that endpoint as hardhat's funded test account 0 (hardhat's
 * accounts are unlocked: eth_sendTransaction signs there). The wallet starts on another chain, so
 * the checkout has to switch it; its first transfer is rejected, as a traveller pressing Reject.
 */
const shots = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(shots, { recursive: true });

/** Hardhat's test account 0 (mnemonic "test test … junk"), funded with the local test USDC. */
const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
/** Hardhat's test account 2's key (public): it sends the wrong coin from outside the page. */
const ACCOUNT_2_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';
const ERC20 = parseAbi([
  'function transfer(address to, uint256 value) returns (bool)',
  'function symbol() view returns (string)',
]);

/** This file's server runs the local chain; `rpcUrl` is that chain's JSON-RPC endpoint. */
const test = journeyTest.extend<object, { rpcUrl: string; server: RunningServer }>({
  rpcUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first argument
    async ({}, use) => use(`http://127.0.0.1:${await freePort()}`),
    { scope: 'worker' },
  ],
  server: [
    async ({ rpcUrl }, use) => {
      const server = await startServer({
        CRYPTO: 'local-chain',
        CRYPTO_LOCAL_CHAIN_NETWORKS: 'polygon',
        CRYPTO_LOCAL_CHAIN_PORT: new URL(rpcUrl).port,
        CRYPTO_LOCAL_CHAIN_BLOCK_MS: '2000',
        CRYPTO_POLL_MS: '1000',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

type RpcAnswer = { result?: unknown; error?: { code: number; message: string } };

/**
 * Gives the page `window.ethereum`: accounts and the chain switch are the wallet's own (what
 * MetaMask asks the traveller), everything else is JSON-RPC to the local chain, sent from Node.
 * `rejectFirstTransfer`: the first eth_sendTransaction is refused with 4001.
 */
async function injectWallet(page: Page, rpcUrl: string, rejectFirstTransfer: boolean) {
  const calls: string[] = [];
  await page.exposeBinding(
    '__walletRpc',
    async (_source, method: string, params: unknown[]): Promise<RpcAnswer> => {
      calls.push(method);
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: calls.length, method, params }),
      });
      return (await response.json()) as RpcAnswer;
    },
  );
  await page.addInitScript(
    ({ account, rejectFirst }) => {
      type Call = { method: string; params?: unknown[] };
      const rpc = (
        window as unknown as { __walletRpc: (method: string, params: unknown[]) => Promise<RpcAnswer> }
      ).__walletRpc;
      const failure = (code: number, message: string) => Object.assign(new Error(message), { code });
      let chainId = '0x1';
      let realChainId: string | undefined;
      let refuseNext = rejectFirst;
      const forward = async (method: string, params: unknown[]) => {
        const answer = await rpc(method, params);
        if (answer.error) throw failure(answer.error.code, answer.error.message);
        return answer.result;
      };
      (window as unknown as { ethereum: unknown }).ethereum = {
        async request({ method, params = [] }: Call) {
          realChainId ??= (await forward('eth_chainId', [])) as string;
          switch (method) {
            case 'eth_requestAccounts':
            case 'eth_accounts':
              return [account];
            case 'eth_chainId':
              return chainId;
            case 'wallet_switchEthereumChain': {
              const wanted = (params[0] as { chainId: string }).chainId;
              if (BigInt(wanted) !== BigInt(realChainId)) throw failure(4902, 'Unrecognized chain ID');
              chainId = wanted;
              return null;
            }
            case 'eth_sendTransaction':
              if (refuseNext) {
                refuseNext = false;
                throw failure(4001, 'User rejected the request.');
              }
              return forward(method, params);
            default:
              // The wallet reads the chain it is on: nothing is read before the switch.
              if (chainId !== realChainId) throw failure(4901, 'Not on this chain');
              return forward(method, params);
          }
        },
      };
    },
    { account: ACCOUNT, rejectFirst: rejectFirstTransfer },
  );
  return calls;
}

/** Serious axe violations, leaving out react-aria's live announcer (see checkout.e2e.ts). */
const violations = (page: Page) => seriousViolations(page, ['[data-live-announcer]']);

test.describe('pay with wallet on the local chain', () => {
  test('books with USDC on Polygon and pays from an injected wallet: a rejection first, then pending, then confirmed', async ({
    browser,
    server,
    rpcUrl,
  }) => {
    test.setTimeout(180_000);
    // The wallet is there before the page's scripts, as an extension's is.
    const page = await openPage(browser, viewports.desktop);
    const calls = await injectWallet(page, rpcUrl, true);
    await guest.enter(page, server.url(guest.brand), server);
    await openCheckout(browser, server, guest, { page });
    await fillGuest(page, guest.email('wallet'));
    await bookWithCrypto(page);
    const pay = page.getByRole('button', { name: 'Pay with wallet' });
    await pay.waitFor({ timeout: 20_000 });
    expect(await violations(page)).toEqual([]);

    // Rejected in the wallet: said in words; the address and QR code stay to pay with.
    await pay.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'You cancelled in your wallet. Nothing was sent.' })
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('img', { name: 'QR code of the payment address' }).isVisible()).toBe(true);
    expect(calls).not.toContain('eth_sendTransaction');

    // Again: switched to the local Polygon, the exact transfer sent, then pending until it confirms.
    // The API is told the traveller's own wallet sent it (a refund would be prefilled with its sender).
    const recorded = page.waitForResponse((response) =>
      response.url().includes('/api/payments/crypto/wallet-payment'),
    );
    await pay.click();
    await page
      .getByRole('status')
      .filter({ hasText: /Payment sent|Payment on its way/ })
      .waitFor({ timeout: 20_000 });
    expect(calls).toContain('eth_sendTransaction');
    expect((await recorded).status()).toBe(200);
    expect(await page.getByText(/^0x[0-9a-f]{64}$/).isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'checkout-crypto-wallet-pending.png'), fullPage: true });
    await expectConfirmed(page, /Your booking is confirmed/);
    await page.context().close();
  });

  test('shows USDT sent to a USDC invoice as money that does not pay the booking and goes back', async ({
    browser,
    server,
    rpcUrl,
  }) => {
    test.setTimeout(180_000);
    const page = await openPage(browser, viewports.phone);
    await guest.enter(page, server.url(guest.brand), server);
    await openCheckout(browser, server, guest, { page, viewport: viewports.phone });
    await fillGuest(page, guest.email('wrong-coin'));
    await bookWithCrypto(page);
    const address =
      (await page
        .getByText(/^0x[0-9a-fA-F]{40}$/)
        .first()
        .textContent()) ?? '';
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    // Someone pays from an exchange in the wrong coin: 7.25 USDT to the USDC invoice's address.
    const client = createPublicClient({ transport: http(rpcUrl) });
    const usdt = await tokenCalled(client, 'USDT');
    const wallet = createWalletClient({
      account: privateKeyToAccount(ACCOUNT_2_KEY),
      transport: http(rpcUrl),
    });
    const hash = await wallet.writeContract({
      chain: null,
      address: usdt,
      abi: ERC20,
      functionName: 'transfer',
      args: [getAddress(address), parseUnits('7.25', 6)],
    });
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');

    // The crypto step says so in words (recorded once confirmed), and the booking is still unpaid.
    const notice = page.getByText('7.25 USDT arrived, but this booking is paid in USDC.', { exact: false });
    await notice.waitFor({ timeout: 40_000 });
    expect(await page.getByText('A transfer that does not pay this booking').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Pay with wallet' }).isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'checkout-crypto-wrong-coin-phone.png'), fullPage: true });
    await page.context().close();
  });
});

/** The local chain's test token with this symbol, found among the contracts its first blocks created. */
async function tokenCalled(
  client: ReturnType<typeof createPublicClient>,
  symbol: string,
): Promise<`0x${string}`> {
  const head = await client.getBlockNumber();
  for (let number = 0n; number <= head && number < 200n; number += 1n) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
    for (const transaction of block.transactions) {
      if (transaction.to !== null) continue;
      const { contractAddress } = await client.getTransactionReceipt({ hash: transaction.hash });
      if (!contractAddress) continue;
      const found = await client.readContract({
        address: contractAddress,
        abi: ERC20,
        functionName: 'symbol',
      });
      if (found === symbol) return contractAddress;
    }
  }
  throw new Error(`no ${symbol} on the local chain`);
}
