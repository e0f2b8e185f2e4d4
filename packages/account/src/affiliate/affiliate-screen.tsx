import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@clubstay/i18n/resources';
import { INVITATION_EXPIRY_DAYS } from '@clubstay/contract/accounts-rules';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { Select, SelectItem } from '@clubstay/ui/select';
import { Spinner } from '@clubstay/ui/spinner';
import { failureKey } from '#domain/api-errors.ts';
import { day, money } from '#format.ts';
import { useAccountApi, useLoad } from '#hooks.ts';
import * as css from '#styles.css.ts';

/** The affiliate dashboard (ShowAffiliateDashboard): referral figures and invitation codes with an expiry. */
export function AffiliateScreen() {
  const { t, i18n } = useTranslation();
  const api = useAccountApi();
  const { data, error, loading, reload } = useLoad(() => api.affiliate(), [api]);
  const [days, setDays] = useState<1 | 7 | 30>(7);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [pending, setPending] = useState(false);
  const lang = i18n.language;
  const create = async () => {
    setPending(true);
    setFailure(null);
    try {
      await api.createInvitation(days);
      reload();
    } catch (caught) {
      setFailure(failureKey(caught));
    } finally {
      setPending(false);
    }
  };
  const origin = globalThis.location?.origin ?? '';
  return (
    <div className={css.page}>
      <h1 className={css.title}>{t('ACCOUNT.AFFILIATE.TITLE')}</h1>
      {loading && !data ? <Spinner label={t('ACCOUNT.LOADING')} showLabel /> : null}
      {!data && error ? (
        <Banner tone="danger" live="alert">
          {t(failureKey(error))}
        </Banner>
      ) : null}
      {data ? (
        <>
          <div className={css.figures}>
            {(
              [
                ['TOTAL', String(data.totalReferrals)],
                ['DIRECT', String(data.directReferrals)],
                ['SECOND', String(data.secondDegreeReferrals)],
                ['DIRECT_VALUE', money(data.directBookingsValue, 'EUR', lang)],
                ['SECOND_VALUE', money(data.secondLayerBookingsValue, 'EUR', lang)],
              ] as const
            ).map(([key, value]) => (
              <section key={key} className={css.figure} aria-label={t(`ACCOUNT.AFFILIATE.${key}`)}>
                <span className={css.factLabel}>{t(`ACCOUNT.AFFILIATE.${key}`)}</span>
                <span className={css.figureValue}>{value}</span>
              </section>
            ))}
          </div>
          <section className={css.card} aria-labelledby="codes-title">
            <h2 id="codes-title" className={css.subtitle}>
              {t('ACCOUNT.AFFILIATE.CODES')}
            </h2>
            <p className={css.muted}>{t('ACCOUNT.AFFILIATE.CODES_HELP')}</p>
            {failure ? (
              <Banner tone="danger" live="alert">
                {t(failure)}
              </Banner>
            ) : null}
            <div className={css.inline}>
              <Select
                label={t('ACCOUNT.AFFILIATE.VALID_FOR')}
                selectedKey={String(days)}
                onSelectionChange={(key) => setDays(Number(key) as 1 | 7 | 30)}
              >
                {INVITATION_EXPIRY_DAYS.map((n) => (
                  <SelectItem key={n} id={String(n)}>
                    {t('COUNT.DAYS', { count: n })}
                  </SelectItem>
                ))}
              </Select>
              <Button onPress={() => void create()} isPending={pending}>
                {t('ACCOUNT.AFFILIATE.CREATE')}
              </Button>
            </div>
            {data.invitations.length ? (
              <div className={css.tableWrap}>
                <table className={css.table}>
                  <thead>
                    <tr>
                      {(['CODE', 'LINK', 'EXPIRES', 'USES'] as const).map((key) => (
                        <th key={key} scope="col" className={css.cell}>
                          {t(`ACCOUNT.AFFILIATE.COLUMN.${key}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.invitations.map((invitation) => (
                      <tr key={invitation.code}>
                        <td className={`${css.cell} ${css.code}`}>{invitation.code}</td>
                        <td
                          className={`${css.cell} ${css.code}`}
                        >{`${origin}/auth/sign-up?code=${invitation.code}`}</td>
                        <td className={css.cell}>
                          {invitation.isExpired
                            ? t('ACCOUNT.AFFILIATE.EXPIRED')
                            : day(invitation.expiresAt, lang)}
                        </td>
                        <td className={css.cell}>{invitation.uses}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className={css.muted}>{t('ACCOUNT.AFFILIATE.NO_CODES')}</p>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
