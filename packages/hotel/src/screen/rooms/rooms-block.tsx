import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Link } from '@tanstack/react-router';
import { ROOM_AVAILABILITY } from '@clubstay/contract/rooms-rules';
import { Button } from '@clubstay/ui/button';
import { ProgressBar } from '@clubstay/ui/progress-bar';
import { Select, SelectItem } from '@clubstay/ui/select';
import { Skeleton } from '@clubstay/ui/skeleton';
import { lowestPackageId } from '#domain/packages.ts';
import {
  filterApplies,
  filterRooms,
  hasMoreRooms,
  loadDisplay,
  loadFilter,
  ROOMS_DISPLAY,
  ROOMS_FILTER,
  type RoomsDisplay,
  type RoomsFilter,
  saveDisplay,
  saveFilter,
  visibleRooms,
  withoutGuaranteed,
} from '#domain/rooms.ts';
import type { RoomsSearchState } from '#state/rooms-store.ts';
import { buttonLink, muted, notice, progress as progressClass, row, text } from '#screen/hotel.css.ts';
import type { OtherHotelsSearch } from '#screen/links.ts';
import { GridRoomCard } from './grid-card.tsx';
import { ListRoomCard } from './list-card.tsx';
import { OfferCard } from './offer-card.tsx';
import { grid, gridItem, list, skeletonGrid, toggle, toggleGroup, toolbar, toolbarEnd } from './rooms.css.ts';

interface RoomsBlockProps {
  state: RoomsSearchState;
  /** The hotel can be booked at all (hotel info). */
  tradable: boolean;
  /** The check-in is past (ERROR_MSG_PAST_DATE). */
  pastDates: boolean;
  /** Pricing the stay failed (no searchId to show rooms for). */
  pricingFailed: boolean;
  phone: boolean;
  otherHotels: OtherHotelsSearch;
  /** Opens the search form (change dates or guests). */
  onChangeSearch: () => void;
  /** Runs the rooms search again. */
  onRetry: () => void;
  /** Prices the same stay afresh (a new supplier search). */
  onRefresh: () => void;
}

/**
 * The rooms block (spec 2 §2, §4, §8): the live search's progress, the Grid/List toggle (remembered),
 * shown/all count, the guaranteed offer, the room cards with show more/less, skeletons while loading,
 * and the no-rooms, sold-out, not-tradable, past-dates and error messages.
 */
