import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from '@tanstack/react-router';
import type { SearchRequest } from '@clubstay/api-client/client';
import type { FilterMetadata } from '@clubstay/contract/search';
import {
  DEFAULT_PAGE_LIMIT,
  DEFAULT_SORT,
  SORT_OPTIONS,
  type SortOption,
} from '@clubstay/contract/search-rules';
import { formatPrice, formatRange, intlNumber } from '@clubstay/i18n/format';
import { useSettings } from '@clubstay/i18n/settings';
import { useLatestCallback } from '@clubstay/ui/use-latest-callback';
import { MapView } from '@clubstay/maps/map-view';
import { useAppContext } from '@clubstay/router/context';
import { HydrateWhenVisible } from '@clubstay/router/deferred-hydration';
import { hydrationDay, useHydrated } from '@clubstay/router/hydration';
import { searchRoute } from '@clubstay/router/routes';
import { Button } from '@clubstay/ui/button';
import { Dialog } from '@clubstay/ui/dialog';
import { Drawer } from '@clubstay/ui/drawer';
import { Pagination } from '@clubstay/ui/pagination';
import { Select, SelectItem } from '@clubstay/ui/select';
import { Skeleton } from '@clubstay/ui/skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@clubstay/ui/tabs';
import { FilterPanel } from '#filters/filter-panel.tsx';
import { LazySearchForm } from '#form/lazy-search-form.tsx';
import { formatDatesParam, localToday, parseDatesParam } from '@clubstay/contract/stay-dates';
import { forAddress, formatRoomsParam, parseRoomsParam } from '#state/address.ts';
import { resetPastDates } from '#state/dates.ts';
import {
  DEFAULT_FILTERS,
  type FilterState,
  filtersFromParams,
  filtersToParams,
  hasFilterParams,
} from '#state/filters.ts';
import { savedFilters, useSavedFilters } from '#state/saved-filters.ts';
import { buildSearchRequest } from '#state/request.ts';
import { SORT_KEYS } from './sort-keys.ts';
import { usePlace } from './use-place.ts';
import { useSearchAnswer } from '#state/search-answer.ts';
import { searchLink } from '#state/search-link.ts';
import { type SearchParams, useSearchStore } from '#state/search-store.ts';
import { HotelCard } from './hotel-card.tsx';
import { useMapLabels } from './hotel-map.tsx';
import {
  body,
  cards,
  drawerBody,
  empty,
  filterAside,
  filterToggle,
  formBox,
  list,
  mapBox,
  mapFallback,
  page,
  phoneSummary,
  phoneSummaryText,
  summary,
  toolbarStatus,
  toolbar,
} from './results.css.ts';

type View = 'list' | 'cards' | 'map';

