import { useTranslation } from 'react-i18next';
import type { CheckoutInfo, PaymentMethodKey } from '@clubstay/contract/checkout';
import { formatDate, formatDateTimeUtc, formatPrice } from '@clubstay/i18n/format';
import { useSettings } from '@clubstay/i18n/settings';
import { Button } from '@clubstay/ui/button';
import { Dialog, DialogTrigger, Modal } from '@clubstay/ui/dialog';
import { StarRating } from '@clubstay/ui/star-rating';
import { mealFamily } from '@clubstay/contract/rooms-rules';
import { amountsFor } from '#domain/money.ts';
import {
  facts,
  hotelImage,
  muted,
  priceLine,
  priceLines,
  section,
  sectionTitle,
  subTitle,
  summary,
  text,
  totalLine,
} from './checkout.css.ts';

/** The booking summary (spec 2 §2): hotel, stay, room, meal plan, cancellation, price, price details. */
export function Summary({ info, method }: { info: CheckoutInfo; method: PaymentMethodKey }) {
  const { t } = useTranslation();
  const currency = useSettings((state) => state.currency);
  const language = useSettings((state) => state.language);
  const price = info.price;
  const amounts = amountsFor(method, price);
  const pkg = info.info.internalPackage;
  const adults = info.stay.rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = info.stay.rooms.reduce((sum, room) => sum + room.children.length, 0);
  const freeUntil = pkg.cancellationPolicies[0]?.freeUntil;
  const money = (eur: number) => formatPrice(eur, currency);
  return (
    <aside className={summary} aria-labelledby="summary-title">
      <section className={section}>
        <h2 id="summary-title" className={sectionTitle}>
          {t('CHECKOUT_PAGE.SUMMARY.TITLE')}
        </h2>
        {info.hotel.image ? <img className={hotelImage} src={info.hotel.image} alt="" /> : null}
        <div>
          <h3 className={subTitle}>{info.hotel.name}</h3>
          <StarRating value={info.hotel.stars} label={t('COUNT.STARS', { count: info.hotel.stars })} />
          <p className={muted}>{info.hotel.address}</p>
        </div>
        <dl className={facts}>
          <dt>{t('CHECKOUT_PAGE.SUMMARY.CHECK_IN')}</dt>
          <dd>{formatDate(info.stay.checkIn, language)}</dd>
          <dt>{t('CHECKOUT_PAGE.SUMMARY.CHECK_OUT')}</dt>
          <dd>{formatDate(info.stay.checkOut, language)}</dd>
          <dt>{t('CHECKOUT_PAGE.SUMMARY.NIGHTS_LABEL')}</dt>
          <dd>{info.stay.nights}</dd>
          <dt>{t('CHECKOUT_PAGE.SUMMARY.GUESTS')}</dt>
          <dd>
            {t('CHECKOUT_PAGE.SUMMARY.GUESTS_VALUE', { adults, children, rooms: info.stay.rooms.length })}
          </dd>
          <dt>{t('CHECKOUT_PAGE.SUMMARY.ROOM')}</dt>
          <dd>{pkg.roomName}</dd>
          <dt>{t('CHECKOUT_PAGE.SUMMARY.MEAL')}</dt>
          <dd>{t(`CHECKOUT_PAGE.MEALS.${mealFamily(pkg.boarding)}`)}</dd>
          <dt>{t('CHECKOUT_PAGE.SUMMARY.CANCELLATION')}</dt>
          <dd>
            {pkg.isRefundable && freeUntil
              ? t('CHECKOUT_PAGE.SUMMARY.FREE_UNTIL', { date: formatDateTimeUtc(freeUntil, language) })
              : t('CHECKOUT_PAGE.SUMMARY.NON_REFUNDABLE')}
          </dd>
        </dl>
        <ul className={priceLines} aria-label={t('CHECKOUT_PAGE.SUMMARY.PRICE')}>
          <li className={priceLine}>
            <span>{t('CHECKOUT_PAGE.SUMMARY.ROOM_PRICE', { count: info.stay.nights })}</span>
            <span>{money(price.basePrice)}</span>
          </li>
          <li className={priceLine}>
            <span>{t('CHECKOUT_PAGE.SUMMARY.TAXES')}</span>
            <span>{money(price.taxAndFees)}</span>
          </li>
          {price.creditCardFee > 0 ? (
            <li className={priceLine}>
              <span>{t('CHECKOUT_PAGE.SUMMARY.CARD_FEE')}</span>
              <span>{money(price.creditCardFee)}</span>
            </li>
          ) : null}
          <li className={totalLine}>
            <span>{t('CHECKOUT_PAGE.SUMMARY.TOTAL')}</span>
            <span data-testid="checkout-total" data-eur={price.total}>
              {money(price.total)}
            </span>
          </li>
          <li className={priceLine}>
            <span>{t('CHECKOUT_PAGE.SUMMARY.PAY_NOW')}</span>
            <span>{money(amounts.now)}</span>
          </li>
          {amounts.atHotel > 0 ? (
            <li className={priceLine}>
              <span>
                {t(
                  method === 'payAtHotel'
                    ? 'CHECKOUT_PAGE.SUMMARY.AT_HOTEL_ALL'
                    : 'CHECKOUT_PAGE.SUMMARY.AT_HOTEL',
                )}
              </span>
              <span>{money(amounts.atHotel)}</span>
            </li>
          ) : null}
        </ul>
        <p className={muted}>
          {t('CHECKOUT_PAGE.SUMMARY.KEPT_IN_EUR', { amount: `€${price.total.toFixed(2)}` })}
        </p>
        <DialogTrigger>
          <Button variant="secondary">{t('CHECKOUT_PAGE.SUMMARY.PRICE_DETAILS')}</Button>
          <Modal isDismissable>
            <Dialog title={t('CHECKOUT_PAGE.SUMMARY.PRICE_DETAILS')} closeLabel={t('CHECKOUT_PAGE.CLOSE')}>
              <p className={text}>{t('CHECKOUT_PAGE.SUMMARY.PRICE_DETAILS_TEXT')}</p>
              <ul className={priceLines}>
                <li className={priceLine}>
                  <span>{t('CHECKOUT_PAGE.SUMMARY.SALE_PRICE')}</span>
                  <span>€{price.salePrice.toFixed(2)}</span>
                </li>
                <li className={priceLine}>
                  <span>{t('CHECKOUT_PAGE.SUMMARY.BASE_PRICE')}</span>
                  <span>€{price.basePrice.toFixed(2)}</span>
                </li>
                <li className={priceLine}>
                  <span>{t('CHECKOUT_PAGE.SUMMARY.TAXES')}</span>
                  <span>€{price.taxAndFees.toFixed(2)}</span>
                </li>
                <li className={priceLine}>
                  <span>{t('CHECKOUT_PAGE.SUMMARY.CARD_FEE')}</span>
                  <span>€{price.creditCardFee.toFixed(2)}</span>
                </li>
                <li className={priceLine}>
                  <span>{t('CHECKOUT_PAGE.SUMMARY.AT_HOTEL')}</span>
                  <span>€{price.payAtHotelFee.toFixed(2)}</span>
                </li>
                <li className={totalLine}>
                  <span>{t('CHECKOUT_PAGE.SUMMARY.TOTAL')}</span>
                  <span>€{price.total.toFixed(2)}</span>
                </li>
              </ul>
              <p className={muted}>
                {t('CHECKOUT_PAGE.SUMMARY.TRADER', {
                  name: pkg.traderInformation.name,
                  address: pkg.traderInformation.address,
                  email: pkg.traderInformation.email,
                })}
              </p>
            </Dialog>
          </Modal>
        </DialogTrigger>
      </section>
    </aside>
  );
}
