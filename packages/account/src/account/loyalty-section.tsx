import { useTranslation } from 'react-i18next';
import { Banner } from '@clubstay/ui/banner';
import { ProgressBar } from '@clubstay/ui/progress-bar';
import { Spinner } from '@clubstay/ui/spinner';
import { failureKey } from '#domain/api-errors.ts';
import { day, money } from '#format.ts';
import { useAccountApi, useLoad } from '#hooks.ts';
import { usePageStart } from './account-page.ts';
import * as css from '#styles.css.ts';

/** Loyalty programme: 10 booked nights earn 1 free night valued at their average price. */
export function LoyaltySection() {
  const { t, i18n } = useTranslation();
  const api = useAccountApi();
  const { data, error, loading } = useLoad(() => api.loyalty(), [api], usePageStart('loyalty'));
  if (loading && !data) return <Spinner label={t('ACCOUNT.LOADING')} showLabel />;
  if (!data)
    return (
      <Banner tone="danger" live="alert">
        {t(failureKey(error))}
      </Banner>
    );
  const done = data.nightsPerReward - data.nightsToNextReward;
  return (
    <div className={css.form}>
      {data.isLive ? null : <Banner tone="info">{t('ACCOUNT.LOYALTY.SOON')}</Banner>}
      <section className={css.card} aria-labelledby="loyalty-title">
        <h2 id="loyalty-title" className={css.subtitle}>
          {t('ACCOUNT.LOYALTY.RULE', { count: data.nightsPerReward })}
        </h2>
        <ProgressBar
          label={t('ACCOUNT.LOYALTY.PROGRESS', { done, count: data.nightsPerReward })}
          value={done}
          maxValue={data.nightsPerReward}
        />
        <p className={css.muted}>
          {t('ACCOUNT.LOYALTY.BOOKED', { count: data.bookedNights, left: data.nightsToNextReward })}
        </p>
      </section>
      <section className={css.card} aria-labelledby="free-title">
        <h2 id="free-title" className={css.subtitle}>
          {t('ACCOUNT.LOYALTY.FREE_NIGHTS')}
        </h2>
        {data.freeNights.length ? (
          <ul className={css.list}>
            {data.freeNights.map((night, index) => (
              <li key={`${night.earnedAt}-${index}`}>
                {t('ACCOUNT.LOYALTY.FREE_NIGHT', {
                  value: money(night.value, 'EUR', i18n.language),
                  date: day(night.earnedAt, i18n.language),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.muted}>{t('ACCOUNT.LOYALTY.NONE_YET')}</p>
        )}
      </section>
    </div>
  );
}
