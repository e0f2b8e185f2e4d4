import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CryptoInvoice, CryptoInvoiceChain } from '@clubstay/contract/checkout';
import PayWithWallet from './pay-with-wallet.tsx';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HASH = `0x${'cd'.repeat(32)}`;
const chain: CryptoInvoiceChain = {
  chainId: 31338,
  chainName: 'Local Polygon PoS',
  rpcUrls: ['http://127.0.0.1:8546'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  explorer: 'https://polygonscan.com',
  token: TOKEN,
  decimals: 6,
  amountUnits: '99500000',
  confirmations: 3,
};
const invoice: CryptoInvoice = {
  coin: 'USDC',
  network: 'polygon',
  address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  uri: 'ethereum:…',
  qrCode: 'data:image/png;base64,',
  amount: 99.5,
  paid: 0,
  left: 99.5,
  unconfirmed: 0,
  status: 'awaiting',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  serverTime: new Date().toISOString(),
  chain,
};

/** A wallet on the invoice's chain, rich enough; `send` answers eth_sendTransaction. */
function injectWallet(send: () => unknown) {
  (window as { ethereum?: unknown }).ethereum = {
    request: ({ method }: { method: string }) => {
      const answers: Record<string, () => unknown> = {
        eth_requestAccounts: () => ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
        eth_chainId: () => '0x7a6a',
        eth_call: () => `0x${(10n ** 12n).toString(16)}`,
        eth_getBalance: () => '0x1',
        eth_sendTransaction: send,
        eth_getTransactionReceipt: () => ({ status: '0x1', blockNumber: '0x10' }),
        eth_blockNumber: () => '0x11',
      };
      const answer = answers[method];
      return answer ? Promise.resolve().then(answer) : Promise.reject(new Error(method));
    },
  };
}

afterEach(() => {
  cleanup();
  delete (window as { ethereum?: unknown }).ethereum;
});

const payButton = () => screen.getByRole('button', { name: 'CHECKOUT_PAGE.CRYPTO.WALLET.PAY' });

describe('Pay with wallet', () => {
  it('is disabled and says why without a wallet in the browser', () => {
    render(<PayWithWallet invoice={invoice} chain={chain} networkName="Polygon" open />);
    expect(payButton().hasAttribute('disabled') || payButton().getAttribute('aria-disabled') === 'true').toBe(
      true,
    );
    expect(screen.getByText('CHECKOUT_PAGE.CRYPTO.WALLET.NO_WALLET')).toBeTruthy();
  });

  it('says the traveller cancelled when the wallet rejects, and stays ready to pay again', async () => {
    injectWallet(() => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    });
    render(<PayWithWallet invoice={invoice} chain={chain} networkName="Polygon" open />);
    fireEvent.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('CHECKOUT_PAGE.CRYPTO.WALLET.ERRORS.REJECTED');
    expect(alert.textContent).toContain('CHECKOUT_PAGE.CRYPTO.WALLET.ADDRESS_STILL');
    expect(payButton()).toBeTruthy();
  });

  it('shows the sent transaction with its explorer link, then its confirmations as blocks come', async () => {
    injectWallet(() => HASH);
    const sent: string[] = [];
    render(
      <PayWithWallet
        invoice={invoice}
        chain={chain}
        networkName="Polygon"
        open
        onSent={(hash) => sent.push(hash)}
      />,
    );
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByText('CHECKOUT_PAGE.CRYPTO.WALLET.CONFIRMING')).toBeTruthy());
    expect(screen.getByRole('link', { name: HASH }).getAttribute('href')).toBe(
      `https://polygonscan.com/tx/${HASH}`,
    );
    // Told once, so the API knows the paying address is the traveller's own.
    expect(sent).toEqual([HASH]);
    // Sent: nothing more to send from here.
    expect(screen.queryByRole('button', { name: 'CHECKOUT_PAGE.CRYPTO.WALLET.PAY' })).toBeNull();
  });

  it('is not offered once the invoice closed or while a payment is on its way', () => {
    const { rerender } = render(
      <PayWithWallet invoice={invoice} chain={chain} networkName="Polygon" open={false} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <PayWithWallet invoice={invoice} chain={{ ...chain, amountUnits: '0' }} networkName="Polygon" open />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
