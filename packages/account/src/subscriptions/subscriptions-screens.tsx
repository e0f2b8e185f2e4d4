import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@clubstay/i18n/resources';
import type { SubscriptionState } from '@clubstay/contract/accounts';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { Checkbox } from '@clubstay/ui/checkbox';
import { Spinner } from '@clubstay/ui/spinner';
import { failureKey } from '#domain/api-errors.ts';
import { useAccountApi, useLoad } from '#hooks.ts';
import * as css from '#styles.css.ts';

/**
 * /subscriptions-management/{token}: the e-mail categories (deals and offers, travel upgrades) and
 * "unsubscribe all"; subscribe again when everything is off.
 */
export function SubscriptionsScreen() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const params: { token?: string } = useParams({ strict: false });
  const token = params.token ?? '';
  const loaded = useLoad(() => api.subscriptions(token), [api, token]);
  const [edited, setState] = useState<SubscriptionState | null>(null);
  const state = edited ?? loaded.data;
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<SubscriptionState>) => {
    setPending(true);
    setFailure(null);
    setSaved(false);
    try {
      setState(await work());
      setSaved(true);
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <section className={css.narrowPage} aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title" className={css.title}>
        {t('ACCOUNT.SUBSCRIPTIONS.TITLE')}
      </h1>
      {!state && loaded.loading ? <Spinner label={t('ACCOUNT.LOADING')} showLabel /> : null}
      {!state && loaded.error ? (
        <Banner tone="danger" live="alert">
          {t(failureKey(loaded.error))}
        </Banner>
      ) : null}
      {state ? (
        <div className={`${css.card} ${css.form}`}>
          <p className={css.muted}>{t('ACCOUNT.SUBSCRIPTIONS.FOR', { email: state.email })}</p>
          {failure ? (
            <Banner tone="danger" live="alert">
              {t(failure)}
            </Banner>
          ) : null}
          {saved ? (
            <Banner tone="success" live="status">
              {t(state.isSubscribed ? 'ACCOUNT.SUBSCRIPTIONS.SAVED' : 'ACCOUNT.SUBSCRIPTIONS.UNSUBSCRIBED')}
            </Banner>
          ) : null}
          <Checkbox
            isSelected={state.dealsAndOffers}
            onChange={(dealsAndOffers) => setState({ ...state, dealsAndOffers })}
          >
            {t('ACCOUNT.SUBSCRIPTIONS.DEALS')}
          </Checkbox>
          <Checkbox
            isSelected={state.travelUpgrades}
            onChange={(travelUpgrades) => setState({ ...state, travelUpgrades })}
          >
            {t('ACCOUNT.SUBSCRIPTIONS.UPGRADES')}
          </Checkbox>
          <div className={css.actions}>
            <Button
              isPending={pending}
              onPress={() =>
                void run(() => api.updateSubscriptions(token, state.dealsAndOffers, state.travelUpgrades))
              }
            >
              {t('ACCOUNT.SAVE')}
            </Button>
            {state.isSubscribed ? (
              <Button variant="secondary" onPress={() => void run(() => api.unsubscribe(token))}>
                {t('ACCOUNT.SUBSCRIPTIONS.UNSUBSCRIBE_ALL')}
              </Button>
            ) : (
              <Button variant="secondary" onPress={() => void run(() => api.subscribe(token))}>
                {t('ACCOUNT.SUBSCRIPTIONS.SUBSCRIBE_AGAIN')}
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** /unsubscribe?token=…: unsubscribes at once (the link of every e-mail) and offers to undo it. */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const token = typeof search.token === 'string' ? search.token : '';
  const done = useLoad(
    () => (token ? api.unsubscribe(token) : Promise.reject(new Error('no token'))),
    [api, token],
  );
  const [again, setAgain] = useState<SubscriptionState | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const state = again ?? done.data;
  return (
    <section className={css.narrowPage} aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" className={css.title}>
        {t(
          state?.isSubscribed
            ? 'ACCOUNT.SUBSCRIPTIONS.SUBSCRIBED_TITLE'
            : 'ACCOUNT.SUBSCRIPTIONS.UNSUBSCRIBE_TITLE',
        )}
      </h1>
      {done.loading && !state ? <Spinner label={t('ACCOUNT.LOADING')} showLabel /> : null}
      {done.error && !state ? (
        <Banner tone="danger" live="alert">
          {t(token ? failureKey(done.error) : 'ACCOUNT.SUBSCRIPTIONS.FAILURE')}
        </Banner>
      ) : null}
      {failure ? (
        <Banner tone="danger" live="alert">
          {t(failure)}
        </Banner>
      ) : null}
      {state ? (
        <div className={`${css.card} ${css.form}`}>
          <p className={css.text}>
            {t(
              state.isSubscribed
                ? 'ACCOUNT.SUBSCRIPTIONS.SUBSCRIBED_TEXT'
                : 'ACCOUNT.SUBSCRIPTIONS.UNSUBSCRIBED_TEXT',
              { email: state.email },
            )}
          </p>
          <div className={css.actions}>
            {state.isSubscribed ? null : (
              <Button
                variant="secondary"
                onPress={() =>
                  void api.subscribe(token).then(setAgain, (error: unknown) => setFailure(failureKey(error)))
                }
              >
                {t('ACCOUNT.SUBSCRIPTIONS.SUBSCRIBE_AGAIN')}
              </Button>
            )}
            <Link to="/subscriptions-management/$token" params={{ token }} className={css.link}>
              {t('ACCOUNT.SETTINGS.MANAGE_SUBSCRIPTIONS')}
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}
