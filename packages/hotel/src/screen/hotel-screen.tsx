import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearch } from '@tanstack/react-router';
import { ROOM_AVAILABILITY } from '@clubstay/contract/rooms-rules';
import { useSettings } from '@clubstay/i18n/settings';
import { useLatestCallback } from '@clubstay/ui/use-latest-callback';
import { useAppContext } from '@clubstay/router/context';
import type { CompactSearchSlot, CompactSearchSlotProps } from '@clubstay/router/slots';
import { discountOf } from '#domain/discount.ts';
import { lowestPrice } from '#domain/packages.ts';
import { useInterestBeacon } from './interest-beacon.ts';
import { shownTotal } from '#domain/price.ts';
import { withoutGuaranteed } from '#domain/rooms.ts';
import { nightsOf } from '@clubstay/contract/stay-dates';
import { pageSearchId } from '#state/hotel-loader.ts';
import { createRoomsStore } from '#state/rooms-store.ts';
import {
  AboutHotel,
  Facilities,
  LoyaltyBlock,
  PartnerNotes,
  Policies,
  Reviews,
  useToggles,
} from './details.tsx';
import { useMoney } from './format.ts';
import { animateScroll, usePhone, useScrollDirection, useStoreInTransition } from './hooks.ts';
import { content, page, section, sectionTitle } from './hotel.css.ts';
import { otherHotelsSearch } from './links.ts';
import {
  type SectionKey,
  SearchOverlay,
  SectionRail,
  StickyHeader,
  stayValues,
  SummaryBar,
} from './navigation.tsx';
import { Overview } from './overview.tsx';
import { RoomsBlock } from './rooms/rooms-block.tsx';
import { useLiveRooms } from './use-live-rooms.ts';
import { useHotelDetails, usePageStay } from './use-page-data.ts';
import { useSections } from './use-sections.ts';
import { useSetAddress, useStayActions } from './use-stay-actions.ts';
import { useStayPricing } from './use-stay-pricing.ts';
import { RoomsContext, type RoomsContextValue } from './rooms/parts.tsx';
import { DetailsFailedScreen, LoadingScreen, NoHotelScreen } from './states.tsx';

export interface HotelScreenProps {
  /** The search feature's compact panel (the shell passes it in; features never import each other). */
  CompactSearch: CompactSearchSlot;
  /** `static`: /hotel-name/{hotelId}, the landing variant with the form's fixed defaults and no rooms. @default 'regular' */
  variant?: 'regular' | 'static';
}

/** The shell's search panel, rendered again only when its own values change. */
const SearchPanel = memo(function SearchPanel({
  Panel,
  ...props
}: CompactSearchSlotProps & { Panel: CompactSearchSlot }) {
  return <Panel {...props} />;
});

/** The summary bar stays while the page is within this many pixels of the top. */
const SUMMARY_COLLAPSE_AFTER = 120;

/**
 * The hotel page, /hotel/{hotelId} and /hotel-name/{hotelId} (spec 2 §2–§4, §8): details, the live
 * rooms and packages of the stay, and the way to checkout.
 */
export function HotelScreen({ CompactSearch, variant = 'regular' }: HotelScreenProps) {
  const isStatic = variant === 'static';
  // Both routes (/hotel/$hotelId and /hotel-name/$hotelId) share the parameter and the query schema.
  const idParam = useParams({ strict: false }).hotelId ?? '';
  const query = useSearch({ strict: false });
  const address: AddressSearch = {
    s_dates: query.s_dates,
    s_room: query.s_room,
    s_tfb: query.s_tfb,
    searchId: query.searchId,
    es: query.es,
    discount: query.discount,
  };
  const hotelId = /^\d{1,10}$/.test(idParam) ? Number(idParam) : NaN;
  if (!Number.isInteger(hotelId) || hotelId < 1 || hotelId > 2_147_483_647) return <NoHotelScreen />;
  return (
    <HotelPage
      key={hotelId}
      hotelId={hotelId}
      address={address}
      isStatic={isStatic}
      CompactSearch={CompactSearch}
    />
  );
}

/** The hotel routes' query (spec 2 §2), as `@clubstay/router`'s hotelSearchSchema reads it. */
interface AddressSearch {
  s_dates?: string | undefined;
  s_room?: string | undefined;
  s_tfb?: boolean | undefined;
  searchId?: string | undefined;
  es?: string | undefined;
  discount?: number | undefined;
}

interface HotelPageProps {
  hotelId: number;
  address: AddressSearch;
  isStatic: boolean;
  CompactSearch: CompactSearchSlot;
}

