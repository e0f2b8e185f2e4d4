import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import type { GuaranteedOffer } from '@clubstay/contract/rooms';
import { RATE_SOURCES, ROOM_AVAILABILITY } from '@clubstay/contract/rooms-rules';
import { Badge } from '@clubstay/ui/badge';
import { Button } from '@clubstay/ui/button';
import { Spinner } from '@clubstay/ui/spinner';
import { formatDeadline, useMealName } from '#screen/format.ts';
import { buttonLink } from '#screen/hotel.css.ts';
import type { OtherHotelsSearch } from '#screen/links.ts';
import { MealIcon } from '#screen/icons.tsx';
import { RoomName } from './grid-card.tsx';
import { PriceSummary, RoomFacilities, RoomPhotos, StayFacts, useRoomsContext } from './parts.tsx';
import {
  actions,
  badges,
  mealLine,
  offerBody,
  offerCard,
  refundable as refundableClass,
  soldOutNote,
  sourceLine,
  statusLine,
} from './rooms.css.ts';

/** The rate sources the page names (spec 2 §3 "Offer sources shown on the page"); brand names, not translated. */
const SHOWN_SOURCES: Partial<Record<number, string>> = {
  [RATE_SOURCES.Google]: 'Google',
  [RATE_SOURCES.Trivago]: 'Trivago',
  [RATE_SOURCES.Wego]: 'Wego',
};

interface OfferCardProps {
  offer: GuaranteedOffer;
  /** Where the check-other-hotels button goes: /search for the hotel's city (and the same stay). */
  otherHotels: OtherHotelsSearch;
  /** Prices the same stay again (a new supplier search) when the rates expired. */
  onRefresh: () => void;
}

/**
 * The guaranteed-offer room (spec 2 §4 "Room availability"): the package priced like the search
 * result, confirmed with the supplier. Pending: Book disabled while availability is checked;
 * Available: Book now; sold out: the price dimmed, a sold-out note and a button to other hotels of
 * the city; expired: a way to refresh the prices; expired for the nationality: no Book.
 */
export const OfferCard = memo(function OfferCard({ offer, otherHotels, onRefresh }: OfferCardProps) {
  const { t, i18n } = useTranslation();
  const { onBook } = useRoomsContext();
  const mealName = useMealName();
  const status = offer.status;
  const soldOut = status === ROOM_AVAILABILITY.SoldOutHotel || status === ROOM_AVAILABILITY.SoldOutRoom;
  const pending = status === ROOM_AVAILABILITY.Pending;
  const titleId = 'room-offer';
  const source = SHOWN_SOURCES[offer.source];
  return (
    <article className={offerCard} aria-labelledby={titleId} data-offer-status={status} aria-busy={pending}>
      <div>
        <RoomPhotos name={offer.name} images={offer.images} />
      </div>
      <div className={offerBody}>
        <div className={badges}>
          <Badge tone="primary">{t('HOTEL_DETAILS_PAGE.OFFER.TITLE')}</Badge>
          <Badge tone="accent">{t('HOTEL_DETAILS_PAGE.OFFER.PRICE_GUARANTEE')}</Badge>
        </div>
        <RoomName id={titleId} name={offer.name} />
        {source ? (
          <span className={sourceLine}>{t('HOTEL_DETAILS_PAGE.OFFER.SOURCE', { source })}</span>
        ) : null}
        <RoomFacilities facilities={offer.facilities} />
        <span className={mealLine}>
          <MealIcon boarding={offer.boarding} />
          {mealName(offer.boarding)}
        </span>
        {offer.isRefundable ? (
          <span className={refundableClass}>
            {offer.cancellationDeadline
              ? t('HOTEL_DETAILS_PAGE.ROOMS.REFUNDABLE_UNTIL', {
                  date: formatDeadline(offer.cancellationDeadline, i18n.language),
                })
              : t('HOTEL_DETAILS_PAGE.ROOMS.REFUNDABLE')}
          </span>
        ) : (
          <span>{t('HOTEL_DETAILS_PAGE.ROOMS.NON_REFUNDABLE')}</span>
        )}
        <StayFacts />
        <PriceSummary price={offer.price} dimmed={soldOut} />
        <div role="status">
          {pending ? (
            <div className={statusLine}>
              <Spinner label={t('HOTEL_DETAILS_PAGE.OFFER.CHECKING')} />
              {t('HOTEL_DETAILS_PAGE.OFFER.CHECKING')}
            </div>
          ) : null}
          {status === ROOM_AVAILABILITY.Available && offer.priceChangePercent !== 0 ? (
            <p className={statusLine}>
              {offer.priceChangePercent > 0
                ? t('HOTEL_DETAILS_PAGE.OFFER.PRICE_UP', { percent: Math.abs(offer.priceChangePercent) })
                : t('HOTEL_DETAILS_PAGE.OFFER.PRICE_DOWN', { percent: Math.abs(offer.priceChangePercent) })}
            </p>
          ) : null}
          {status === ROOM_AVAILABILITY.Available && offer.priceChangePercent === 0 ? (
            <p className={statusLine}>{t('HOTEL_DETAILS_PAGE.OFFER.AVAILABLE')}</p>
          ) : null}
          {soldOut ? (
            <p className={soldOutNote}>
              {status === ROOM_AVAILABILITY.SoldOutHotel
                ? t('HOTEL_DETAILS_PAGE.OFFER.SOLD_OUT_HOTEL')
                : t('HOTEL_DETAILS_PAGE.OFFER.SOLD_OUT_ROOM')}
            </p>
          ) : null}
          {status === ROOM_AVAILABILITY.Expired ? (
            <p className={soldOutNote}>{t('HOTEL_DETAILS_PAGE.OFFER.EXPIRED')}</p>
          ) : null}
          {status === ROOM_AVAILABILITY.ExpiredNi ? (
            <p className={soldOutNote}>{t('HOTEL_DETAILS_PAGE.OFFER.EXPIRED_NI')}</p>
          ) : null}
        </div>
        <div className={actions}>
          {pending || status === ROOM_AVAILABILITY.Available ? (
            <Button
              isDisabled={pending}
              onPress={() => onBook(offer.packageId)}
              aria-label={t('HOTEL_DETAILS_PAGE.OFFER.BOOK_NOW_ROOM', { name: offer.name })}
            >
              {t('HOTEL_DETAILS_PAGE.OFFER.BOOK_NOW')}
            </Button>
          ) : null}
          {soldOut ? (
            <Link to="/search" search={otherHotels} className={buttonLink}>
              {t('HOTEL_DETAILS_PAGE.OFFER.CHECK_OTHER_HOTELS')}
            </Link>
          ) : null}
          {status === ROOM_AVAILABILITY.Expired ? (
            <Button variant="secondary" onPress={onRefresh}>
              {t('HOTEL_DETAILS_PAGE.OFFER.REFRESH')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
});
