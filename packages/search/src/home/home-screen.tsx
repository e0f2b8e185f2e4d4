import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from '@tanstack/react-router';
import type { FeaturedPlace } from '@clubstay/contract/places';
import { PARIS_PLACE_ID } from '@clubstay/contract/place-rules';
import { useSettings } from '@clubstay/i18n/settings';
import { useAccessLevel, useAppContext } from '@clubstay/router/context';
import { Skeleton } from '@clubstay/ui/skeleton';
import { presetParis } from '#build-settings.ts';
import { cx } from '@clubstay/ui/cx';
import { LazySearchForm } from '#form/lazy-search-form.tsx';
import { useHistoryPops } from '#form/use-history-pops.ts';
import { searchLink } from '#state/search-link.ts';
import { type Destination, type SearchParams, useSearchStore } from '#state/search-store.ts';
import {
  benefit,
  benefits,
  brandLine,
  destinationCard,
  destinationImage,
  destinationMeta,
  destinationName,
  destinationText,
  featured,
  featuredList,
  featuredTitle,
  hero,
  memberHero,
  panel,
  subtitle,
  title,
} from './home-screen.css.ts';

/** Paris, France: the preset destination under the build setting, and the text until the places load. */
const PARIS: Destination = { q: 'Paris, France', placeId: PARIS_PLACE_ID };

/**
 * The default destination (spec 1 "Home"): Paris under the build setting, otherwise one of the 12
 * featured destinations at random.
 */
export function defaultDestination(
  places: readonly Pick<FeaturedPlace, 'description' | 'place_id'>[],
  random = Math.random,
  paris = presetParis,
): Destination | null {
  if (paris) {
    const found = places.find((place) => place.place_id === PARIS_PLACE_ID);
    return found ? { q: found.description, placeId: PARIS_PLACE_ID } : PARIS;
  }
  if (!places.length) return null;
  const place = places[Math.floor(random() * places.length)] ?? places[0];
  return place ? { q: place.description, placeId: place.place_id } : null;
}

/** The featured destinations the server's loader read, when they are in the page's language. */
function loadedPlaces(loaderData: unknown, language: string): FeaturedPlace[] | null {
  if (!loaderData || typeof loaderData !== 'object') return null;
  const loaded = loaderData as { language?: unknown; destinations?: unknown };
  return loaded.language === language && Array.isArray(loaded.destinations)
    ? (loaded.destinations as FeaturedPlace[])
    : null;
}

/** The home page: hero with the compact search panel, the 12 featured destinations, the club's benefits. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { brand, client } = useAppContext();
  const level = useAccessLevel();
  const language = useSettings((state) => state.language);
  const navigate = useNavigate();
  const store = useSearchStore();
  // The featured places and the language they are in: the server's loader brought them with the
  // first page; another visit, or another language, asks.
  const loaderData: unknown = useLoaderData({ strict: false });
  const [featuredPlaces, setFeatured] = useState<{ language: string; places: FeaturedPlace[] } | null>(() => {
    const loaded = loadedPlaces(loaderData, language);
    return loaded ? { language, places: loaded } : null;
  });
  const places = featuredPlaces?.places ?? null;
  const placesLanguage = featuredPlaces?.language;
  useEffect(() => {
    if (placesLanguage === language) return;
    let live = true;
    client.featuredPlaces(language).then(
      ({ destinations }) => live && setFeatured({ language, places: destinations }),
      () => live && setFeatured({ language, places: [] }),
    );
    return () => {
      live = false;
    };
  }, [client, language, placesLanguage]);

  // No stored destination yet: the random (or preset) default, once the featured places are known,
  // unless the traveller is already in the form (typing a destination before the places arrived):
  // the default must not replace what they type.
  const { destination: storedDestination } = store;
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (storedDestination || !places) return;
    if (panelRef.current?.contains(document.activeElement)) return;
    const chosen = defaultDestination(places);
    if (chosen) useSearchStore.getState().store({ destination: chosen });
  }, [storedDestination, places]);

  // The form's defaults are the stored parameters. It follows the store only when the destination is
  // replaced from outside (the random default arriving) and when the traveller moves through the
  // history (spec 1 §4: going back resets the form to its defaults); its own changes are stored as made.
  const pops = useHistoryPops();
  const initial = useMemo<SearchParams>(
    () => ({
      destination: store.destination,
      dates: store.dates,
      rooms: store.rooms,
      businessTrip: store.businessTrip,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store.destination?.placeId, pops],
  );

  const go = (params: SearchParams) => {
    store.store(params);
    if (!params.destination) return;
    // The search link keeps the sorting last chosen on /search (spec 1 §2).
    void navigate({
      to: '/search',
      search: searchLink({ ...params, destination: params.destination }, useSearchStore.getState().sorting),
    });
  };

  return (
    <>
      <section className={cx(hero, level === 'member' && memberHero)} aria-labelledby="home-title">
        <p className={brandLine}>{brand.displayName}</p>
        <h1 id="home-title" className={title}>
          {t('HOME.HERO_TITLE')}
        </h1>
        <p className={subtitle}>{t('HOME.HERO_SUBTITLE')}</p>
        <div className={panel} ref={panelRef}>
          <LazySearchForm
            variant="compact"
            highContrast
            initial={initial}
            onChange={(params) => store.store(params)}
            onSearch={go}
          />
        </div>
      </section>
      <section className={featured} aria-labelledby="featured-title">
        <h2 id="featured-title" className={featuredTitle}>
          {t('HOME.FEATURED_TITLE')}
        </h2>
        {places === null ? (
          <Skeleton count={4} height={20} label={t('SEARCH.LOADING')} />
        ) : (
          <ul className={featuredList}>
            {places.map((place) => (
              <li key={place.place_id}>
                <button
                  type="button"
                  className={destinationCard}
                  data-lat={place.lat}
                  data-lng={place.lng}
                  data-place-id={place.place_id}
                  onClick={() =>
                    go({
                      ...useSearchStore.getState(),
                      destination: { q: place.description, placeId: place.place_id },
                    })
                  }
                >
                  <img src={place.image} alt="" className={destinationImage} loading="lazy" />
                  <span className={destinationText}>
                    <span className={destinationName}>{place.description}</span>
                    <span className={destinationMeta}>{place.text}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ul className={benefits} aria-label={brand.displayName}>
        {(['BENEFIT_HOTELS', 'BENEFIT_DISCOUNTS', 'BENEFIT_PAYMENTS', 'BENEFIT_SUPPORT'] as const).map(
          (key) => (
            <li key={key} className={benefit}>
              {t(`HOME.${key}`)}
            </li>
          ),
        )}
      </ul>
    </>
  );
}
