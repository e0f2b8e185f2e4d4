import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@clubstay/i18n/resources';
import type { ReservationInfo } from '@clubstay/contract/checkout';
import { BED_TYPE } from '@clubstay/contract/checkout-rules';
import { mealFamily } from '@clubstay/contract/rooms-rules';
import { formatDate, formatDateTimeUtc } from '@clubstay/i18n/format';
import { useSettings } from '@clubstay/i18n/settings';
import { useHydrated } from '@clubstay/router/hydration';
import { formatRemaining } from '#domain/countdown.ts';
import { useTimeLeft } from '#checkout/crypto-step.tsx';
import { NETWORK_NAMES } from '#checkout/payment-section.tsx';
import { facts, muted, section, sectionTitle, text } from '#checkout/checkout.css.ts';

const BEDS: Record<number, 'BED_NONE' | 'BED_DOUBLE' | 'BED_TWIN'> = {
  [BED_TYPE.UNKNOWN]: 'BED_NONE',
  [BED_TYPE.DOUBLE]: 'BED_DOUBLE',
  [BED_TYPE.TWINS_BED]: 'BED_TWIN',
};

/** A crypto payment still open: time left, total, paid, left, network and address. */
export function IncompletePayment({
  info,
  moment,
}: {
  info: ReservationInfo;
  moment: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const crypto = info.crypto;
  const left = useTimeLeft(crypto?.expiresAt, crypto?.serverTime);
  const hydrated = useHydrated();
  if (!crypto) return null;
  const coin = (value: number) => `${value.toFixed(2)} ${crypto.coin}`;
  return (
    <dl className={facts} aria-label={t('CONFIRMATION_PAGE.INCOMPLETE')}>
      <dt>{t('CONFIRMATION_PAGE.TIME_LEFT')}</dt>
      {/* The server (and the browser while hydrating) writes when the invoice expires; the countdown follows. */}
      <dd>
        {!hydrated
          ? moment(crypto.expiresAt)
          : left > 0
            ? formatRemaining(left)
            : t('CHECKOUT_PAGE.CRYPTO.EXPIRED')}
      </dd>
      <dt>{t('CONFIRMATION_PAGE.TOTAL')}</dt>
      <dd>{coin(crypto.amount)}</dd>
      <dt>{t('CHECKOUT_PAGE.CRYPTO.PAID')}</dt>
      <dd>{coin(crypto.paid)}</dd>
      <dt>{t('CHECKOUT_PAGE.CRYPTO.LEFT')}</dt>
      <dd>{coin(crypto.left)}</dd>
      <dt>{t('CHECKOUT_PAGE.CRYPTO.NETWORK')}</dt>
      <dd>{NETWORK_NAMES[crypto.network]}</dd>
      <dt>{t('CHECKOUT_PAGE.CRYPTO.ADDRESS')}</dt>
      <dd>{crypto.address}</dd>
    </dl>
  );
}

/** The stay (spec 2 §2): reference, dates, nights, guests, room, meal, bed, requests, cancellation. */
export function StayDetails({ info }: { info: ReservationInfo }) {
  const { t } = useTranslation();
  const language = useSettings((state) => state.language);
  const adults = info.package.rooms.reduce((sum, room) => sum + room.adultsCount, 0);
  const children = info.package.rooms.reduce((sum, room) => sum + room.childrenAges.length, 0);
  return (
    <section className={section} aria-labelledby="stay-title">
      <h2 id="stay-title" className={sectionTitle}>
        {t('CONFIRMATION_PAGE.STAY')}
      </h2>
      <dl className={facts}>
        <dt>{t('CONFIRMATION_PAGE.REFERENCE')}</dt>
        <dd data-testid="reference-id">{info.referenceId}</dd>
        <dt>{t('CHECKOUT_PAGE.SUMMARY.CHECK_IN')}</dt>
        <dd>{formatDate(info.checkInDate, language)}</dd>
        <dt>{t('CHECKOUT_PAGE.SUMMARY.CHECK_OUT')}</dt>
        <dd>{formatDate(info.checkOutDate, language)}</dd>
        <dt>{t('CHECKOUT_PAGE.SUMMARY.NIGHTS_LABEL')}</dt>
        <dd>{info.package.totalNights}</dd>
        <dt>{t('CHECKOUT_PAGE.SUMMARY.GUESTS')}</dt>
        <dd>
          {t('CHECKOUT_PAGE.SUMMARY.GUESTS_VALUE', {
            adults,
            children,
            rooms: info.package.rooms.length,
          })}
        </dd>
        <dt>{t('CONFIRMATION_PAGE.ROOM_TYPE')}</dt>
        <dd>{info.roomName}</dd>
        <dt>{t('CHECKOUT_PAGE.SUMMARY.MEAL')}</dt>
        <dd>{t(`CHECKOUT_PAGE.MEALS.${mealFamily(info.mealPlan)}`)}</dd>
        <dt>{t('CHECKOUT_PAGE.GUESTS.BED')}</dt>
        <dd>{t(`CHECKOUT_PAGE.GUESTS.${BEDS[info.bedType] ?? 'BED_NONE'}`)}</dd>
        <dt>{t('CHECKOUT_PAGE.GUESTS.REQUESTS')}</dt>
        <dd>{info.specialRequests || t('CONFIRMATION_PAGE.NONE')}</dd>
        <dt>{t('CHECKOUT_PAGE.SUMMARY.CANCELLATION')}</dt>
        <dd>
          {info.isRefundable && info.cancellationDeadline
            ? t('CHECKOUT_PAGE.SUMMARY.FREE_UNTIL', {
                date: formatDateTimeUtc(info.cancellationDeadline, language),
              })
            : t('CHECKOUT_PAGE.SUMMARY.NON_REFUNDABLE')}
        </dd>
      </dl>
    </section>
  );
}

/** The lead guest and the guests of the other rooms. */
export function GuestDetails({ info }: { info: ReservationInfo }) {
  const { t } = useTranslation();
  // The API's titles are strings (Mr, Mrs, Ms, Other): one the translations lack reads as its key's words.
  return (
    <section className={section} aria-labelledby="guest-title">
      <h2 id="guest-title" className={sectionTitle}>
        {t('CONFIRMATION_PAGE.GUEST_INFO')}
      </h2>
      <p className={text}>
        {t(`CHECKOUT_PAGE.GUESTS.TITLES.${info.leadGuest.title.toUpperCase()}` as MessageKey)}{' '}
        {info.leadGuest.firstName} {info.leadGuest.lastName}
      </p>
      <p className={muted}>{info.leadGuest.email}</p>
      {info.additionalGuests.map((guest, index) => (
        <p key={index} className={text}>
          {t('CHECKOUT_PAGE.GUESTS.ROOM', { n: index + 2 })}:{' '}
          {t(`CHECKOUT_PAGE.GUESTS.TITLES.${guest.title.toUpperCase()}` as MessageKey)} {guest.firstName}{' '}
          {guest.lastName}
        </p>
      ))}
    </section>
  );
}
