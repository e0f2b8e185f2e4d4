import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useStore } from 'zustand';
import { getGuaranteedOffer, getRooms } from '@clubstay/api-client/hotel';
import { ROOM_AVAILABILITY } from '@clubstay/contract/rooms-rules';
import { useSettings } from '@clubstay/i18n/settings';
import { useLatestCallback } from '@clubstay/ui/use-latest-callback';
import { useAccessLevel, useAppContext } from '@clubstay/router/context';
import { hydrationDay, useHydrated } from '@clubstay/router/hydration';
import type { CompactSearchSlot, CompactSearchSlotProps, StayValues } from '@clubstay/router/slots';
import { bookDecision, checkoutSearch } from '../domain/book.ts';
import { discountOf } from '../domain/discount.ts';
import { lowestPrice } from '../domain/packages.ts';
import { useInterestBeacon } from './interest-beacon.ts';
import { shownTotal } from '../domain/price.ts';
import { withoutGuaranteed } from '../domain/rooms.ts';
import {
  formatDates,
  formatRooms,
  isPastStay,
  localToday,
  nightsOf,
  readStoredStay,
  residencyOf,
  resolveStay,
  type Stay,
  stayAddress,
  stayKey,
} from '../domain/stay.ts';
import { detailsFor, pageSearchId } from '../state/hotel-loader.ts';
import { createHotelStore, loadDetails, priceStay } from '../state/hotel-store.ts';
import { createRoomsStore } from '../state/rooms-store.ts';
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
import {
  animateScroll,
  scrollToSection,
  usePhone,
  useScrolledPast,
  useScrollDirection,
  useSectionWatcher,
} from './hooks.ts';
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
import { RoomsContext, type RoomsContextValue } from './rooms/parts.tsx';
import { DetailsFailedScreen, LoadingScreen, NoHotelScreen } from './states.tsx';

export interface HotelScreenProps {
  /** The search feature's compact panel (the shell passes it in; features never import each other). */
  CompactSearch: CompactSearchSlot;
  /** `static`: /hotel-name/{hotelId}, the landing variant with the form's fixed defaults and no rooms. @default 'regular' */
  variant?: 'regular' | 'static';
}

/** The rooms search and the page's query cache, one chunk loaded after hydration. */
const loadRoomsSearch = () =>
  Promise.all([import('../state/rooms-search.ts'), import('@clubstay/router/query-client')]).then(
    ([search, cache]) => ({
      startRoomsSearch: search.startRoomsSearch,
      pageQueryClient: cache.pageQueryClient,
    }),
  );

const ALL_SECTIONS: readonly SectionKey[] = ['overview', 'rooms', 'about', 'facilities', 'reviews'];

/** The shell's search panel, rendered again only when its own values change. */
const SearchPanel = memo(function SearchPanel({
  Panel,
  ...props
}: CompactSearchSlotProps & { Panel: CompactSearchSlot }) {
  return <Panel {...props} />;
});

