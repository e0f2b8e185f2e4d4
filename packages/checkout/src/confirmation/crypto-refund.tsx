import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@clubstay/api-client/errors';
import type { ReservationInfo } from '@clubstay/contract/checkout';
import { EVM_ADDRESS_PATTERN } from '@clubstay/contract/checkout-rules';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { TextField } from '@clubstay/ui/text-field';
import { cx } from '@clubstay/ui/cx';
import { actions, link, longValues, muted, section, sectionTitle, text } from '#checkout/checkout.css.ts';

type Refund = NonNullable<ReservationInfo['refund']>;

/**
 * A crypto refund on the confirmation page: where it waits for the traveller's address (prefilled
 * only when the payment came from their own wallet), the member's choice of the club wallet instead,
 * and the transactions that sent it, each with its explorer link.
 */
export function CryptoRefund({
  refund,
  onAddress,
}: {
  refund: Refund;
  /** Sends the confirmed address (or the club wallet); answers the field error to show, if any. */
  onAddress: (choice: { address: string } | { toWallet: true }) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const due = refund.addressNeeded ?? null;
  const [address, setAddress] = useState(due?.prefill ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<'address' | 'wallet' | null>(null);
  if (!due && !refund.transactions?.length && !refund.toWallet) return null;

  const send = async (choice: { address: string } | { toWallet: true }) => {
    if ('address' in choice && !EVM_ADDRESS_PATTERN.test(choice.address.trim())) {
      setError(t('CONFIRMATION_PAGE.CRYPTO_REFUND.INVALID'));
      return;
    }
    setError(null);
    setSending('address' in choice ? 'address' : 'wallet');
    try {
      const problem = await onAddress(choice);
      if (problem) setError(t('CONFIRMATION_PAGE.CRYPTO_REFUND.INVALID'));
    } finally {
      setSending(null);
    }
  };

  return (
    <section className={section} aria-labelledby="crypto-refund-title">
      <h2 id="crypto-refund-title" className={sectionTitle}>
        {t('CONFIRMATION_PAGE.CRYPTO_REFUND.TITLE')}
      </h2>
      {due ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send({ address });
          }}
        >
          <p className={text}>
            {t('CONFIRMATION_PAGE.CRYPTO_REFUND.ASK', { amount: due.amount, coin: due.coin })}
          </p>
          <TextField
            label={t('CONFIRMATION_PAGE.CRYPTO_REFUND.ADDRESS')}
            description={t(
              due.prefill
                ? 'CONFIRMATION_PAGE.CRYPTO_REFUND.PREFILLED'
                : 'CONFIRMATION_PAGE.CRYPTO_REFUND.HINT',
            )}
            value={address}
            onChange={(value) => {
              setAddress(value);
              setError(null);
            }}
            autoComplete="off"
            spellCheck="false"
            maxLength={42}
            isRequired
            isInvalid={error !== null}
            errorMessage={error ?? undefined}
          />
          <div className={actions}>
            <Button type="submit" isPending={sending === 'address'}>
              {t('CONFIRMATION_PAGE.CRYPTO_REFUND.SEND')}
            </Button>
            {due.wallet ? (
              <Button
                variant="secondary"
                isPending={sending === 'wallet'}
                onPress={() => void send({ toWallet: true })}
              >
                {t('CONFIRMATION_PAGE.CRYPTO_REFUND.TO_WALLET', { coin: due.coin })}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      {refund.toWallet ? (
        <Banner tone="success" live="status">
          {t('CONFIRMATION_PAGE.CRYPTO_REFUND.IN_WALLET', {
            amount: refund.toWallet.amount,
            coin: refund.toWallet.coin,
          })}
        </Banner>
      ) : null}
      {refund.transactions?.map((transaction) => (
        <p key={transaction.txHash} className={cx(muted, longValues)}>
          {t('CONFIRMATION_PAGE.CRYPTO_REFUND.SENT', {
            amount: transaction.amount,
            coin: transaction.coin,
            address: transaction.to,
          })}{' '}
          {transaction.explorerUrl ? (
            <a
              className={link}
              href={transaction.explorerUrl}
              target="_blank"
              rel="noreferrer"
              data-testid="refund-tx"
            >
              {transaction.txHash}
            </a>
          ) : (
            <code data-testid="refund-tx">{transaction.txHash}</code>
          )}
        </p>
      ))}
    </section>
  );
}

/** The field error of a refund-address call that the page shows on the address field, if any. */
export function refundAddressProblem(error: unknown): string | null {
  if (!isApiError(error)) throw error;
  const field = error.errors.find((problem) => problem.field === 'body.address');
  if (field) return field.code;
  throw error;
}