function HotelPage({ hotelId, address, isStatic, CompactSearch }: HotelPageProps) {
  const { t } = useTranslation();
  const appContext = useAppContext();
  const { client, brand } = appContext;
  const language = useSettings((state) => state.language);
  const phone = usePhone();
  const toggles = useToggles();
  const money = useMoney();
  /** A searchId the API can read (it carries the stay); anything else is priced afresh. */
  const searchId = pageSearchId(address.searchId, isStatic);
  const { store, details, pricing, reload } = useHotelDetails(hotelId, searchId, language, client);
  const [roomsStore] = useState(createRoomsStore);
  const rooms = useStoreInTransition(roomsStore);
  const { stay, past } = usePageStay(address);
  const es = searchId ? address.es : undefined;
  const info = details.info?.id === hotelId ? details.info : null;
  const lowest = lowestPrice(rooms.rooms, rooms.pricePresentation);
  const interestPrice = lowest ? shownTotal(lowest, rooms.pricePresentation) : info?.price?.total;
  useInterestBeacon(
    useMemo(
      () =>
        info
          ? {
              hotel: hotelId,
              city: info.city,
              ...(interestPrice === undefined ? {} : { price: interestPrice }),
            }
          : null,
      [info, hotelId, interestPrice],
    ),
  );

  /** Replaces (or pushes) the page's own address parameters. */
  const setAddress = useSetAddress(hotelId);

  const { researchesFailed, pricingAgain } = useStayPricing({
    hotelId,
    isStatic,
    past,
    info,
    searchId,
    es: address.es,
    stay,
    rooms,
    brandId: brand.id,
    store,
    client,
    setAddress,
  });

  // The live rooms search, once the details say the hotel can be booked (spec 2 §4).
  const [runs, setRuns] = useState(0);
  const canSearch = !isStatic && Boolean(searchId) && Boolean(info?.tradable) && !past;
  useLiveRooms({ enabled: canSearch, roomsStore, appContext, hotelId, searchId, es, runs });

  // The page title is the hotel's name.
  useEffect(() => {
    if (!info) return;
    const previous = document.title;
    document.title = info.name;
    return () => {
      document.title = previous;
    };
  }, [info]);

  // Sections, the watcher, the sticky header and the summary bar.
  const { sections, sectionRef, headingRefs, nameRef, active, pastOverview, goTo } = useSections(
    isStatic,
    Boolean(info?.trustYouId),
  );
  const scroll = useScrollDirection(SUMMARY_COLLAPSE_AFTER);
  const [searchOpen, setSearchOpen] = useState(false);
  // The page re-renders on every scroll mark, section change and rooms answer: the parts that do not
  // change with them are memoised and get the same values and handlers each time (hydration and the
  // updates right after it were most of the page's blocking time on a phone).
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const onViewDetails = useLatestCallback(() => goTo(isStatic ? 'about' : 'rooms'));
  const onTop = useCallback(
    () => animateScroll(0, () => nameRef.current?.focus({ preventScroll: true })),
    [nameRef],
  );
  const city = info?.city;
  const country = info?.country;
  const placeId = info?.placeId;
  const destination = useMemo(
    () => ({
      q: [city, country].filter(Boolean).join(', '),
      ...(placeId ? { placeId } : {}),
    }),
    [city, country, placeId],
  );
  const searchValue = useMemo(() => stayValues(stay), [stay]);
  const { onBook, onSameDestination, refreshRooms } = useStayActions({
    hotelId,
    isStatic,
    searchId,
    es,
    stay,
    setAddress,
  });
  const retryRooms = useLatestCallback(() => {
    if (searchId && rooms.error?.kind === 'failed') {
      setRuns((count) => count + 1);
    } else {
      pricingAgain();
    }
  });
  const nights = nightsOf(stay.dates);
  const roomsContext = useMemo<RoomsContextValue>(
    () => ({ presentation: rooms.pricePresentation, nights, dates: stay.dates, rooms: stay.rooms, onBook }),
    [rooms.pricePresentation, nights, stay.dates, stay.rooms, onBook],
  );

  const otherHotels = useMemo(() => (info ? otherHotelsSearch(info, stay) : null), [info, stay]);

  if (details.status === 'not-found') return <NoHotelScreen />;
  if (!info) {
    if (details.status === 'failed') return <DetailsFailedScreen onReload={reload} />;
    return <LoadingScreen />;
  }

  const discount = discountOf(info.discount, address.discount);
  const offerShown =
    rooms.guaranteed &&
    rooms.offerCheck !== 'failed' &&
    rooms.guaranteed.status === ROOM_AVAILABILITY.Available;
  const cheapest = lowestPrice(
    [
      ...withoutGuaranteed(rooms.rooms, rooms.guaranteed),
      ...(offerShown && rooms.guaranteed ? [{ groups: [{ price: rooms.guaranteed.price }] }] : []),
    ],
    rooms.pricePresentation,
  );
  const stickyPrice = cheapest
    ? money.price(shownTotal(cheapest, rooms.pricePresentation))
    : info.price
      ? money.price(info.price.total)
      : null;

  const sectionProps = (key: SectionKey) => ({
    id: key,
    ref: sectionRef[key],
    className: section,
    'aria-labelledby': `${key}-title`,
  });
  const heading = (key: SectionKey, label: string) => (
    <h2
      id={`${key}-title`}
      className={sectionTitle}
      tabIndex={-1}
      ref={(element) => {
        headingRefs.current[key] = element;
      }}
    >
      {label}
    </h2>
  );

  return (
    <>
      {!isStatic ? (
        <SummaryBar
          stay={stay}
          collapsed={scroll.beyond && scroll.direction === 'down'}
          onChange={openSearch}
        />
      ) : null}
      <StickyHeader
        shown={pastOverview}
        sections={sections}
        active={active}
        onGo={goTo}
        price={isStatic ? null : stickyPrice}
        onViewDetails={onViewDetails}
        onTop={onTop}
      />
      <div className={page}>
        <SectionRail sections={sections} active={active} onGo={goTo} />
        <div className={content}>
          <section
            {...sectionProps('overview')}
            aria-labelledby={undefined}
            aria-label={t('HOTEL_DETAILS_PAGE.SECTIONS.OVERVIEW')}
          >
            <Overview
              hotel={info}
              images={details.images ?? info.images}
              discount={discount}
              phone={phone}
              titleRef={nameRef}
            />
            <PartnerNotes />
          </section>
          {isStatic ? (
            <section className={section} aria-labelledby="availability-title">
              <h2 id="availability-title" className={sectionTitle}>
                {t('HOTEL_DETAILS_PAGE.STATIC.TITLE')}
              </h2>
              <SearchPanel
                Panel={CompactSearch}
                variant="static"
                destination={destination}
                value={searchValue}
                onSameDestination={onSameDestination}
              />
            </section>
          ) : (
            <section {...sectionProps('rooms')}>
              {heading('rooms', t('HOTEL_DETAILS_PAGE.SECTIONS.ROOMS'))}
              {/* Spec 2 §2: the regular page has its own search form (the summary bar's opens another). */}
              <SearchPanel
                Panel={CompactSearch}
                variant="compact"
                destination={destination}
                value={searchValue}
                onSameDestination={onSameDestination}
              />
              <RoomsContext.Provider value={roomsContext}>
                <RoomsBlock
                  state={rooms}
                  tradable={info.tradable}
                  pastDates={past || pricing.status === 'past'}
                  pricingFailed={pricing.status === 'failed' || researchesFailed}
                  phone={phone}
                  otherHotels={otherHotels ?? otherHotelsSearch(info, stay)}
                  onChangeSearch={openSearch}
                  onRetry={retryRooms}
                  onRefresh={refreshRooms}
                />
              </RoomsContext.Provider>
            </section>
          )}
          {toggles.ShowLoyaltyProgram ? <LoyaltyBlock /> : null}
          <section {...sectionProps('about')}>
            {heading('about', t('HOTEL_DETAILS_PAGE.SECTIONS.ABOUT'))}
            <AboutHotel hotel={info} />
            <Policies hotel={info} />
          </section>
          <section {...sectionProps('facilities')}>
            {heading('facilities', t('HOTEL_DETAILS_PAGE.SECTIONS.FACILITIES'))}
            <Facilities hotel={info} />
          </section>
          {info.trustYouId ? (
            <section {...sectionProps('reviews')}>
              {heading('reviews', t('HOTEL_DETAILS_PAGE.SECTIONS.REVIEWS'))}
              <Reviews hotel={info} />
            </section>
          ) : null}
        </div>
      </div>
      {searchOpen ? (
        <SearchOverlay
          CompactSearch={CompactSearch}
          destination={destination}
          stay={stay}
          phone={phone}
          onSameDestination={onSameDestination}
          onClose={() => setSearchOpen(false)}
        />
      ) : null}
    </>
  );
}
