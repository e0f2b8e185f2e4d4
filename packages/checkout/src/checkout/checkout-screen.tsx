import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useLoaderData, useNavigate } from '@tanstack/react-router';
import { checkoutApi } from '@clubstay/api-client/checkout';
import { CHECKOUT_TIMING } from '@clubstay/contract/checkout-rules';
import { formatPrice } from '@clubstay/i18n/format';
import type { MessageKey } from '@clubstay/i18n/resources';
import { useSettings } from '@clubstay/i18n/settings';
import { useAppContext } from '@clubstay/router/context';
import { pageQueryClient } from '@clubstay/router/query-client';
import { useHydrated } from '@clubstay/router/hydration';
import { checkoutRoute } from '@clubstay/router/routes';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import { Spinner } from '@clubstay/ui/spinner';
import { formatRemaining, remainingMs } from '#domain/countdown.ts';
import { canSubmit, isBusy, type MessageKey as FlowMessage } from '#domain/flow.ts';
import { type CardForm, emptyCard } from '#domain/form.ts';
import { amountsFor } from '#domain/money.ts';
import {
  CheckoutStoreContext,
  checkoutStoreFrom,
  createCheckoutStore,
  useCheckoutStore,
} from '#state/checkout-store.ts';
import { checkoutFor } from './checkout-loader.ts';
import { CryptoStep } from './crypto-step.tsx';
import { GuestDetails } from './guest-details.tsx';
import { PaymentSection } from './payment-section.tsx';
import { CheckoutPopup, SessionExpiredPopup } from './popups.tsx';
import { Summary } from './summary.tsx';
import { useCheckoutFlow } from './use-checkout-flow.ts';
import {
  center,
  column,
  countdown,
  countdownLow,
  frame,
  header,
  layout,
  muted,
  page,
  submitRow,
  title,
} from './checkout.css.ts';

/** Messages of the card provider live under the spec's PAYMENT_PANEL keys. */
const messageKey = (key: FlowMessage): MessageKey =>
  key === 'PAYBYRD_TIMEOUT' || key === 'PAYBYRD_ERROR'
    ? `CHECKOUT_PAGE.PAYMENT_PANEL.${key}`
    : `CHECKOUT_PAGE.MESSAGES.${key}`;

