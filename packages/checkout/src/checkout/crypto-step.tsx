import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CryptoInvoice } from '@clubstay/contract/checkout';
import { Badge } from '@clubstay/ui/badge';
import { Button } from '@clubstay/ui/button';
import { formatRemaining, remainingMs } from '#domain/countdown.ts';
import { ChainNotices } from './chain-notices.tsx';
import { NETWORK_NAMES } from './payment-section.tsx';
import {
  actions,
  address,
  cryptoGrid,
  facts,
  muted,
  qr,
  section,
  sectionTitle,
  text,
} from './checkout.css.ts';

/** Time left of an invoice, ticking every second on the server's clock. */
export function useTimeLeft(expiresAt: string | undefined, serverTime: string | undefined): number {
  const [skew] = useState(() => (serverTime ? Date.parse(serverTime) - Date.now() : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return expiresAt ? remainingMs(expiresAt, skew, now) : 0;
}

/** The wallet's code (and viem's encoder) is its own chunk: only a chain invoice loads it. */
const PayWithWallet = lazy(() => import('#wallet/pay-with-wallet.tsx'));

const amount = (value: number, coin: string) => `${value.toFixed(2)} ${coin}`;

/**
 * The crypto step (spec 2 §2): currency, blockchain, payment address with its QR code, amount to
 * pay, already paid, left, and the time left. The booking confirms by itself once paid; "I have
 * paid" goes to the confirmation, which keeps watching.
 */
export function CryptoStep({
  invoice,
  onFinish,
  finishing,
  onWalletPayment,
}: {
  invoice: CryptoInvoice;
  onFinish: () => void;
  finishing?: boolean;
  /** Pay with wallet sent this transaction from the traveller's own wallet. */
  onWalletPayment?: (txHash: string) => void;
}) {
  const { t } = useTranslation();
  const left = useTimeLeft(invoice.expiresAt, invoice.serverTime);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invoice.address);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className={section} aria-labelledby="crypto-title">
      <h2 id="crypto-title" className={sectionTitle}>
        {t('CHECKOUT_PAGE.CRYPTO.TITLE', { coin: invoice.coin })}
      </h2>
      <p className={text}>
        {t('CHECKOUT_PAGE.CRYPTO.INSTRUCTIONS', { network: NETWORK_NAMES[invoice.network] })}
      </p>
      <div className={cryptoGrid}>
        <img className={qr} src={invoice.qrCode} alt={t('CHECKOUT_PAGE.CRYPTO.QR')} />
        <dl className={facts} aria-label={t('CHECKOUT_PAGE.CRYPTO.DETAILS')}>
          <dt>{t('CHECKOUT_PAGE.CRYPTO.CURRENCY')}</dt>
          <dd>{invoice.coin}</dd>
          <dt>{t('CHECKOUT_PAGE.CRYPTO.NETWORK')}</dt>
          <dd>{NETWORK_NAMES[invoice.network]}</dd>
          <dt>{t('CHECKOUT_PAGE.CRYPTO.ADDRESS')}</dt>
          <dd className={address} data-testid="crypto-address">
            {invoice.address}
          </dd>
          <dt>{t('CHECKOUT_PAGE.CRYPTO.AMOUNT')}</dt>
          <dd data-testid="crypto-amount" data-amount={invoice.amount}>
            {amount(invoice.amount, invoice.coin)}
          </dd>
          <dt>{t('CHECKOUT_PAGE.CRYPTO.PAID')}</dt>
          <dd data-testid="crypto-paid" data-amount={invoice.paid}>
            {amount(invoice.paid, invoice.coin)}
          </dd>
          <dt>{t('CHECKOUT_PAGE.CRYPTO.LEFT')}</dt>
          <dd data-testid="crypto-left" data-amount={invoice.left}>
            {amount(invoice.left, invoice.coin)}
          </dd>
          <dt>{t('CHECKOUT_PAGE.CRYPTO.TIME_LEFT')}</dt>
          <dd>
            {invoice.status === 'expired' || left === 0
              ? t('CHECKOUT_PAGE.CRYPTO.EXPIRED')
              : formatRemaining(left)}
          </dd>
        </dl>
      </div>
      <div role="status" aria-live="polite">
        {invoice.unconfirmed > 0 ? (
          <Badge tone="accent">
            {t('CHECKOUT_PAGE.CRYPTO.UNCONFIRMED', { amount: amount(invoice.unconfirmed, invoice.coin) })}
          </Badge>
        ) : null}
        {invoice.status === 'paid' ? (
          <Badge tone="success">{t('CHECKOUT_PAGE.CRYPTO.STATUS_PAID')}</Badge>
        ) : null}
        {invoice.status === 'partiallyPaid' ? (
          <Badge tone="primary">{t('CHECKOUT_PAGE.CRYPTO.STATUS_PARTIAL')}</Badge>
        ) : null}
      </div>
      <ChainNotices invoice={invoice} />
      {invoice.chain && invoice.status !== 'paid' ? (
        <Suspense fallback={null}>
          <PayWithWallet
            invoice={invoice}
            chain={invoice.chain}
            networkName={NETWORK_NAMES[invoice.network]}
            open={invoice.status !== 'expired' && left > 0}
            {...(onWalletPayment ? { onSent: onWalletPayment } : {})}
          />
        </Suspense>
      ) : null}
      <p className={muted}>{t('CHECKOUT_PAGE.CRYPTO.NOTE')}</p>
      <div className={actions}>
        <Button variant="secondary" onPress={() => void copy()}>
          {copied ? t('CHECKOUT_PAGE.CRYPTO.COPIED') : t('CHECKOUT_PAGE.CRYPTO.COPY')}
        </Button>
        <Button onPress={onFinish} isPending={finishing}>
          {t('CHECKOUT_PAGE.CRYPTO.FINISH')}
        </Button>
      </div>
    </section>
  );
}
