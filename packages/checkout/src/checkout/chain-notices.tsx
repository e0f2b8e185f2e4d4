import { useTranslation } from 'react-i18next';
import type { CryptoInvoice, CryptoNetwork, CryptoUnmatchedTransfer } from '@clubstay/contract/checkout';
import { Banner } from '@clubstay/ui/banner';
import { NETWORK_NAMES } from './payment-section.tsx';

const networkName = (network: string) => NETWORK_NAMES[network as CryptoNetwork] ?? network;
/** An amount to the millionth it arrived in, without trailing zeros beyond the cents. */
const coinAmount = (amount: number, coin: string) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6, useGrouping: false })} ${coin}`;

const KEYS = {
  'wrong-network': 'WRONG_NETWORK',
  'wrong-token': 'WRONG_TOKEN',
} as const satisfies Record<CryptoUnmatchedTransfer['kind'], string>;

/**
 * What the chain did that the traveller must know (crypto step and confirmation): confirmations on
 * the invoice's network paused (its nodes time out or disagree: what was sent is safe), and each
 * transfer to the address that does not pay the booking (another coin, another network, an unknown
 * token), with where that money goes.
 */
export function ChainNotices({ invoice }: { invoice: CryptoInvoice }) {
  const { t } = useTranslation();
  const unmatched = invoice.unmatched ?? [];
  if (!invoice.confirmationsPaused && unmatched.length === 0) return null;
  return (
    <div>
      {invoice.confirmationsPaused ? (
        <Banner tone="warning" live="status">
          {t('CHECKOUT_PAGE.CRYPTO.FAULTS.PAUSED', { network: NETWORK_NAMES[invoice.network] })}
        </Banner>
      ) : null}
      {unmatched.map((transfer) => (
        <Banner
          key={`${transfer.network}:${transfer.txHash}:${transfer.token}`}
          tone="warning"
          live="status"
          title={t('CHECKOUT_PAGE.CRYPTO.FAULTS.TITLE')}
        >
          {transfer.returned && transfer.coin && transfer.amount !== null
            ? t(`CHECKOUT_PAGE.CRYPTO.FAULTS.${KEYS[transfer.kind]}`, {
                amount: coinAmount(transfer.amount, transfer.coin),
                coin: transfer.coin,
                network: networkName(transfer.network),
                invoiceCoin: invoice.coin,
                invoiceNetwork: NETWORK_NAMES[invoice.network],
              })
            : t('CHECKOUT_PAGE.CRYPTO.FAULTS.UNKNOWN_TOKEN', {
                network: networkName(transfer.network),
                txHash: transfer.txHash,
              })}
        </Banner>
      ))}
    </div>
  );
}
