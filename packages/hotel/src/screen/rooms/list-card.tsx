import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HotelRoom } from '@clubstay/contract/rooms';
import { Badge } from '@clubstay/ui/badge';
import { Button } from '@clubstay/ui/button';
import { Popover, PopoverTrigger } from '@clubstay/ui/popover';
import { RoomCardError } from '#domain/packages.ts';
import { shownPerNight, shownTotal } from '#domain/price.ts';
import { formatDeadline, useMealName, useMoney } from '#screen/format.ts';
import { MealIcon } from '#screen/icons.tsx';
import { CardError, RoomName } from './grid-card.tsx';
import { RoomFacilities, RoomPhotos, TaxNote, useRoomsContext } from './parts.tsx';
import {
  badges,
  listBody,
  listCard,
  listTools,
  mealLine,
  packageFacts,
  packagePrice,
  packageRow,
  packages as packagesClass,
  packageTotal,
  popoverList,
  refundable as refundableClass,
  stayFacts,
} from './rooms.css.ts';

/**
 * The list room card (spec 2 §2): the room's photos, then every package in a row with its meal,
 * refundable flag, tax and fee notes, total and per-night price and its own Book button, and a popup
 * with all of the room's facilities.
 */
export const ListRoomCard = memo(function ListRoomCard({
  room,
  lowestId,
}: {
  room: HotelRoom;
  lowestId: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const { presentation, nights, onBook } = useRoomsContext();
  const money = useMoney();
  const mealName = useMealName();
  const titleId = `room-list-${room.id}`;
  const sorted = [...room.groups].sort(
    (a, b) => shownTotal(a.price, presentation) - shownTotal(b.price, presentation),
  );
  return (
    <article className={listCard} aria-labelledby={titleId} data-room-id={room.id}>
      <div>
        <RoomPhotos name={room.name} images={room.images} />
      </div>
      <div className={listBody}>
        <RoomName id={titleId} name={room.name} />
        <RoomFacilities facilities={room.facilities.slice(0, 4)} />
        {room.facilities.length > 0 ? (
          <PopoverTrigger>
            <Button variant="ghost" size="small" className={listTools}>
              {t('HOTEL_DETAILS_PAGE.ROOMS.FACILITY_INFO')}
            </Button>
            <Popover
              aria-label={t('HOTEL_DETAILS_PAGE.ROOMS.FACILITIES_OF', { name: room.name })}
              placement="bottom start"
            >
              <ul className={popoverList}>
                {room.facilities.map((facility) => (
                  <li key={facility.name}>{facility.name}</li>
                ))}
              </ul>
            </Popover>
          </PopoverTrigger>
        ) : null}
        {sorted.length === 0 ? (
          <CardError failure={new RoomCardError('no-packages')} />
        ) : (
          <ul
            className={packagesClass}
            aria-label={t('HOTEL_DETAILS_PAGE.ROOMS.PACKAGES_OF', { name: room.name })}
          >
            {sorted.map((item) => {
              const total = shownTotal(item.price, presentation);
              return (
                <li key={item.id} className={packageRow} data-package-id={item.id}>
                  <div className={packageFacts}>
                    <span className={mealLine}>
                      <MealIcon boarding={item.boarding} />
                      {mealName(item.boarding)}
                    </span>
                    {item.isRefundable ? (
                      <span className={refundableClass}>
                        {item.cancellationDeadline
                          ? t('HOTEL_DETAILS_PAGE.ROOMS.REFUNDABLE_UNTIL', {
                              date: formatDeadline(item.cancellationDeadline, i18n.language),
                            })
                          : t('HOTEL_DETAILS_PAGE.ROOMS.REFUNDABLE')}
                      </span>
                    ) : (
                      <span>{t('HOTEL_DETAILS_PAGE.ROOMS.NON_REFUNDABLE')}</span>
                    )}
                    <span className={stayFacts}>
                      <TaxNote price={item.price} presentation={presentation} />
                    </span>
                  </div>
                  <div className={packagePrice}>
                    {item.id === lowestId ? (
                      <span className={badges}>
                        <Badge tone="success">{t('HOTEL_DETAILS_PAGE.ROOMS.LOWEST_PRICE')}</Badge>
                      </span>
                    ) : null}
                    <span className={packageTotal} data-testid="package-total" data-eur={total}>
                      {money.price(total)}
                    </span>
                    <span className={stayFacts}>
                      {t('HOTEL_DETAILS_PAGE.PRICE.PER_NIGHT', {
                        price: money.price(shownPerNight(item.price, presentation, nights)),
                      })}
                    </span>
                  </div>
                  <Button
                    onPress={() => onBook(item.id)}
                    aria-label={t('HOTEL_DETAILS_PAGE.ROOMS.BOOK_PACKAGE', {
                      name: room.name,
                      meal: mealName(item.boarding),
                      price: money.price(total),
                    })}
                  >
                    {t('HOTEL_DETAILS_PAGE.ROOMS.BOOK')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </article>
  );
});