function Countdown({ expiresAt, skew, serverTime }: { expiresAt: string; skew: number; serverTime: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // The server's page and the browser's first render show the time left when the server read the
  // checkout; the browser's clock takes over once the page has hydrated.
  const left = hydrated
    ? remainingMs(expiresAt, skew, now)
    : remainingMs(expiresAt, 0, Date.parse(serverTime));
  return (
    <span
      className={left < 5 * 60_000 ? `${countdown} ${countdownLow}` : countdown}
      role="timer"
      aria-label={t('CHECKOUT_PAGE.COUNTDOWN_LABEL')}
    >
      {t('CHECKOUT_PAGE.COUNTDOWN', { time: formatRemaining(left) })}
    </span>
  );
}

/**
 * The /checkout page (spec 2 §2 "Checkout and confirmation", §4), with a store of its own that starts
 * from the server's checkout when the page came with one (checkout-loader.ts).
 */
export function CheckoutScreen() {
  const loaderData: unknown = useLoaderData({ strict: false });
  const address = checkoutRoute.useSearch();
  const countries = useSettings((state) => state.config?.countries);
  const [store] = useState(() => {
    const loaded = checkoutFor(loaderData, address);
    return loaded ? checkoutStoreFrom(loaded.info, countries ?? []) : createCheckoutStore();
  });
  return (
    <CheckoutStoreContext.Provider value={store}>
      <CheckoutPage />
    </CheckoutStoreContext.Provider>
  );
}

function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appContext = useAppContext();
  const { client } = appContext;
  const api = useMemo(() => checkoutApi(client), [client]);
  const currency = useSettings((state) => state.currency);
  const { submit, act, cancelChallenge, stripeHandle } = useCheckoutFlow();
  const info = useCheckoutStore((state) => state.info);
  const flow = useCheckoutStore((state) => state.flow);
  const form = useCheckoutStore((state) => state.formFields);
  const errors = useCheckoutStore((state) => state.errors);
  const skew = useCheckoutStore((state) => state.skewMs);
  const offerKey = useCheckoutStore((state) => state.offerKey);
  const setForm = useCheckoutStore((state) => state.setForm);
  const dispatch = useCheckoutStore((state) => state.dispatch);
  const [card, setCard] = useState<CardForm>(emptyCard);
  const busy = isBusy(flow);
  const cryptoBooked =
    Boolean(offerKey) && (flow.phase === 'crypto' || info?.bookedPaymentMethod === 'crypto');

  useEffect(() => {
    document.title = info ? `${t('CHECKOUT_PAGE.TITLE')} · ${info.hotel.name}` : t('CHECKOUT_PAGE.TITLE');
  }, [info, t]);

  // The crypto invoice, a query of the page's cache polled every 5000 ms until paid; a paid invoice
  // goes to the confirmation by itself (which keeps watching the booking).
  const invoiceQuery = useQuery(
    {
      queryKey: ['crypto-invoice', offerKey],
      queryFn: () => api.cryptoInvoice(offerKey ?? ''),
      enabled: cryptoBooked && Boolean(offerKey),
      refetchInterval: (query) =>
        query.state.data?.status === 'paid' ? false : CHECKOUT_TIMING.cryptoInvoicePollMs,
      refetchIntervalInBackground: true,
    },
    pageQueryClient(appContext),
  );
  const invoice = cryptoBooked ? (invoiceQuery.data ?? null) : null;
  const paid = invoice?.status === 'paid';
  useEffect(() => {
    if (paid && offerKey) void navigate({ to: '/confirmation', search: { offerKey } });
  }, [paid, offerKey, navigate]);

  // Focus the first invalid field after a refused submit.
  useEffect(() => {
    if (!Object.keys(errors).length) return;
    const invalid = document.querySelector<HTMLElement>(
      '[data-invalid] input, [data-invalid] textarea, [data-invalid] button, input[aria-invalid="true"]',
    );
    invalid?.focus();
  }, [errors]);

  if (flow.phase === 'failed' || (!info && flow.phase !== 'starting')) {
    return (
      <section className={center} aria-labelledby="page-title">
        <h1 id="page-title" className={title}>
          {t('CHECKOUT_PAGE.TITLE')}
        </h1>
        <Banner tone="danger" live="alert">
          {t('CHECKOUT_PAGE.MESSAGES.NO_DATA')}
        </Banner>
        <Button onPress={() => void navigate({ to: '/' })}>{t('CHECKOUT_PAGE.ACTIONS.NEW_SEARCH')}</Button>
      </section>
    );
  }
  if (!info) {
    return (
      <section className={center} aria-busy="true">
        <Spinner label={t('CHECKOUT_PAGE.LOADING')} showLabel />
      </section>
    );
  }

  const method = form.paymentMethod;
  const amounts = amountsFor(method, info.price);
  const submitLabel =
    method === 'payAtHotel'
      ? t('CHECKOUT_PAGE.SUBMIT.PAY_AT_HOTEL')
      : method === 'crypto'
        ? t('CHECKOUT_PAGE.SUBMIT.CRYPTO')
        : t('CHECKOUT_PAGE.SUBMIT.CARD', { amount: formatPrice(amounts.now, currency) });
  const check = flow.check;
  const popup = flow.popup;

  return (
    <div className={page}>
      <div className={header}>
        <h1 id="page-title" className={title}>
          {t('CHECKOUT_PAGE.TITLE')}
        </h1>
        {!offerKey ? <Countdown expiresAt={info.expiresAt} skew={skew} serverTime={info.serverTime} /> : null}
      </div>
      <div role="status" aria-live="polite">
        {flow.phase === 'checking' ? <p className={muted}>{t('CHECKOUT_PAGE.CHECKING')}</p> : null}
        {flow.phase === 'booking' ? <p className={muted}>{t('CHECKOUT_PAGE.BUSY.BOOKING')}</p> : null}
        {flow.phase === 'paying' || flow.phase === 'redirecting' ? (
          <p className={muted}>{t('CHECKOUT_PAGE.BUSY.PAYING')}</p>
        ) : null}
      </div>
      {flow.message ? (
        <Banner
          tone="danger"
          live="alert"
          onDismiss={() => dispatch({ type: 'dismissMessage' })}
          dismissLabel={t('CHECKOUT_PAGE.CLOSE')}
        >
          {t(messageKey(flow.message))}
        </Banner>
      ) : null}
      <div className={layout}>
        <div className={column}>
          {cryptoBooked && invoice ? (
            <CryptoStep
              invoice={invoice}
              onFinish={() => offerKey && void navigate({ to: '/confirmation', search: { offerKey } })}
              // A refund of it is then prefilled with the paying address; if this call fails it is only not prefilled.
              onWalletPayment={(txHash) =>
                offerKey && void api.cryptoWalletPayment(offerKey, txHash).catch(() => undefined)
              }
            />
          ) : (
            <>
              <GuestDetails
                form={form}
                errors={errors}
                disabled={busy || Boolean(offerKey)}
                onChange={setForm}
              />
              <PaymentSection
                form={form}
                errors={errors}
                disabled={busy}
                onChange={setForm}
                info={info}
                card={card}
                onCard={setCard}
                stripeHandle={stripeHandle}
                methodLocked={Boolean(offerKey)}
              />
              <div className={submitRow}>
                {Object.keys(errors).length ? (
                  <p role="alert" className={muted}>
                    {t('CHECKOUT_PAGE.FIX_ERRORS')}
                  </p>
                ) : null}
                <Button
                  onPress={() => void submit(card)}
                  isDisabled={!canSubmit(flow)}
                  isPending={busy && flow.phase !== 'starting'}
                >
                  {submitLabel}
                </Button>
                <p className={muted}>{t('CHECKOUT_PAGE.NOT_CHARGED_UNTIL')}</p>
              </div>
            </>
          )}
        </div>
        <Summary info={info} method={method} />
      </div>

      {popup ? (
        <CheckoutPopup
          popup={popup}
          check={check}
          info={info}
          agreeing={flow.phase === 'agreeing'}
          onAct={(action) => void act(action)}
        />
      ) : null}

      {flow.phase === 'expired' ? <SessionExpiredPopup onAct={(action) => void act(action)} /> : null}

      {flow.phase === 'challenge' && flow.challengeUrl ? (
        <Modal isOpen isDismissable={false}>
          <Dialog title={t('CHECKOUT_PAGE.CHALLENGE.TITLE')} closeLabel={null}>
            <p className={muted}>{t('CHECKOUT_PAGE.CHALLENGE.TEXT')}</p>
            <iframe className={frame} src={flow.challengeUrl} title={t('CHECKOUT_PAGE.CHALLENGE.FRAME')} />
            <Button variant="secondary" onPress={cancelChallenge}>
              {t('CHECKOUT_PAGE.CHALLENGE.CANCEL')}
            </Button>
          </Dialog>
        </Modal>
      ) : null}
    </div>
  );
}
