import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CryptoRefund } from './crypto-refund.tsx';

afterEach(cleanup);

const OWN = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('a crypto refund on the confirmation page (issue 20: refunds on chain)', () => {
  it('asks for the address, prefilled only with the traveller’s own wallet, and refuses one that is not an EVM address', async () => {
    const onAddress = vi.fn(async () => null);
    render(
      <CryptoRefund
        refund={{
          status: 'pending',
          amount: 90,
          addressNeeded: { prefill: OWN, coin: 'USDC', amount: 99.5, wallet: false },
        }}
        onAddress={onAddress}
      />,
    );
    const field = screen.getByRole<HTMLInputElement>('textbox');
    expect(field.value).toBe(OWN);
    // A guest (no member) is not offered the club wallet.
    expect(screen.queryByText('CONFIRMATION_PAGE.CRYPTO_REFUND.TO_WALLET')).toBeNull();
    fireEvent.change(field, { target: { value: '0x1234' } });
    fireEvent.click(screen.getByText('CONFIRMATION_PAGE.CRYPTO_REFUND.SEND'));
    expect(await screen.findByText('CONFIRMATION_PAGE.CRYPTO_REFUND.INVALID')).toBeTruthy();
    expect(onAddress).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: OWN } });
    fireEvent.click(screen.getByText('CONFIRMATION_PAGE.CRYPTO_REFUND.SEND'));
    await waitFor(() => expect(onAddress).toHaveBeenCalledWith({ address: OWN }));
  });

  it('leaves the address empty for a payment from an unknown wallet, and offers a member the club wallet', async () => {
    const onAddress = vi.fn(async () => null);
    render(
      <CryptoRefund
        refund={{
          status: 'pending',
          amount: 90,
          addressNeeded: { prefill: null, coin: 'USDT', amount: 99.5, wallet: true },
        }}
        onAddress={onAddress}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('');
    fireEvent.click(screen.getByText('CONFIRMATION_PAGE.CRYPTO_REFUND.TO_WALLET'));
    await waitFor(() => expect(onAddress).toHaveBeenCalledWith({ toWallet: true }));
  });

  it('shows the transaction hash, linked to the network’s explorer', () => {
    const txHash = `0x${'ab'.repeat(32)}`;
    render(
      <CryptoRefund
        refund={{
          status: 'done',
          amount: 90,
          transactions: [
            {
              network: 'polygon',
              coin: 'USDC',
              amount: 99.5,
              to: OWN,
              txHash,
              explorerUrl: `https://polygonscan.com/tx/${txHash}`,
            },
          ],
        }}
        onAddress={vi.fn()}
      />,
    );
    const link = screen.getByTestId('refund-tx');
    expect(link.textContent).toBe(txHash);
    expect(link.getAttribute('href')).toBe(`https://polygonscan.com/tx/${txHash}`);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
