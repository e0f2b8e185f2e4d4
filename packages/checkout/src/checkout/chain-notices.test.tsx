import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CryptoInvoice } from '@clubstay/contract/checkout';
import { ChainNotices } from './chain-notices.tsx';

afterEach(cleanup);

const INVOICE: CryptoInvoice = {
  coin: 'USDC',
  network: 'polygon',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  uri: 'ethereum:…',
  qrCode: 'data:image/png;base64,',
  amount: 120.5,
  paid: 0,
  left: 120.5,
  unconfirmed: 0,
  status: 'awaiting',
  expiresAt: '2026-01-01T00:20:00.000Z',
  serverTime: '2026-01-01T00:00:00.000Z',
  chain: null,
};
const transfer = {
  network: 'base',
  coin: 'USDC',
  token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  amount: 120.5,
  txHash: `0x${'ab'.repeat(32)}`,
  returned: true,
};

describe('what the chain did that the traveller must know (issue 20, item 5)', () => {
  it('says nothing when every transfer paid the invoice and the network confirms', () => {
    const { container } = render(
      <ChainNotices invoice={{ ...INVOICE, unmatched: [], confirmationsPaused: false }} />,
    );
    expect(container.textContent).toBe('');
  });

  it('tells of money on another network, another coin, an unknown token, and paused confirmations', () => {
    render(
      <ChainNotices
        invoice={{
          ...INVOICE,
          confirmationsPaused: true,
          unmatched: [
            { ...transfer, kind: 'wrong-network' },
            { ...transfer, kind: 'wrong-token', network: 'polygon', coin: 'USDT', amount: 7.25 },
            {
              ...transfer,
              kind: 'wrong-token',
              network: 'polygon',
              coin: null,
              amount: null,
              returned: false,
              token: `0x${'12'.repeat(20)}`,
            },
          ],
        }}
      />,
    );
    for (const key of ['PAUSED', 'WRONG_NETWORK', 'WRONG_TOKEN', 'UNKNOWN_TOKEN']) {
      expect(screen.getByText(`CHECKOUT_PAGE.CRYPTO.FAULTS.${key}`)).toBeTruthy();
    }
    // Each transfer that does not pay is its own note, announced politely.
    expect(screen.getAllByText('CHECKOUT_PAGE.CRYPTO.FAULTS.TITLE')).toHaveLength(3);
    expect(screen.getAllByRole('status')).toHaveLength(4);
  });
});
