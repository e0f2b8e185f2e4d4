import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { checkoutApi } from '@clubstay/api-client/checkout';
import type { ReservationInfo } from '@clubstay/contract/checkout';
import { formatDateTime, formatDateTimeUtc, formatPrice } from '@clubstay/i18n/format';
import { useSettings } from '@clubstay/i18n/settings';
import { useAppContext } from '@clubstay/router/context';
import { pageQueryClient } from '@clubstay/router/query-client';
import { useHydrated } from '@clubstay/router/hydration';
import { confirmationRoute } from '@clubstay/router/routes';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import { Spinner } from '@clubstay/ui/spinner';
import { canFinishCrypto, manageWay, statusKey, variantOf } from '#domain/confirmation.ts';
import { failedMoneyText, moneyNotes } from '#domain/money-notice.ts';
import { ChainNotices } from '#checkout/chain-notices.tsx';
import { CryptoRefund, refundAddressProblem } from './crypto-refund.tsx';
import { reservationKey, reservationQuery } from './confirmation-loader.ts';
import { GuestDetails, IncompletePayment, StayDetails } from './booking-details.tsx';
import { useManageToken, wasTracked } from './manage-token.ts';
import {
  actions,
  center,
  column,
  facts,
  hotelImage,
  layout,
  link,
  muted,
  page,
  section,
  sectionTitle,
  subTitle,
  text,
  title,
} from '#checkout/checkout.css.ts';

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing' }
  | { status: 'ready'; info: ReservationInfo; at: number };

const TONES = { processing: 'info', pending: 'info', successful: 'success', failed: 'danger' } as const;
const NOTE_TONES: Record<string, 'success' | 'warning'> = {
  'CONFIRMATION_PAGE.REFUND.DONE': 'success',
  'CONFIRMATION_PAGE.REFUND.FAILED': 'warning',
};
/**
 * /confirmation (spec 2 §2, §4): polls the reservation every 10000 ms until it is finished and shows
 * an honest status (processing, pending, successful, failed; pay-at-hotel and card-guarantee
 * variants), every detail of the booking, and the manage button.
 */