/** The /search page (spec 1 §2 "Search"): the full form, filters, sorting, list, cards or map, paging. */
export function SearchScreen() {
  const { t } = useTranslation();
  const search = searchRoute.useSearch();
  const navigate = useNavigate({ from: '/search' });
  const { client } = useAppContext();
  const language = useSettings((state) => state.language);
  const currency = useSettings((state) => state.currency);
  const stored = useSearchStore();
  const mapLabels = useMapLabels();
  const [view, setView] = useState<View>('list');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  // On a phone the form folds into a summary bar (the results come first); the button unfolds it.
  const [editing, setEditing] = useState(false);
  const formId = useId();

  // While hydrating, what the server rendered with: its day, no saved filters (browser-only state,
  // restored once the page has hydrated).
  const hydrated = useHydrated();
  const today = hydrated ? localToday() : (hydrationDay() ?? localToday());
  const dates = useMemo(() => {
    const parsed = parseDatesParam(search.dates);
    return parsed ? resetPastDates(parsed, today) : undefined;
  }, [search.dates, today]);
  const rooms = useMemo(() => parseRoomsParam(search.rooms), [search.rooms]);
  const destination = useMemo(
    () => (search.q && search.placeId ? { q: search.q, placeId: search.placeId } : null),
    [search.q, search.placeId],
  );
  // Saved filters apply to an address without filters, once hydrated; when there are none, the filters
  // stay the same object through hydration, so the panel and the results do not render again.
  const lastApplied = useSavedFilters();
  const saved = useMemo(
    () => (lastApplied && !hasFilterParams(search) ? lastApplied : null),
    [search, lastApplied],
  );
  const filters = useMemo(() => filtersFromParams(search, saved ?? DEFAULT_FILTERS), [search, saved]);
  const sorting = search.sorting ?? DEFAULT_SORT;
  const start = search['p.start'] ?? 0;

  // An address without a complete search takes the stored parameters and saved filters (restored on load).
  const complete = Boolean(destination && dates && rooms);
  useEffect(() => {
    if (complete) return;
    const fallback = stored.destination ?? destination;
    if (!fallback) return;
    void navigate({
      replace: true,
      search: (previous) =>
        forAddress({
          ...previous,
          q: fallback.q,
          placeId: fallback.placeId,
          dates: formatDatesParam(dates ?? stored.dates),
          rooms: formatRoomsParam(rooms ?? stored.rooms),
          businessTrip: previous.businessTrip ?? stored.businessTrip,
          sorting: previous.sorting ?? stored.sorting,
          ...filtersToParams(filters),
        }),
    });
  }, [complete, destination, dates, rooms, stored, filters, navigate]);

  // The place to search: the API's own ids directly, other places resolved to a point.
  const placeId = destination?.placeId;
  const place = usePlace(placeId, client, language);

  const request = useMemo(
    () =>
      place && dates && rooms
        ? buildSearchRequest({
            place,
            dates,
            rooms,
            businessTrip: search.businessTrip ?? false,
            filters,
            sorting,
            start,
          })
        : undefined,
    [place, dates, rooms, search.businessTrip, filters, sorting, start],
  );
  // The first page of the server's answer (the route loader's), when this is the search it ran.
  const loaderData: unknown = useLoaderData({ strict: false });
  const searchHotels = useCallback(
    (next: SearchRequest, signal: AbortSignal) => client.searchHotels(next, signal),
    [client],
  );
  const result = useSearchAnswer(request, loaderData, searchHotels);

  const setFilters = useLatestCallback((next: FilterState) => {
    savedFilters.getState().keep(next);
    void navigate({
      search: (previous) => forAddress({ ...previous, ...filtersToParams(next), 'p.start': undefined }),
    });
  });
  const resetFilters = useLatestCallback(() => setFilters(DEFAULT_FILTERS));
  const onSearch = useLatestCallback((params: SearchParams) => {
    stored.store(params);
    const { destination: place } = params;
    if (!place) return;
    // A new search on this page keeps its filters and sorting, and starts at the first page.
    void navigate({
      search: (previous) => ({
        ...previous,
        ...searchLink({ ...params, destination: place }),
        'p.start': undefined,
      }),
    });
  });
  const searchFromForm = useLatestCallback((params: SearchParams) => {
    setEditing(false);
    onSearch(params);
  });
  const formValues = useMemo<SearchParams>(
    () => ({
      destination,
      dates: dates ?? stored.dates,
      rooms: rooms ?? stored.rooms,
      businessTrip: search.businessTrip ?? false,
    }),
    // A new address (a search, going back) gives the form new values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search.q, search.placeId, search.dates, search.rooms, search.businessTrip],
  );
  // One element while its values stay (the form hydrates when it shows; see HydrateWhenVisible).
  const searchForm = useMemo(
    () => <LazySearchForm variant="full" initial={formValues} onSearch={searchFromForm} />,
    [formValues, searchFromForm],
  );

  const data = result.status === 'done' ? result.data : undefined;
  // The filters' metadata of the last answer for this destination stays while a new page, sort or
  // filter loads (the options do not blink); a new destination shows placeholders until its own.
  const [kept, setKept] = useState<{ placeId: string | undefined; metadata: FilterMetadata } | null>(null);
  if (data && kept?.metadata !== data.metadata) setKept({ placeId, metadata: data.metadata });
  const metadata = data?.metadata ?? (kept?.placeId === placeId ? kept?.metadata : undefined);
  // The same object while the search is the same: the result cards are memoised on it.
  const searchId = data?.searchId;
  const businessTrip = search.businessTrip ?? false;
  const link = useMemo(
    () =>
      searchId && dates && rooms
        ? {
            s_dates: formatDatesParam(dates),
            s_room: formatRoomsParam(rooms),
            s_tfb: businessTrip,
            searchId,
          }
        : undefined,
    [searchId, dates, rooms, businessTrip],
  );
  const pageCount = data ? Math.max(1, Math.ceil(data.totalCount / DEFAULT_PAGE_LIMIT)) : 1;
  const pins = useMemo(
    () =>
      (data?.hotels ?? []).map((hotel) => {
        const label = formatPrice(hotel.price.perNight, currency);
        return {
          id: String(hotel.id),
          lat: hotel.geo.lat,
          lng: hotel.geo.lng,
          label,
          title: `${hotel.name}, ${label}`,
        };
      }),
    [data, currency],
  );

  const placeType = place?.type;
  // One element while the panel's props stay: the filter column hydrates when it shows (never on a
  // phone, where it is hidden), and a new element would be an update that hydrates it at once.
  const filterPanel = useMemo(
    () => (
      <FilterPanel
        filters={filters}
        metadata={metadata}
        placeType={placeType}
        onChange={setFilters}
        onReset={resetFilters}
      />
    ),
    [filters, metadata, placeType, setFilters, resetFilters],
  );
  const results = (layout: 'list' | 'card') =>
    result.status === 'loading' || !link || !data ? (
      <Skeleton count={5} height={layout === 'list' ? 40 : 60} label={t('SEARCH.LOADING')} />
    ) : data.hotels.length === 0 ? (
      <div className={empty} role="status">
        <p>{t('SEARCH.NO_RESULTS')}</p>
        <Button variant="secondary" onPress={resetFilters}>
          {t('FILTERS.RESET')}
        </Button>
      </div>
    ) : (
      <ul className={layout === 'list' ? list : cards} aria-label={t('SEARCH.RESULTS_LABEL')}>
        {data.hotels.map((hotel, index) => (
          <li key={hotel.id}>
            <HotelCard hotel={hotel} layout={layout} link={link} priority={index < 2} />
          </li>
        ))}
      </ul>
    );
  const selectedHotel = data?.hotels.find((hotel) => String(hotel.id) === selected);

  return (
    <div className={page}>
      <h1 className={summary}>
        {destination ? t('SEARCH.TITLE', { place: destination.q }) : t('SEARCH.TITLE_EMPTY')}
      </h1>
      <div className={phoneSummary}>
        <p className={phoneSummaryText}>
          {formValues.dates ? formatRange(formValues.dates, language) : null}
          {formValues.dates ? ' · ' : null}
          {t('SEARCH.SUMMARY.PARTY', {
            rooms: formValues.rooms.length,
            adults: formValues.rooms.reduce((sum, room) => sum + room.adults, 0),
            children: formValues.rooms.reduce((sum, room) => sum + room.children.length, 0),
          })}
        </p>
        <Button
          variant="secondary"
          size="small"
          aria-expanded={editing}
          aria-controls={formId}
          onPress={() => setEditing((open) => !open)}
        >
          {t('SEARCH.SUMMARY.EDIT')}
        </Button>
      </div>
      {/* Folded on a phone (the summary bar above opens it): it hydrates when it shows. */}
      <HydrateWhenVisible id={formId} className={formBox} data-editing={editing}>
        {searchForm}
      </HydrateWhenVisible>
      {result.status === 'failed' ? <p role="alert">{t('SEARCH.FAILED')}</p> : null}
      <div className={body}>
        <HydrateWhenVisible as="aside" className={filterAside} aria-label={t('FILTERS.TITLE')}>
          {filterPanel}
        </HydrateWhenVisible>
        <div>
          <div className={toolbar}>
            <p className={toolbarStatus} role="status">
              {data
                ? t('SEARCH.FOUND', {
                    count: data.totalCount,
                    number: intlNumber(language).format(data.totalCount),
                  })
                : t('SEARCH.LOADING')}
            </p>
            <Button className={filterToggle} variant="secondary" onPress={() => setFiltersOpen(true)}>
              {t('FILTERS.OPEN')}
            </Button>
            <Select
              label={t('SEARCH.SORT.LABEL')}
              size="small"
              selectedKey={sorting}
              onSelectionChange={(key) => {
                // Kept for the next search from home or a hotel page (spec 1 §2: the search link keeps sorting).
                stored.store({ sorting: key as SortOption });
                void navigate({
                  search: (previous) => ({ ...previous, sorting: key as SortOption, 'p.start': undefined }),
                });
              }}
            >
              {SORT_OPTIONS.map((option) => (
                <SelectItem key={option} id={option} textValue={t(SORT_KEYS[option])}>
                  {t(SORT_KEYS[option])}
                </SelectItem>
              ))}
            </Select>
          </div>
          <Tabs selectedKey={view} onSelectionChange={(key) => setView(key as View)}>
            <TabList aria-label={t('SEARCH.VIEW.LABEL')}>
              <Tab id="list">{t('SEARCH.VIEW.LIST')}</Tab>
              <Tab id="cards">{t('SEARCH.VIEW.CARDS')}</Tab>
              <Tab id="map">{t('SEARCH.VIEW.MAP')}</Tab>
            </TabList>
            <TabPanel id="list">{results('list')}</TabPanel>
            <TabPanel id="cards">{results('card')}</TabPanel>
            <TabPanel id="map">
              {data ? (
                <>
                  <MapView
                    className={mapBox}
                    center={{ lat: data.destination.lat, lng: data.destination.lng }}
                    radius={data.destination.radius ?? undefined}
                    showArea
                    pins={pins}
                    selectedId={selected}
                    onPinClick={setSelected}
                    labels={mapLabels}
                    fallback={<div className={mapFallback}>{t('SEARCH.MAP.LOADING')}</div>}
                  />
                  {selectedHotel && link ? (
                    <HotelCard hotel={selectedHotel} layout="list" link={link} />
                  ) : null}
                </>
              ) : (
                <Skeleton count={5} label={t('SEARCH.LOADING')} />
              )}
            </TabPanel>
          </Tabs>
          {data && pageCount > 1 ? (
            <Pagination
              page={Math.floor(start / DEFAULT_PAGE_LIMIT) + 1}
              pageCount={pageCount}
              onChange={(next) =>
                void navigate({
                  search: (previous) => ({
                    ...previous,
                    'p.start': next > 1 ? (next - 1) * DEFAULT_PAGE_LIMIT : undefined,
                  }),
                })
              }
              labels={{
                nav: t('SEARCH.PAGES.NAV'),
                previous: t('SEARCH.PAGES.PREVIOUS'),
                next: t('SEARCH.PAGES.NEXT'),
                page: (number) => t('SEARCH.PAGES.PAGE', { number }),
              }}
            />
          ) : null}
        </div>
      </div>
      {filtersOpen ? (
        <Drawer isOpen onOpenChange={setFiltersOpen} placement="bottom">
          <Dialog title={t('FILTERS.TITLE')} closeLabel={t('SEARCH.CLOSE')}>
            <div className={drawerBody}>{filterPanel}</div>
          </Dialog>
        </Drawer>
      ) : null}
    </div>
  );
}
