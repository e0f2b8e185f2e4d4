import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@clubstay/i18n/resources';
import type { WalletResponse, WithdrawResponse } from '@clubstay/contract/accounts';
import { WALLET_ASSETS, type WalletAsset } from '@clubstay/contract/accounts-rules';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import { Select, SelectItem } from '@clubstay/ui/select';
import { Spinner } from '@clubstay/ui/spinner';
import { TextField } from '@clubstay/ui/text-field';
import { failureKey, fieldKeys } from '#domain/api-errors.ts';
import { type FieldErrors, hasErrors, validateWithdrawal } from '#domain/validation.ts';
import { FormError } from '#auth/auth-forms.tsx';
import { crypto, day } from '#format.ts';
import { fieldErrorProps } from '#field-errors.ts';
import { useAccountApi, useLoad } from '#hooks.ts';
import { usePageStart } from './account-page.ts';
import * as css from '#styles.css.ts';

function WithdrawDialog({
  wallet,
  onDone,
}: {
  wallet: WalletResponse;
  onDone: (result: WithdrawResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const api = useAccountApi();
  const [asset, setAsset] = useState<WalletAsset>('USDC');
  const [form, setForm] = useState({ amount: '', address: '' });
  const [errors, setErrors] = useState<FieldErrors<'amount' | 'address'>>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [pending, setPending] = useState(false);
  const rules = wallet.withdrawal.find((r) => r.asset === asset) ?? {
    asset,
    fee: 0,
    minAmount: 0,
    maxAmount: 0,
  };
  const amount = Number(form.amount.replace(',', '.'));
  const receive = Number.isFinite(amount) && amount > rules.fee ? amount - rules.fee : 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateWithdrawal(form, rules);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setPending(true);
    try {
      onDone(await api.withdraw(asset, amount, form.address.trim()));
    } catch (error) {
      setFailure(failureKey(error));
      setErrors(fieldKeys(error));
    } finally {
      setPending(false);
    }
  };
  const lang = i18n.language;
  return (
    <Dialog title={t('ACCOUNT.WALLET.WITHDRAW_TITLE')} closeLabel={t('AUTH.CLOSE')}>
      <form method="post" className={css.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormError messageKey={failure} />
        <Select
          label={t('ACCOUNT.WALLET.ASSET')}
          selectedKey={asset}
          onSelectionChange={(key) => setAsset(key as WalletAsset)}
        >
          {WALLET_ASSETS.map((id) => (
            <SelectItem key={id} id={id}>
              {id}
            </SelectItem>
          ))}
        </Select>
        <div className={css.inline}>
          <TextField
            className={css.grow}
            label={t('ACCOUNT.WALLET.AMOUNT')}
            inputMode="decimal"
            value={form.amount}
            onChange={(value) => {
              setForm({ ...form, amount: value });
              setErrors({ ...errors, amount: undefined });
            }}
            isInvalid={Boolean(errors.amount)}
            errorMessage={
              errors.amount
                ? t(errors.amount, {
                    min: crypto(rules.minAmount, asset, lang),
                    max: crypto(rules.maxAmount, asset, lang),
                  })
                : undefined
            }
            description={t('ACCOUNT.WALLET.MAX', { amount: crypto(rules.maxAmount, asset, lang) })}
          />
          <Button
            variant="secondary"
            onPress={() => setForm({ ...form, amount: rules.maxAmount.toFixed(2) })}
          >
            {t('ACCOUNT.WALLET.USE_MAX')}
          </Button>
        </div>
        <TextField
          label={t('ACCOUNT.WALLET.ADDRESS')}
          placeholder="0x…"
          autoComplete="off"
          spellCheck="false"
          value={form.address}
          onChange={(value) => {
            setForm({ ...form, address: value });
            setErrors({ ...errors, address: undefined });
          }}
          {...fieldErrorProps(errors, t)('address')}
          description={t('ACCOUNT.WALLET.ADDRESS_HELP')}
        />
        <dl className={css.facts}>
          <div className={css.fact}>
            <dt className={css.factLabel}>{t('ACCOUNT.WALLET.FEE')}</dt>
            <dd className={css.factValue}>{crypto(rules.fee, asset, lang)}</dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>{t('ACCOUNT.WALLET.RECEIVE')}</dt>
            <dd className={css.factValue}>{crypto(receive, asset, lang)}</dd>
          </div>
        </dl>
        <p className={css.muted}>{t('ACCOUNT.WALLET.WITHIN_24H')}</p>
        <Button type="submit" isPending={pending}>
          {t('ACCOUNT.WALLET.WITHDRAW')}
        </Button>
      </form>
    </Dialog>
  );
}

/** Wallet balance: available and upcoming rewards per asset, transactions and the withdraw modal. */
export function WalletSection() {
  const { t, i18n } = useTranslation();
  const api = useAccountApi();
  const { data: wallet, error, loading, reload } = useLoad(() => api.wallet(), [api], usePageStart('wallet'));
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<WithdrawResponse | null>(null);
  const lang = i18n.language;
  if (loading && !wallet) return <Spinner label={t('ACCOUNT.LOADING')} showLabel />;
  if (!wallet)
    return (
      <Banner tone="danger" live="alert">
        {t(failureKey(error))}
      </Banner>
    );
  return (
    <div className={css.form}>
      {done ? (
        <Banner tone="success" live="status">
          {t('ACCOUNT.WALLET.REQUESTED', { amount: crypto(done.received, done.asset, lang) })}
        </Banner>
      ) : null}
      <div className={css.figures}>
        {wallet.balances.map((balance) => (
          <section key={balance.asset} className={css.figure} aria-label={balance.asset}>
            <span className={css.factLabel}>{t('ACCOUNT.WALLET.AVAILABLE', { asset: balance.asset })}</span>
            <span className={css.figureValue}>{crypto(balance.available, balance.asset, lang)}</span>
            {balance.upcoming > 0 ? (
              <span className={css.muted}>
                {t('ACCOUNT.WALLET.UPCOMING', { amount: crypto(balance.upcoming, balance.asset, lang) })}
              </span>
            ) : null}
          </section>
        ))}
      </div>
      <p className={css.muted}>{t('ACCOUNT.WALLET.RULE', { percent: wallet.rewardPercent })}</p>
      <div className={css.actions}>
        <Button onPress={() => setOpen(true)} isDisabled={wallet.availableBalance <= 0}>
          {t('ACCOUNT.WALLET.WITHDRAW')}
        </Button>
      </div>
      <section className={css.card} aria-labelledby="transactions-title">
        <h2 id="transactions-title" className={css.subtitle}>
          {t('ACCOUNT.WALLET.TRANSACTIONS')}
        </h2>
        {wallet.transactions.length ? (
          <div className={css.tableWrap}>
            <table className={css.table}>
              <thead>
                <tr>
                  {(['DATE', 'TYPE', 'AMOUNT', 'TO', 'STATUS', 'BALANCE'] as const).map((key) => (
                    <th key={key} className={css.cell} scope="col">
                      {t(`ACCOUNT.WALLET.COLUMN.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {wallet.transactions.map((item) => (
                  <tr key={item.id}>
                    <td className={css.cell}>{day(item.date, lang)}</td>
                    <td className={css.cell}>{t(`ACCOUNT.WALLET.KIND.${item.kind}`)}</td>
                    <td className={css.cell}>{crypto(item.amount, item.asset, lang)}</td>
                    <td className={`${css.cell} ${css.code}`}>{item.to ?? '—'}</td>
                    <td className={css.cell}>{t(`ACCOUNT.WALLET.STATUS.${item.status}`)}</td>
                    <td className={css.cell}>{crypto(item.balance, item.asset, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={css.muted}>{t('ACCOUNT.WALLET.NO_TRANSACTIONS')}</p>
        )}
      </section>
      <Modal isOpen={open} onOpenChange={setOpen} isDismissable>
        <WithdrawDialog
          wallet={wallet}
          onDone={(result) => {
            setDone(result);
            setOpen(false);
            reload();
          }}
        />
      </Modal>
    </div>
  );
}