export function ConfirmationScreen() {
  const { t } = useTranslation();
  const { offerKey, manage: manageInAddress } = confirmationRoute.useSearch();
  const manageToken = useManageToken(offerKey, manageInAddress);
  const navigate = useNavigate();
  const appContext = useAppContext();
  const { client, analytics, brand } = appContext;
  const api = useMemo(() => checkoutApi(client), [client]);
  const currency = useSettings((state) => state.currency);
  const language = useSettings((state) => state.language);
  // The reservation as a query of the page's cache: the server's reading (the route's loader) for the
  // first paint, then polled every 10000 ms until finished (spec 2 §4), while the page is open.
  const queryClient = pageQueryClient(appContext);
  // A manage token kept in this tab from the e-mail's link (a reload, after the address dropped it) was
  // not the server's: that reading may lack the manage rights, so the browser reads again at once.
  const [serverLacksManage] = useState(() => Boolean(manageToken && !manageInAddress));
  const query = useQuery(
    {
      ...reservationQuery(api, offerKey ?? '', manageToken),
      enabled: Boolean(offerKey),
      refetchOnMount: serverLacksManage ? 'always' : true,
    },
    queryClient,
  );
  const load: Load = !offerKey
    ? { status: 'missing' }
    : query.data
      ? { status: 'ready', info: query.data, at: query.dataUpdatedAt }
      : query.isError
        ? { status: 'error' }
        : { status: 'loading' };
  const showReservation = (info: ReservationInfo) => {
    if (offerKey) queryClient.setQueryData(reservationKey(offerKey), info);
  };
  // A moment in the traveller's time zone once hydrated; in GMT on the server and while hydrating.
  const hydrated = useHydrated();
  const moment = (iso: string) =>
    hydrated ? formatDateTime(iso, language) : `${formatDateTimeUtc(iso, language)} GMT`;
  const [refreshing, setRefreshing] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelFailed, setCancelFailed] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const readAgain = () => query.refetch();

  useEffect(() => {
    document.title = t('CONFIRMATION_PAGE.TITLE');
  }, [t]);

  // Spec 2 §4: a successful booking is tracked, once (a reload of the page does not count it again).
  const booked = load.status === 'ready' && load.info.state === 'successful' ? load.info : null;
  useEffect(() => {
    if (!booked || !offerKey || !analytics || wasTracked(offerKey)) return;
    analytics.track({
      type: 'booking',
      offerKey,
      hotelId: booked.hotelId,
      value: booked.total,
      currency: 'EUR',
    });
  }, [booked, offerKey, analytics]);

  const cancel = async (close: () => void) => {
    if (!offerKey) return;
    setCancelling(true);
    setCancelFailed(false);
    try {
      const answer = await api.cancel(offerKey, manageToken);
      showReservation(answer.reservation);
      close();
    } catch {
      if (live.current) setCancelFailed(true);
      close();
    } finally {
      if (live.current) setCancelling(false);
    }
  };

  if (load.status === 'loading') {
    return (
      <section className={center} aria-busy="true">
        <Spinner label={t('CONFIRMATION_PAGE.LOADING')} showLabel />
      </section>
    );
  }
  if (load.status !== 'ready') {
    return (
      <section className={center} aria-labelledby="page-title">
        <h1 id="page-title" className={title}>
          {t('CONFIRMATION_PAGE.TITLE')}
        </h1>
        <Banner tone="danger" live="alert">
          {load.status === 'missing' ? t('CONFIRMATION_PAGE.MISSING') : t('CONFIRMATION_PAGE.ERROR')}
        </Banner>
        <div className={actions}>
          {load.status === 'error' ? (
            <Button onPress={() => void readAgain()}>{t('CONFIRMATION_PAGE.RETRY')}</Button>
          ) : null}
          <Button variant="secondary" onPress={() => void navigate({ to: '/' })}>
            {t('CONFIRMATION_PAGE.HOME')}
          </Button>
        </div>
      </section>
    );
  }

  const info = load.info;
  const variant = variantOf(info);
  const key = statusKey(info);
  const money = (eur: number) => formatPrice(eur, currency);
  const finishCrypto = canFinishCrypto(info, load.at, 0);
  // "You have not been charged" only when it is true (issue #17 item 3).
  const charged = failedMoneyText(info);
  const explanation = info.cancellation
    ? t(
        info.cancellation === 'traveller'
          ? 'CONFIRMATION_PAGE.TEXT.CANCELED'
          : 'CONFIRMATION_PAGE.TEXT.RELEASED',
      )
    : charged
      ? t(charged.key, { amount: money(charged.amount) })
      : info.state === 'successful'
        ? t('CONFIRMATION_PAGE.TEXT.SUCCESSFUL', { email: info.leadGuest.email })
        : info.state === 'pending'
          ? t('CONFIRMATION_PAGE.TEXT.PENDING')
          : info.state === 'processing'
            ? t(
                variant === 'crypto'
                  ? 'CONFIRMATION_PAGE.TEXT.PROCESSING_CRYPTO'
                  : 'CONFIRMATION_PAGE.TEXT.PROCESSING',
              )
            : info.failure === 'incompletePayment'
              ? t(
                  finishCrypto
                    ? 'CONFIRMATION_PAGE.TEXT.INCOMPLETE'
                    : 'CONFIRMATION_PAGE.TEXT.INCOMPLETE_EXPIRED',
                )
              : variant === 'payAtHotel'
                ? t('CONFIRMATION_PAGE.TEXT.FAILED_PAY_AT_HOTEL')
                : info.failure === 'paymentTimeout'
                  ? t('CONFIRMATION_PAGE.TEXT.TIMEOUT')
                  : t('CONFIRMATION_PAGE.TEXT.FAILED');
  const manage = manageWay(info.manageUrl, brand);

  return (
    <div className={page}>
      <h1 id="page-title" className={title}>
        {t('CONFIRMATION_PAGE.TITLE')}
      </h1>
      <Banner
        tone={info.cancellation ? 'info' : TONES[info.state]}
        live="status"
        title={t(`CONFIRMATION_PAGE.STATUS.${key}`)}
      >
        {explanation}
      </Banner>
      {info.confirmBy ? (
        <Banner tone="warning" live="status">
          {t('CONFIRMATION_PAGE.CONFIRM_BY', { date: moment(info.confirmBy) })}
        </Banner>
      ) : null}
      {cancelFailed ? (
        <Banner tone="danger" live="alert">
          {t('CONFIRMATION_PAGE.CANCEL_FAILED')}
        </Banner>
      ) : null}
      {moneyNotes(info).map((note) => (
        <Banner
          key={note.key}
          tone={NOTE_TONES[note.key] ?? 'info'}
          live="status"
          title={t('CONFIRMATION_PAGE.MONEY_TITLE')}
        >
          {t(note.key, { amount: money(note.amount), reference: info.referenceId })}
        </Banner>
      ))}
      {info.state === 'processing' || info.state === 'pending' ? (
        <Spinner label={t('CONFIRMATION_PAGE.UPDATING')} showLabel />
      ) : null}
      <div className={layout}>
        <div className={column}>
          {info.failure === 'incompletePayment' || (variant === 'crypto' && info.state === 'processing') ? (
            <section className={section} aria-labelledby="incomplete-title">
              <h2 id="incomplete-title" className={sectionTitle}>
                {t('CONFIRMATION_PAGE.INCOMPLETE')}
              </h2>
              <IncompletePayment info={info} moment={moment} />
              {finishCrypto ? (
                <div className={actions}>
                  <Button
                    isPending={refreshing}
                    onPress={() => {
                      setRefreshing(true);
                      void readAgain().finally(() => setRefreshing(false));
                    }}
                  >
                    {t('CHECKOUT_PAGE.CRYPTO.FINISH')}
                  </Button>
                </div>
              ) : null}
            </section>
          ) : null}
          {info.crypto ? <ChainNotices invoice={info.crypto} /> : null}
          {info.refund ? (
            <CryptoRefund
              refund={info.refund}
              onAddress={async (choice) => {
                if (!offerKey) return null;
                try {
                  const answer = await api.refundAddress({
                    offerKey,
                    ...(manageToken ? { manage: manageToken } : {}),
                    ...choice,
                  });
                  showReservation(answer.reservation);
                  return null;
                } catch (error) {
                  return refundAddressProblem(error);
                }
              }}
            />
          ) : null}
          <StayDetails info={info} />
          <GuestDetails info={info} />
        </div>
        <aside className={column} aria-labelledby="payment-info-title">
          <section className={section}>
            {info.hotel.image ? <img className={hotelImage} src={info.hotel.image} alt="" /> : null}
            <h2 className={subTitle}>{info.hotel.name}</h2>
            <p className={muted}>{info.hotel.address}</p>
            <h2 id="payment-info-title" className={sectionTitle}>
              {t('CONFIRMATION_PAGE.PAYMENT_INFO')}
            </h2>
            <dl className={facts}>
              <dt>{t('CONFIRMATION_PAGE.PAYMENT_METHOD')}</dt>
              <dd>{t(`CONFIRMATION_PAGE.METHODS.${variant.toUpperCase() as Uppercase<typeof variant>}`)}</dd>
              <dt>{t('CHECKOUT_PAGE.SUMMARY.TOTAL')}</dt>
              <dd>{money(info.total)}</dd>
              <dt>{t('CONFIRMATION_PAGE.TOTAL_CHARGED')}</dt>
              <dd data-testid="total-charged" data-eur={info.totalCharged}>
                {money(info.totalCharged)}
              </dd>
              {info.payAtHotelTotal > 0 ? (
                <>
                  <dt>{t('CONFIRMATION_PAGE.PAY_AT_HOTEL_TOTAL')}</dt>
                  <dd>{money(info.payAtHotelTotal)}</dd>
                </>
              ) : null}
            </dl>
            {info.canCancel ? (
              <div className={actions}>
                <Button variant="secondary" onPress={() => setConfirmingCancel(true)}>
                  {t('CONFIRMATION_PAGE.CANCEL')}
                </Button>
              </div>
            ) : null}
            {manage.kind === 'account' ? (
              <Link to="/account/$sectionId" params={{ sectionId: 'bookings' }} className={link}>
                {t('CONFIRMATION_PAGE.MANAGE')}
              </Link>
            ) : manage.kind === 'contact' ? (
              <>
                <p className={muted}>{t('CONFIRMATION_PAGE.GUEST_MANAGE')}</p>
                <Link to="/contact" className={link}>
                  {t('CONFIRMATION_PAGE.MANAGE')}
                </Link>
              </>
            ) : (
              <>
                <p className={muted}>{t('CONFIRMATION_PAGE.GUEST_MANAGE_EMAIL')}</p>
                <a
                  href={`mailto:${manage.address}?subject=${encodeURIComponent(info.referenceId)}`}
                  className={link}
                >
                  {manage.address}
                </a>
              </>
            )}
          </section>
        </aside>
      </div>
      <Modal
        isOpen={confirmingCancel}
        onOpenChange={(open) => (open ? undefined : setConfirmingCancel(false))}
        isDismissable
      >
        <Dialog
          title={t('CONFIRMATION_PAGE.CANCEL_TITLE')}
          closeLabel={t('CHECKOUT_PAGE.CLOSE')}
          footer={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                {t('CONFIRMATION_PAGE.KEEP')}
              </Button>
              <Button isPending={cancelling} onPress={() => void cancel(close)}>
                {t('CONFIRMATION_PAGE.CONFIRM_CANCEL')}
              </Button>
            </>
          )}
        >
          <p className={text}>
            {info.totalCharged > 0
              ? t('CONFIRMATION_PAGE.CANCEL_TEXT', {
                  hotel: info.hotel.name,
                  amount: money(info.totalCharged),
                })
              : t('CONFIRMATION_PAGE.CANCEL_TEXT_NOTHING_PAID', { hotel: info.hotel.name })}
          </p>
        </Dialog>
      </Modal>
    </div>
  );
}
