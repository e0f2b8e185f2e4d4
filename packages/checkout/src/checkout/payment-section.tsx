import { lazy, Suspense, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import type { CheckoutInfo, CryptoNetwork, PaymentMethodKey } from '@clubstay/contract/checkout';
import {
  CRYPTO_COINS,
  CRYPTO_NETWORKS,
  type CryptoCoin,
  PAYMENT_TIMING,
} from '@clubstay/contract/checkout-rules';
import { formatPrice } from '@clubstay/i18n/format';
import { useSettings } from '@clubstay/i18n/settings';
import { useAppContext } from '@clubstay/router/context';
import { Banner } from '@clubstay/ui/banner';
import { Checkbox } from '@clubstay/ui/checkbox';
import { ComboBox, ComboBoxItem } from '@clubstay/ui/combo-box';
import { Radio, RadioGroup } from '@clubstay/ui/radio-group';
import { Select, SelectItem } from '@clubstay/ui/select';
import { Spinner } from '@clubstay/ui/spinner';
import { TextField } from '@clubstay/ui/text-field';
import { cardBrand, formatCardNumber, formatExpiry } from '#domain/card.ts';
import type { CardForm } from '#domain/form.ts';
import { amountsFor } from '#domain/money.ts';
import { type FormProps, useCountries, useFieldError } from './guest-details.tsx';
import type { StripeHandle } from './use-card-payment.ts';
import {
  full,
  grid2,
  link,
  methodHint,
  methodOption,
  muted,
  section,
  sectionTitle,
  subTitle,
  text,
} from './checkout.css.ts';
import { CoinLabel } from './coin-icon.tsx';

const StripeElementsPanel = lazy(() => import('./stripe-elements.tsx'));

/** Network names are proper names, the same in every language. */
export const NETWORK_NAMES: Record<CryptoNetwork, string> = {
  ethereum: 'Ethereum (ERC-20)',
  polygon: 'Polygon',
  base: 'Base',
  solana: 'Solana',
  tron: 'Tron (TRC-20)',
};

interface PaymentProps extends FormProps {
  info: CheckoutInfo;
  card: CardForm;
  onCard: (card: CardForm) => void;
  stripeHandle: RefObject<StripeHandle | null>;
  /** After booking, the way is fixed (the booking's payment method). */
  methodLocked: boolean;
}

function CardFields({
  card,
  onCard,
  errors,
  disabled,
}: {
  card: CardForm;
  onCard: (card: CardForm) => void;
  errors: FormProps['errors'];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const error = useFieldError(errors);
  const brand = cardBrand(card.number);
  return (
    <div className={grid2}>
      <TextField
        className={full}
        label={t('CHECKOUT_PAGE.PAYMENT.CARD_NUMBER')}
        description={
          brand === 'unknown'
            ? undefined
            : t(`CHECKOUT_PAGE.PAYMENT.BRANDS.${brand.toUpperCase() as Uppercase<typeof brand>}`)
        }
        inputMode="numeric"
        autoComplete="cc-number"
        value={card.number}
        onChange={(value) => onCard({ ...card, number: formatCardNumber(value) })}
        isDisabled={disabled}
        isRequired
        {...error('card.number')}
      />
      <TextField
        label={t('CHECKOUT_PAGE.PAYMENT.EXPIRY')}
        placeholder="MM / YY"
        inputMode="numeric"
        autoComplete="cc-exp"
        value={card.expiry}
        onChange={(value) => onCard({ ...card, expiry: formatExpiry(value) })}
        isDisabled={disabled}
        isRequired
        {...error('card.expiry')}
      />
      <TextField
        label={t('CHECKOUT_PAGE.PAYMENT.CVC')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        value={card.cvc}
        onChange={(value) => onCard({ ...card, cvc: value.replace(/\D/g, '') })}
        isDisabled={disabled}
        isRequired
        {...error('card.cvc')}
      />
      <TextField
        className={full}
        label={t('CHECKOUT_PAGE.PAYMENT.CARD_NAME')}
        autoComplete="cc-name"
        value={card.name}
        onChange={(name) => onCard({ ...card, name })}
        isDisabled={disabled}
      />
      <p className={`${muted} ${full}`}>{t('CHECKOUT_PAGE.PAYMENT.SANDBOX_CARDS')}</p>
    </div>
  );
}

function BillingFields({ form, errors, disabled, onChange }: FormProps) {
  const { t } = useTranslation();
  const error = useFieldError(errors);
  const countries = useCountries();
  const set = (patch: Partial<FormProps['form']['billing']>) =>
    onChange((current) => ({ ...current, billing: { ...current.billing, ...patch } }));
  return (
    <div className={grid2} role="group" aria-labelledby="billing-title">
      <h3 id="billing-title" className={`${subTitle} ${full}`}>
        {t('CHECKOUT_PAGE.BILLING.TITLE')}
      </h3>
      <TextField
        className={full}
        label={t('CHECKOUT_PAGE.BILLING.ADDRESS')}
        autoComplete="billing street-address"
        value={form.billing.address}
        onChange={(address) => set({ address })}
        isDisabled={disabled}
        isRequired
        {...error('billing.address')}
      />
      <TextField
        label={t('CHECKOUT_PAGE.BILLING.CITY')}
        autoComplete="billing address-level2"
        value={form.billing.city}
        onChange={(city) => set({ city })}
        isDisabled={disabled}
        isRequired
        {...error('billing.city')}
      />
      <TextField
        label={t('CHECKOUT_PAGE.BILLING.ZIP')}
        autoComplete="billing postal-code"
        value={form.billing.zipCode}
        onChange={(zipCode) => set({ zipCode })}
        isDisabled={disabled}
        isRequired
        {...error('billing.zipCode')}
      />
      <TextField
        label={t('CHECKOUT_PAGE.BILLING.STATE')}
        autoComplete="billing address-level1"
        value={form.billing.state}
        onChange={(state) => set({ state })}
        isDisabled={disabled}
      />
      <ComboBox
        label={t('CHECKOUT_PAGE.BILLING.COUNTRY')}
        defaultItems={countries}
        selectedKey={form.billing.country || null}
        onSelectionChange={(key) => key && set({ country: String(key) })}
        emptyText={t('CHECKOUT_PAGE.GUESTS.NO_MATCH')}
        isDisabled={disabled}
        isRequired
        {...error('billing.country')}
      >
        {(country) => <ComboBoxItem id={country.code}>{country.name}</ComboBoxItem>}
      </ComboBox>
    </div>
  );
}

function CryptoChoice({ form, errors, disabled, onChange, info }: FormProps & { info: CheckoutInfo }) {
  const { t } = useTranslation();
  const error = useFieldError(errors);
  const partner = useAppContext().brand.displayName;
  const networks = CRYPTO_NETWORKS[form.crypto.coin];
  return (
    <div className={grid2}>
      <Select
        label={t('CHECKOUT_PAGE.PAYMENT.COIN')}
        selectedKey={form.crypto.coin}
        onSelectionChange={(key) => {
          const coin = String(key) as CryptoCoin;
          const list = CRYPTO_NETWORKS[coin] as readonly CryptoNetwork[];
          onChange((current) => ({
            ...current,
            crypto: {
              coin,
              network: list.includes(current.crypto.network)
                ? current.crypto.network
                : (list[0] ?? 'ethereum'),
            },
          }));
        }}
        isDisabled={disabled}
      >
        {CRYPTO_COINS.map((coin) => (
          <SelectItem key={coin} id={coin} textValue={coin}>
            <CoinLabel coin={coin} />
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t('CHECKOUT_PAGE.PAYMENT.NETWORK')}
        selectedKey={form.crypto.network}
        onSelectionChange={(key) =>
          onChange((current) => ({
            ...current,
            crypto: { ...current.crypto, network: String(key) as CryptoNetwork },
          }))
        }
        isDisabled={disabled}
        {...error('crypto.network')}
      >
        {networks.map((network) => (
          <SelectItem key={network} id={network}>
            {NETWORK_NAMES[network]}
          </SelectItem>
        ))}
      </Select>
      <p className={`${muted} ${full}`}>{t('CHECKOUT_PAGE.PAYMENT.CRYPTO_TEXT')}</p>
      {info.partnerCardCheck ? (
        <RadioGroup
          className={full}
          label={t('CHECKOUT_PAGE.PAYMENT.PARTNER_QUESTION', { partner })}
          orientation="horizontal"
          value={form.partnerCard === 'unanswered' ? null : form.partnerCard}
          onChange={(value) => onChange((current) => ({ ...current, partnerCard: value as 'yes' | 'no' }))}
          isDisabled={disabled}
          {...error('partnerCard', { partner })}
        >
          <Radio value="yes">{t('CHECKOUT_PAGE.PAYMENT.YES')}</Radio>
          <Radio value="no">{t('CHECKOUT_PAGE.PAYMENT.NO')}</Radio>
        </RadioGroup>
      ) : null}
    </div>
  );
}

/** Payment way, its fields, billing and the agreement (spec 2 §2, §4). */
export function PaymentSection(props: PaymentProps) {
  const { t } = useTranslation();
  const { form, errors, disabled, onChange, info, card, onCard, stripeHandle, methodLocked } = props;
  const currency = useSettings((state) => state.currency);
  const language = useSettings((state) => state.language);
  const rates = useSettings((state) => state.config?.currencies ?? {});

  const guarantee = info.info.internalPackage.creditCardType === PAYMENT_TIMING.Guarantee;
  const method = form.paymentMethod;
  const chargeCurrency = method === 'payAtHotel' || !info.currencies.includes('USD') ? 'EUR' : 'USD';
  const needsCard = method === 'card' || (method === 'payAtHotel' && guarantee);
  const realStripe = Boolean(info.stripePublishableKey) && info.providerType === 'stripe';
  const atHotel = amountsFor('payAtHotel', info.price).atHotel;
  const hints: Record<PaymentMethodKey, string> = {
    card: t('CHECKOUT_PAGE.PAYMENT.CARD_HINT'),
    payAtHotel: t(
      guarantee ? 'CHECKOUT_PAGE.PAYMENT.GUARANTEE_HINT' : 'CHECKOUT_PAGE.PAYMENT.PAY_AT_HOTEL_HINT',
    ),
    crypto: t('CHECKOUT_PAGE.PAYMENT.CRYPTO_HINT'),
  };
  const names: Record<PaymentMethodKey, string> = {
    card: t('CHECKOUT_PAGE.PAYMENT.CARD'),
    payAtHotel: t('CHECKOUT_PAGE.PAYMENT.PAY_AT_HOTEL'),
    crypto: t('CHECKOUT_PAGE.PAYMENT.CRYPTO'),
  };
  return (
    <section className={section} aria-labelledby="payment-title">
      <h2 id="payment-title" className={sectionTitle}>
        {t('CHECKOUT_PAGE.PAYMENT.TITLE')}
      </h2>
      <RadioGroup
        label={t('CHECKOUT_PAGE.PAYMENT.METHOD')}
        value={method}
        onChange={(value) =>
          onChange((current) => ({ ...current, paymentMethod: value as PaymentMethodKey }))
        }
        isDisabled={disabled || methodLocked}
      >
        {info.paymentMethods.map((key) => (
          <Radio key={key} value={key}>
            <span className={methodOption}>
              <span>{names[key]}</span>
              <span className={methodHint}>{hints[key]}</span>
            </span>
          </Radio>
        ))}
      </RadioGroup>
      {methodLocked ? <p className={muted}>{t('CHECKOUT_PAGE.PAYMENT.LOCKED')}</p> : null}

      {method === 'payAtHotel' ? (
        <Banner tone="info">
          {guarantee
            ? t('CHECKOUT_PAGE.PAYMENT.GUARANTEE_TEXT', { amount: formatPrice(atHotel, currency) })
            : t('CHECKOUT_PAGE.PAYMENT.PAY_AT_HOTEL_TEXT', { amount: formatPrice(atHotel, currency) })}
        </Banner>
      ) : null}

      {needsCard ? (
        realStripe ? (
          <Suspense fallback={<Spinner label={t('CHECKOUT_PAGE.LOADING')} />}>
            <StripeElementsPanel
              publishableKey={info.stripePublishableKey ?? ''}
              handle={stripeHandle}
              locale={language}
              // Elements must know what the intent will be: the total in the charge currency, or the guarantee in EUR.
              amount={Math.round(
                Math.ceil(
                  (method === 'payAtHotel' ? atHotel : info.price.total) * (rates[chargeCurrency] ?? 1) * 100,
                ),
              )}
              currency={chargeCurrency.toLowerCase()}
              capture={method === 'payAtHotel' ? 'manual' : 'automatic'}
            />
          </Suspense>
        ) : (
          <CardFields card={card} onCard={onCard} errors={errors} disabled={disabled} />
        )
      ) : null}
      {needsCard ? <p className={text}>{t('CHECKOUT_PAGE.PAYMENT.SECURE')}</p> : null}
      {needsCard ? (
        <BillingFields form={form} errors={errors} disabled={disabled} onChange={onChange} />
      ) : null}
      {method === 'crypto' ? (
        <CryptoChoice
          form={form}
          errors={errors}
          disabled={disabled || methodLocked}
          onChange={onChange}
          info={info}
        />
      ) : null}

      <Checkbox
        isSelected={form.agreed}
        onChange={(agreed) => onChange((current) => ({ ...current, agreed }))}
        isDisabled={disabled}
        isInvalid={Boolean(errors.agreed)}
      >
        {t('CHECKOUT_PAGE.AGREE')}
      </Checkbox>
      <p className={muted}>
        <Link to="/terms-and-conditions" target="_blank" className={link}>
          {t('CHECKOUT_PAGE.TERMS_LINK')}
        </Link>
      </p>
      {errors.agreed ? (
        <p role="alert" className={muted}>
          {t('CHECKOUT_PAGE.ERRORS.AGREE')}
        </p>
      ) : null}
    </section>
  );
}
