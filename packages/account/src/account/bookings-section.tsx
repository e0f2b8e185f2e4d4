import { cx } from '@clubstay/ui/cx';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountBooking } from '@clubstay/contract/accounts';
import { Badge } from '@clubstay/ui/badge';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import { Spinner } from '@clubstay/ui/spinner';
import { failureKey } from '#domain/api-errors.ts';
import { bookingStatus, refundNote } from '#domain/bookings.ts';
import { day, money } from '#format.ts';
import { useAccountApi } from '#hooks.ts';
import * as css from '#styles.css.ts';
import { useBookings, useBookingsStore, usePageStart } from './account-page.ts';

const TONE = { success: 'success', warning: 'accent', neutral: 'neutral', danger: 'danger' } as const;

function BookingCard({
  booking,
  onCancel,
}: {
  booking: AccountBooking;
  onCancel: (booking: AccountBooking) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const status = bookingStatus(booking);
  const refund = refundNote(booking);
  const titleId = `booking-${booking.reference}`;
  return (
    <li className={css.card} aria-labelledby={titleId}>
      <div className={css.itemHead}>
        <h3 id={titleId} className={css.subtitle}>
          {booking.hotelName}
        </h3>
        <Badge tone={TONE[status.tone]}>{t(status.key)}</Badge>
      </div>
      <p className={css.muted}>
        {booking.city}, {booking.country} · {booking.roomName}
      </p>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.factLabel}>{t('ACCOUNT.BOOKINGS.REFERENCE')}</dt>
          <dd className={css.factValue}>{booking.reference}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>{t('ACCOUNT.BOOKINGS.DATES')}</dt>
          <dd className={css.factValue}>
            {day(booking.checkIn, lang)} – {day(booking.checkOut, lang)}
          </dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>{t('ACCOUNT.BOOKINGS.GUESTS')}</dt>
          <dd className={css.factValue}>
            {t('ACCOUNT.BOOKINGS.NIGHTS_GUESTS', { nights: booking.nights, guests: booking.guests })}
          </dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>{t('ACCOUNT.BOOKINGS.TOTAL')}</dt>
          <dd className={css.factValue}>{money(booking.total, 'EUR', lang)}</dd>
        </div>
        {booking.status === 'PartiallyPaid' ? (
          <div className={css.fact}>
            <dt className={css.factLabel}>{t('ACCOUNT.BOOKINGS.PAID_SO_FAR')}</dt>
            <dd className={css.factValue}>
              {money(booking.amountPaid, 'EUR', lang)} ·{' '}
              {t('ACCOUNT.BOOKINGS.LEFT_TO_PAY', {
                amount: money(booking.total - booking.amountPaid, 'EUR', lang),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      {booking.status === 'Pending' ? (
        <p className={css.muted}>{t('ACCOUNT.BOOKINGS.PENDING_NOTE')}</p>
      ) : null}
      {refund?.tone === 'warning' ? (
        <Banner tone="warning">{t(refund.key, { amount: money(refund.amount, 'EUR', lang) })}</Banner>
      ) : refund ? (
        <p className={css.muted}>{t(refund.key, { amount: money(refund.amount, 'EUR', lang) })}</p>
      ) : null}
      {booking.refund?.addressNeeded ? (
        <Banner tone="warning">
          {t('ACCOUNT.BOOKINGS.CRYPTO_REFUND_ADDRESS', {
            amount: booking.refund.addressNeeded.amount,
            coin: booking.refund.addressNeeded.coin,
          })}{' '}
          <Link to="/confirmation" search={{ offerKey: booking.offerKey }} className={css.link}>
            {t('ACCOUNT.BOOKINGS.CRYPTO_REFUND_CHOOSE')}
          </Link>
        </Banner>
      ) : null}
      {booking.refund?.toWallet ? (
        <p className={css.muted}>
          {t('ACCOUNT.BOOKINGS.CRYPTO_REFUND_WALLET', {
            amount: booking.refund.toWallet.amount,
            coin: booking.refund.toWallet.coin,
          })}
        </p>
      ) : null}
      {booking.refund?.transactions?.map((transaction) => (
        <p key={transaction.txHash} className={cx(css.muted, css.longValues)}>
          {t('ACCOUNT.BOOKINGS.CRYPTO_REFUND_SENT', {
            amount: transaction.amount,
            coin: transaction.coin,
            address: transaction.to,
          })}{' '}
          {transaction.explorerUrl ? (
            <a className={css.link} href={transaction.explorerUrl} target="_blank" rel="noreferrer">
              {transaction.txHash}
            </a>
          ) : (
            <code>{transaction.txHash}</code>
          )}
        </p>
      ))}
      <div className={css.actions}>
        {booking.isRefundable && booking.cancellationDeadline && booking.status !== 'Canceled' ? (
          <span className={css.muted}>
            {booking.canCancel
              ? t('ACCOUNT.BOOKINGS.FREE_CANCELLATION_UNTIL', {
                  date: `${day(booking.cancellationDeadline, lang)} ${booking.cancellationDeadline.slice(11, 16)} GMT`,
                })
              : t('ACCOUNT.BOOKINGS.DEADLINE_PASSED')}
          </span>
        ) : booking.status !== 'Canceled' ? (
          <span className={css.muted}>{t('ACCOUNT.BOOKINGS.NON_REFUNDABLE')}</span>
        ) : null}
        {booking.canCancel ? (
          <Button
            variant="secondary"
            size="small"
            onPress={() => onCancel(booking)}
            aria-label={t('ACCOUNT.BOOKINGS.CANCEL_LABEL', { hotel: booking.hotelName })}
          >
            {t('ACCOUNT.BOOKINGS.CANCEL')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** My bookings (spec 1 §4): 50 a page, processing ones hidden, cancel with a confirmation pop-up. */
export function BookingsSection() {
  const { t, i18n } = useTranslation();
  const api = useAccountApi();
  const state = useBookings();
  const store = useBookingsStore();
  const started = usePageStart('bookings') !== undefined;
  const [confirming, setConfirming] = useState<AccountBooking | null>(null);
  useEffect(() => {
    // The server's page came with the first page of bookings: nothing to ask.
    if (started) return;
    store.getState().reset();
    void store.getState().load(api);
  }, [api, started, store]);

  if (state.status === 'running' && !state.items.length)
    return <Spinner label={t('ACCOUNT.LOADING')} showLabel />;
  return (
    <div className={css.form}>
      {state.error ? (
        <Banner
          tone="danger"
          live="alert"
          action={
            <Button size="small" variant="secondary" onPress={() => void state.load(api)}>
              {t('ACCOUNT.RETRY')}
            </Button>
          }
        >
          {t(failureKey(state.error))}
        </Banner>
      ) : null}
      {state.cancelled ? (
        <Banner tone="success" live="status">
          {t('ACCOUNT.BOOKINGS.CANCELLED', {
            reference: state.cancelled.booking.reference,
            amount: money(state.cancelled.refundAmount, 'EUR', i18n.language),
          })}
        </Banner>
      ) : null}
      {state.cancelError ? (
        <Banner tone="danger" live="alert">
          {t(failureKey(state.cancelError))}
        </Banner>
      ) : null}
      {!state.items.length && !state.error ? (
        <div className={css.card}>
          <p className={css.text}>{t('ACCOUNT.BOOKINGS.EMPTY')}</p>
          <Link to="/" className={css.link}>
            {t('ACCOUNT.BOOKINGS.FIND_HOTEL')}
          </Link>
        </div>
      ) : (
        <ul className={css.list} aria-label={t('ACCOUNT.SECTIONS.bookings')}>
          {state.items.map((booking) => (
            <BookingCard key={booking.offerKey} booking={booking} onCancel={setConfirming} />
          ))}
        </ul>
      )}
      {state.items.length < state.totalCount ? (
        <Button
          variant="secondary"
          onPress={() => void state.more(api)}
          isPending={state.status === 'running'}
        >
          {t('ACCOUNT.BOOKINGS.MORE')}
        </Button>
      ) : null}
      <Modal
        isOpen={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        isDismissable
      >
        {confirming ? (
          <Dialog
            title={t('ACCOUNT.BOOKINGS.CANCEL_TITLE')}
            closeLabel={t('AUTH.CLOSE')}
            footer={(close) => (
              <>
                <Button variant="secondary" onPress={close}>
                  {t('ACCOUNT.BOOKINGS.KEEP')}
                </Button>
                <Button
                  isPending={state.cancelling === confirming.offerKey}
                  onPress={() => {
                    void state.cancel(api, confirming.offerKey).then(close);
                  }}
                >
                  {t('ACCOUNT.BOOKINGS.CONFIRM_CANCEL')}
                </Button>
              </>
            )}
          >
            <p className={css.text}>
              {t('ACCOUNT.BOOKINGS.CANCEL_TEXT', {
                hotel: confirming.hotelName,
                amount: money(confirming.amountPaid, 'EUR', i18n.language),
              })}
            </p>
          </Dialog>
        ) : null}
      </Modal>
    </div>
  );
}
