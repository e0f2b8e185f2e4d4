import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import type { PackagePrice, PricePresentation } from '@clubstay/contract/rooms';
import type { Room } from '@clubstay/contract/search';
import { formatRange } from '@clubstay/i18n/format';
import { Carousel } from '@clubstay/ui/carousel';
import { cx } from '@clubstay/ui/cx';
import { ROOM_FACILITIES_SHOWN } from '#domain/rooms.ts';
import { shownPerNight, shownTotal, taxNote } from '#domain/price.ts';
import { partyOf } from '#domain/stay.ts';
import { useMoney } from '#screen/format.ts';
import {
  dimmed as dimmedClass,
  facilities as facilitiesClass,
  linkButton,
  noPhoto,
  photo,
  priceBlock,
  stayFacts,
  total as totalClass,
} from './rooms.css.ts';

/** What every room card of the page shares: the stay, the price presentation and the Book action. */
export interface RoomsContextValue {
  presentation: PricePresentation;
  nights: number;
  dates: readonly [string, string];
  rooms: readonly Room[];
  onBook: (packageId: string) => void;
}

export const RoomsContext = createContext<RoomsContextValue | null>(null);

export function useRoomsContext(): RoomsContextValue {
  const value = useContext(RoomsContext);
  if (!value) throw new Error('Room cards need a RoomsContext');
  return value;
}

/** The room's photos as a carousel with its counter, or a plain tile when the room has none. */
export function RoomPhotos({ name, images }: { name: string; images: readonly string[] }) {
  const { t } = useTranslation();
  if (images.length === 0) {
    return <div className={noPhoto}>{t('HOTEL_DETAILS_PAGE.ROOMS.NO_PHOTOS')}</div>;
  }
  return (
    <Carousel
      label={t('HOTEL_DETAILS_PAGE.ROOMS.PHOTOS_OF', { name })}
      labels={{
        previous: t('HOTEL_DETAILS_PAGE.GALLERY.PREVIOUS'),
        next: t('HOTEL_DETAILS_PAGE.GALLERY.NEXT'),
        slide: (position, count) => t('HOTEL_DETAILS_PAGE.ROOMS.PHOTO_POSITION', { position, count }),
      }}
    >
      {images.map((src, index) => (
        <img
          key={src}
          src={src}
          alt={t('HOTEL_DETAILS_PAGE.ROOMS.PHOTO_ALT', { name, number: index + 1 })}
          className={photo}
          loading="lazy"
        />
      ))}
    </Carousel>
  );
}

/** The room's first 4 facilities, then "show more" (spec 2 §9). */
export function RoomFacilities({ facilities }: { facilities: readonly { name: string }[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (facilities.length === 0) return null;
  const shown = all ? facilities : facilities.slice(0, ROOM_FACILITIES_SHOWN);
  return (
    <>
      <ul className={facilitiesClass} aria-label={t('HOTEL_DETAILS_PAGE.ROOMS.FACILITIES')}>
        {shown.map((facility) => (
          <li key={facility.name}>{facility.name}</li>
        ))}
      </ul>
      {facilities.length > ROOM_FACILITIES_SHOWN ? (
        <AriaButton className={linkButton} onPress={() => setAll(!all)} aria-expanded={all}>
          {all
            ? t('HOTEL_DETAILS_PAGE.ROOMS.SHOW_LESS_FACILITIES')
            : t('HOTEL_DETAILS_PAGE.ROOMS.SHOW_MORE_FACILITIES', {
                count: facilities.length - ROOM_FACILITIES_SHOWN,
              })}
        </AriaButton>
      ) : null}
    </>
  );
}

/** Guests, rooms, nights and dates of the stay (the grid card's facts). */
export function StayFacts() {
  const { t, i18n } = useTranslation();
  const { rooms, nights, dates } = useRoomsContext();
  const party = partyOf(rooms);
  return (
    <p className={stayFacts}>
      <span>{t('HOTEL_DETAILS_PAGE.ROOMS.GUESTS', { adults: party.adults, children: party.children })}</span>
      <span>{t('COUNT.ROOMS', { count: party.rooms })}</span>
      <span>
        {t('HOTEL_DETAILS_PAGE.ROOMS.NIGHTS_DATES', {
          count: nights,
          dates: formatRange(dates, i18n.language),
        })}
      </span>
    </p>
  );
}

/** The taxes note under a price, by presentation mode. */
export function TaxNote({ price, presentation }: { price: PackagePrice; presentation: PricePresentation }) {
  const { t } = useTranslation();
  const money = useMoney();
  const note = taxNote(price, presentation);
  const tax = money.price(note.tax);
  const fee = money.price(note.fee);
  if (note.kind === 'all-included')
    return <span>{t('HOTEL_DETAILS_PAGE.PRICE.ALL_INCLUDED', { tax, fee })}</span>;
  if (note.kind === 'excluded') {
    return (
      <span>
        {note.fee > 0
          ? t('HOTEL_DETAILS_PAGE.PRICE.EXCLUDED_WITH_FEE', { tax, fee })
          : t('HOTEL_DETAILS_PAGE.PRICE.EXCLUDED', { tax })}
      </span>
    );
  }
  return (
    <span>
      {note.fee > 0
        ? t('HOTEL_DETAILS_PAGE.PRICE.TAXES_INCLUDED_WITH_FEE', { tax, fee })
        : t('HOTEL_DETAILS_PAGE.PRICE.TAXES_INCLUDED', { tax })}
    </span>
  );
}

/** Total and per-night price of a package with its taxes note. */
export function PriceSummary({
  price,
  dimmed,
  className,
}: {
  price: PackagePrice;
  dimmed?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { presentation, nights } = useRoomsContext();
  const totalEur = shownTotal(price, presentation);
  return (
    <div className={className ?? priceBlock}>
      <span className={cx(totalClass, dimmed && dimmedClass)} data-testid="package-total" data-eur={totalEur}>
        {money.price(totalEur)}
      </span>
      <span>
        {t('HOTEL_DETAILS_PAGE.PRICE.PER_NIGHT', {
          price: money.price(shownPerNight(price, presentation, nights)),
        })}
      </span>
      <span className={stayFacts}>
        <TaxNote price={price} presentation={presentation} />
      </span>
    </div>
  );
}