export const RoomsBlock = memo(function RoomsBlock({
  state,
  tradable,
  pastDates,
  pricingFailed,
  phone,
  otherHotels,
  onChangeSearch,
  onRetry,
  onRefresh,
}: RoomsBlockProps) {
  const { t } = useTranslation();
  const [display, setDisplay] = useState<RoomsDisplay>(() => loadDisplay());
  const [filter, setFilter] = useState<RoomsFilter>(() => loadFilter());
  const [expanded, setExpanded] = useState(false);

  const offer = state.guaranteed && state.offerCheck !== 'failed' ? state.guaranteed : null;
  const regular = useMemo(() => withoutGuaranteed(state.rooms, offer), [state.rooms, offer]);
  const filtered = useMemo(() => filterRooms(regular, filter), [regular, filter]);
  const shown = visibleRooms(filtered, display, expanded, phone);
  const lowestId = lowestPackageId(regular, state.pricePresentation);

  if (!tradable || state.tradable === false) {
    return (
      <div className={notice} role="status">
        <p className={text}>{t('HOTEL_DETAILS_PAGE.ROOMS.NOT_TRADABLE')}</p>
        <Link to="/search" search={otherHotels} className={buttonLink}>
          {t('HOTEL_DETAILS_PAGE.ROOMS.SEARCH_OTHER_HOTELS')}
        </Link>
      </div>
    );
  }
  if (pastDates || state.error?.kind === 'expired-dates') {
    return (
      <div className={notice} role="alert">
        <p className={text}>{t('ERROR_MSG_PAST_DATE')}</p>
        <Button onPress={onChangeSearch}>{t('HOTEL_DETAILS_PAGE.ROOMS.CHANGE_DATES')}</Button>
      </div>
    );
  }
  if (pricingFailed || state.error?.kind === 'failed') {
    return (
      <div className={notice} role="alert">
        <p className={text}>{t('HOTEL_DETAILS_PAGE.ROOMS.ERROR')}</p>
        <Button onPress={onRetry}>{t('HOTEL_DETAILS_PAGE.ROOMS.TRY_AGAIN')}</Button>
      </div>
    );
  }

  const running = state.status === 'running';
  /** Nothing asked yet (the stay is being priced) or the search runs with nothing to show. */
  const waiting = state.status === 'idle' || running;
  const soldOutHotel = offer?.status === ROOM_AVAILABILITY.SoldOutHotel;
  const nothing = state.isFinished && regular.length === 0;

  return (
    <>
      {running ? (
        <ProgressBar
          className={progressClass}
          label={t('HOTEL_DETAILS_PAGE.ROOMS.SEARCHING')}
          value={state.progress}
        />
      ) : null}
      {regular.length > 0 ? (
        <div className={toolbar}>
          <p className={muted} role="status">
            {t('HOTEL_DETAILS_PAGE.ROOMS.SHOWN', { shown: shown.length, total: filtered.length })}
          </p>
          <div className={toolbarEnd}>
            {filterApplies(regular) ? (
              <Select
                label={t('HOTEL_DETAILS_PAGE.ROOMS.FILTER')}
                size="small"
                selectedKey={String(filter)}
                onSelectionChange={(key) => {
                  const next = Number(key) as RoomsFilter;
                  setFilter(next);
                  saveFilter(next);
                }}
              >
                <SelectItem id={String(ROOMS_FILTER.All)}>
                  {t('HOTEL_DETAILS_PAGE.ROOMS.FILTER_ALL')}
                </SelectItem>
                <SelectItem id={String(ROOMS_FILTER.Mapped)}>
                  {t('HOTEL_DETAILS_PAGE.ROOMS.FILTER_MAPPED')}
                </SelectItem>
                <SelectItem id={String(ROOMS_FILTER.Unmapped)}>
                  {t('HOTEL_DETAILS_PAGE.ROOMS.FILTER_UNMAPPED')}
                </SelectItem>
              </Select>
            ) : null}
            <ToggleButtonGroup
              aria-label={t('HOTEL_DETAILS_PAGE.ROOMS.DISPLAY')}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[String(display)]}
              onSelectionChange={(keys) => {
                const [key] = [...keys];
                const next = Number(key) as RoomsDisplay;
                setDisplay(next);
                saveDisplay(next);
              }}
              className={toggleGroup}
            >
              <ToggleButton id={String(ROOMS_DISPLAY.Grid)} className={toggle}>
                {t('HOTEL_DETAILS_PAGE.ROOMS.GRID')}
              </ToggleButton>
              <ToggleButton id={String(ROOMS_DISPLAY.List)} className={toggle}>
                {t('HOTEL_DETAILS_PAGE.ROOMS.LIST')}
              </ToggleButton>
            </ToggleButtonGroup>
          </div>
        </div>
      ) : null}
      {offer ? <OfferCard offer={offer} otherHotels={otherHotels} onRefresh={onRefresh} /> : null}
      {regular.length === 0 && waiting ? (
        state.loading || state.status === 'idle' ? (
          <Skeleton
            className={skeletonGrid}
            count={4}
            height={72}
            label={t('HOTEL_DETAILS_PAGE.ROOMS.LOADING')}
          />
        ) : (
          <p className={muted}>{t('HOTEL_DETAILS_PAGE.ROOMS.STILL_SEARCHING')}</p>
        )
      ) : null}
      {shown.length > 0 ? (
        display === ROOMS_DISPLAY.Grid ? (
          <ul className={grid} aria-label={t('HOTEL_DETAILS_PAGE.ROOMS.LIST_LABEL')}>
            {shown.map((room) => (
              <li key={room.id} className={gridItem}>
                <GridRoomCard room={room} isLowest={room.groups.some((item) => item.id === lowestId)} />
              </li>
            ))}
          </ul>
        ) : (
          <ul className={list} aria-label={t('HOTEL_DETAILS_PAGE.ROOMS.LIST_LABEL')}>
            {shown.map((room) => (
              <li key={room.id}>
                <ListRoomCard room={room} lowestId={lowestId} />
              </li>
            ))}
          </ul>
        )
      ) : null}
      {hasMoreRooms(filtered.length, display, phone) ? (
        <Button variant="secondary" onPress={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded
            ? t('HOTEL_DETAILS_PAGE.ROOMS.SHOW_LESS')
            : t('HOTEL_DETAILS_PAGE.ROOMS.SHOW_MORE', { count: filtered.length - shown.length })}
        </Button>
      ) : null}
      {nothing && soldOutHotel ? (
        <div className={notice} role="status">
          <p className={text}>{t('HOTEL_DETAILS_PAGE.ROOMS.SOLD_OUT')}</p>
          <div className={row}>
            <Link to="/search" search={otherHotels} className={buttonLink}>
              {t('HOTEL_DETAILS_PAGE.OFFER.CHECK_OTHER_HOTELS')}
            </Link>
            <Button variant="secondary" onPress={onChangeSearch}>
              {t('HOTEL_DETAILS_PAGE.ROOMS.CHANGE_DATES')}
            </Button>
          </div>
        </div>
      ) : null}
      {nothing && !offer ? (
        <div className={notice} role="status">
          <p className={text}>{t('HOTEL_DETAILS_PAGE.ROOMS.NO_ROOMS')}</p>
          <div className={row}>
            <Button onPress={onChangeSearch}>{t('HOTEL_DETAILS_PAGE.ROOMS.CHANGE_SEARCH')}</Button>
            <Link to="/search" search={otherHotels} className={buttonLink}>
              {t('HOTEL_DETAILS_PAGE.ROOMS.BACK_TO_SEARCH')}
            </Link>
          </div>
        </div>
      ) : null}
    </>
  );
});