/** A new search for the same searchId is tried this many times before the page shows the rooms error. */
const MAX_RESEARCHES = 2;
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
  const navigate = useNavigate();
  const appContext = useAppContext();
  const { client, brand } = appContext;
  const level = useAccessLevel();
  const language = useSettings((state) => state.language);
  const phone = usePhone();
  const toggles = useToggles();
  const money = useMoney();
  /** A searchId the API can read (it carries the stay); anything else is priced afresh. */
  const searchId = pageSearchId(address.searchId, isStatic);
  // The details the route loader brought (on the server: the page arrives with them), if they are
  // this request's; the first load uses them instead of asking again.
  const loaderData: unknown = useLoaderData({ strict: false });
  const [loaded] = useState(() => detailsFor(loaderData, { hotelId, searchId, locale: language }));
  const [store] = useState(() => createHotelStore(loaded));
  const firstLoad = useRef(true);
  const [roomsStore] = useState(createRoomsStore);
  const details = useStore(store, (state) => state.details);
  const pricing = useStore(store, (state) => state.pricing);
  const rooms = useStore(roomsStore);

  // While hydrating, what the server rendered with: its day and no stored stay (local storage is the
  // browser's); the traveller's own apply right after.
  const hydrated = useHydrated();
  const today = hydrated ? localToday() : (hydrationDay() ?? localToday());
  const stored = useMemo(() => (hydrated ? readStoredStay() : {}), [hydrated]);
  const stay = useMemo(
    () =>
      resolveStay(
        {
          searchId: address.searchId,
          s_dates: address.s_dates,
          s_room: address.s_room,
          s_tfb: address.s_tfb,
        },
        stored,
        today,
      ),
    [address.searchId, address.s_dates, address.s_room, address.s_tfb, stored, today],
  );
  const past = isPastStay(stay, today);
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
  const setAddress = useCallback(
    (
      next: {
        s_dates?: string;
        s_room?: string;
        s_tfb?: boolean;
        searchId?: string | undefined;
        es?: string | undefined;
      },
      replace: boolean,
    ) =>
      void navigate({
        to: '/hotel/$hotelId',
        params: { hotelId: String(hotelId) },
        search: (previous: Record<string, unknown>) => ({ ...previous, ...next }),
        replace,
      }),
    [navigate, hotelId],
  );

  // Details: on hotel, search or language change (spec 2 §4).
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    const request = { hotelId, searchId, locale: language };
    const ready = firstLoad.current ? loaded : undefined;
    firstLoad.current = false;
    return loadDetails(store, client, request, ready);
  }, [store, client, loaded, hotelId, searchId, language, reloads]);

  // No searchId (a shared link, a new stay from the form): price the stay, then show its rooms.
  const key = stayKey(stay);
  const [researches, setResearches] = useState(0);
  /** Bumped by "try again" after pricing failed. */
  const [pricings, setPricings] = useState(0);
  const unknownSearch = rooms.error?.kind === 'unknown-search' && rooms.searchId === searchId;
  const needsPricing =
    !isStatic &&
    !past &&
    info?.tradable !== false &&
    (!searchId || (unknownSearch && researches < MAX_RESEARCHES));
  // Spec 2 §7: the pricing call carries the hotel's coordinates (so it waits for the details), the
  // address's es, the point of sale (the brand) and the traveller's residence.
  const geo = info?.geo;
  useEffect(() => {
    if (!needsPricing || !geo) return;
    const controller = new AbortController();
    const again = unknownSearch;
    const request = {
      hotelId,
      stay,
      geo,
      es: address.es,
      pos: brand.id,
      residency: residencyOf(),
      signal: controller.signal,
    };
    void priceStay(store, client, request).then((priced) => {
      if (again) setResearches((count) => count + 1);
      if (priced) setAddress(stayAddress(stay, priced), true);
    });
    return () => controller.abort();
    // `key` and the flag stand for the stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    needsPricing,
    key,
    stay.businessTrip,
    hotelId,
    store,
    client,
    setAddress,
    pricings,
    geo?.lat,
    geo?.lng,
  ]);

  // The live rooms search, once the details say the hotel can be booked (spec 2 §4).
  const [runs, setRuns] = useState(0);
  const canSearch = !isStatic && Boolean(searchId) && Boolean(info?.tradable) && !past;
  // Its code (the two queries, TanStack Query's core) comes after the page has hydrated: the server
  // renders the search's first state, so the page's first script carries none of it.
  useEffect(() => {
    if (!canSearch || !searchId) return;
    let stop: (() => void) | undefined;
    let left = false;
    void loadRoomsSearch().then(({ startRoomsSearch, pageQueryClient }) => {
      if (left) return;
      stop = startRoomsSearch(roomsStore, {
        searchId,
        queryClient: pageQueryClient(appContext),
        queryKey: ['hotel', hotelId, es ?? null],
        fetchRooms: (signal) => getRooms(client, hotelId, { searchId, es }, signal),
        fetchOffer: (packageId, signal) =>
          getGuaranteedOffer(client, hotelId, { searchId, packageId, es }, { signal }),
      });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [canSearch, roomsStore, client, appContext, hotelId, searchId, es, runs]);

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
  const sections = useMemo<SectionKey[]>(
    () => [
      'overview',
      ...(isStatic ? [] : (['rooms'] as const)),
      'about',
      'facilities',
      ...(info?.trustYouId ? (['reviews'] as const) : []),
    ],
    [isStatic, info?.trustYouId],
  );
  const [elements, setElements] = useState<Partial<Record<SectionKey, HTMLElement | null>>>({});
  const sectionRef = useMemo(
    () =>
      Object.fromEntries(
        ALL_SECTIONS.map((name) => [
          name,
          (element: HTMLElement | null) =>
            setElements((previous) =>
              previous[name] === element ? previous : { ...previous, [name]: element },
            ),
        ]),
      ) as Record<SectionKey, (element: HTMLElement | null) => void>,
    [],
  );
  const headingRefs = useRef<Partial<Record<SectionKey, HTMLElement | null>>>({});
  const nameRef = useRef<HTMLHeadingElement | null>(null);
  const active = useSectionWatcher(sections, elements);
  const pastOverview = useScrolledPast(elements.overview);
  const scroll = useScrollDirection(SUMMARY_COLLAPSE_AFTER);
  const goTo = useLatestCallback((key: SectionKey) => {
    const element = elements[key];
    if (element) scrollToSection(element, key === 'overview' ? nameRef.current : headingRefs.current[key]);
  });
  const [searchOpen, setSearchOpen] = useState(false);
  // The page re-renders on every scroll mark, section change and rooms answer: the parts that do not
  // change with them are memoised and get the same values and handlers each time (hydration and the
  // updates right after it were most of the page's blocking time on a phone).
  const openSearch = useCallback(() => setSearchOpen(true), []);
  const onViewDetails = useLatestCallback(() => goTo(isStatic ? 'about' : 'rooms'));
  const onTop = useCallback(
    () => animateScroll(0, () => nameRef.current?.focus({ preventScroll: true })),
    [],
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
  const onBook = useLatestCallback((packageId: string) => {
    if (!searchId) return;
    if (bookDecision(level, brand) === 'sign-in') {
      void navigate({
        to: '/auth/sign-in',
        search: { redirect: window.location.pathname + window.location.search },
      });
      return;
    }
    void navigate({ to: '/checkout', search: checkoutSearch(hotelId, packageId, searchId, es) });
  });
  const onSameDestination = useLatestCallback((values: StayValues) => {
    const next: Stay = {
      dates: values.dates,
      rooms: values.rooms.map((room) => ({ adults: room.adults, children: [...room.children] })),
      businessTrip: values.businessTrip,
    };
    if (isStatic) {
      void navigate({
        to: '/hotel/$hotelId',
        params: { hotelId: String(hotelId) },
        search: {
          s_dates: formatDates(next.dates),
          s_room: formatRooms(next.rooms),
          s_tfb: next.businessTrip,
        },
      });
      return;
    }
    // The new stay goes into the address without a search; the page prices it and adds searchId and es.
    setAddress({ ...stayAddress(next), searchId: undefined, es: undefined }, false);
  });
  const retryRooms = useLatestCallback(() => {
    if (searchId && rooms.error?.kind === 'failed') {
      setRuns((count) => count + 1);
    } else {
      setResearches(0);
      setPricings((count) => count + 1);
    }
  });
  const refreshRooms = useLatestCallback(() =>
    setAddress({ ...stayAddress(stay), searchId: undefined, es: undefined }, true),
  );
  const nights = nightsOf(stay.dates);
  const roomsContext = useMemo<RoomsContextValue>(
    () => ({ presentation: rooms.pricePresentation, nights, dates: stay.dates, rooms: stay.rooms, onBook }),
    [rooms.pricePresentation, nights, stay.dates, stay.rooms, onBook],
  );

  const otherHotels = useMemo(() => (info ? otherHotelsSearch(info, stay) : null), [info, stay]);

  if (details.status === 'not-found') return <NoHotelScreen />;
  if (!info) {
    if (details.status === 'failed')
      return <DetailsFailedScreen onReload={() => setReloads((count) => count + 1)} />;
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
                  pricingFailed={
                    pricing.status === 'failed' || (unknownSearch && researches >= MAX_RESEARCHES)
                  }
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
