import type { SearchRequest } from '@clubstay/api-client/client';
import type { ConfigResponse } from '@clubstay/contract/config';
import type { PlaceType } from '@clubstay/contract/places';
import type { FilterMetadata } from '@clubstay/contract/search';
import { formatIdList, parseIdList } from './address.ts';

/** The list filters, each a set of ids (spec 1 §3 "Filter state"). */
export const LIST_FILTERS = ['stars', 'propertyTypes', 'suitableTypes', 'facilities', 'rating'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

export interface FilterState {
  name: string;
  stars: number[];
  propertyTypes: number[];
  suitableTypes: number[];
  facilities: number[];
  /** Score categories 0 (Poor) to 4 (Excellent). */
  rating: number[];
  /** Per night for the whole party, EUR; null: no bound. */
  priceFrom: number | null;
  priceTo: number | null;
  /** Metres; null: no bound. */
  distanceToPoint: number | null;
  /** null: the default for the place type (true unless a point of interest). */
  hideSoldOut: boolean | null;
  /** What each checked SET hot filter replaced, restored when it is unchecked. */
  hotPrevious: Record<string, number[]>;
}

/** Spec 1 §9: stars 4 and 5, property type 1 (hotels). */
export const DEFAULT_FILTERS: FilterState = {
  name: '',
  stars: [4, 5],
  propertyTypes: [1],
  suitableTypes: [],
  facilities: [],
  rating: [],
  priceFrom: null,
  priceTo: null,
  distanceToPoint: null,
  hideSoldOut: null,
  hotPrevious: {},
};

/** hideSoldOut defaults to true unless the search is for a point of interest (spec 1 §4). */
export function effectiveHideSoldOut(
  filters: Pick<FilterState, 'hideSoldOut'>,
  type: PlaceType | undefined,
): boolean {
  return filters.hideSoldOut ?? type !== 'poi';
}

/* ------------------------------------------------------------------------------------------------
 * Hot filters (spec 1 §3): aliasType include is an ADD of the first alias value; anything else a SET
 * of the alias values. The hideSoldOut hot filter is dropped (it has its own switch).
 * ---------------------------------------------------------------------------------------------- */

interface HotFilter {
  id: string;
  name: string;
  field: ListFilter;
  action: 'ADD' | 'SET';
  value: number[];
}

const isListFilter = (field: string): field is ListFilter =>
  (LIST_FILTERS as readonly string[]).includes(field);

export function toHotFilters(config: Pick<ConfigResponse, 'hotFilters'> | null | undefined): HotFilter[] {
  const hot: HotFilter[] = [];
  for (const filter of config?.hotFilters ?? []) {
    if (filter.id === 'hideSoldOut') continue;
    const [field, values] = Object.entries(filter.aliases)[0] ?? [];
    if (!field || !values?.length || !isListFilter(field)) continue;
    const numbers = values.map(Number).filter((value) => Number.isInteger(value));
    if (!numbers.length) continue;
    hot.push(
      filter.aliasType === 'include'
        ? { id: filter.id, name: filter.name, field, action: 'ADD', value: numbers.slice(0, 1) }
        : { id: filter.id, name: filter.name, field, action: 'SET', value: numbers },
    );
  }
  return hot;
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

export function isHotFilterOn(filters: FilterState, hot: HotFilter): boolean {
  const current = filters[hot.field];
  return hot.action === 'ADD'
    ? hot.value.every((value) => current.includes(value))
    : sameSet(current, hot.value);
}

/**
 * Checks or unchecks a hot filter. ADD adds or removes its value; SET replaces the field with its
 * value and remembers what was there, which unchecking restores.
 */
export function toggleHotFilter(filters: FilterState, hot: HotFilter, on: boolean): FilterState {
  const current = filters[hot.field];
  if (hot.action === 'ADD') {
    const next = on
      ? [...new Set([...current, ...hot.value])]
      : current.filter((value) => !hot.value.includes(value));
    return { ...filters, [hot.field]: next };
  }
  if (on) {
    return {
      ...filters,
      [hot.field]: [...hot.value],
      hotPrevious: { ...filters.hotPrevious, [hot.id]: [...current] },
    };
  }
  const { [hot.id]: previous, ...rest } = filters.hotPrevious;
  return { ...filters, [hot.field]: previous ?? [], hotPrevious: rest };
}

/* ------------------------------------------------------------------------------------------------
 * Input rules (spec 1 §5)
 * ---------------------------------------------------------------------------------------------- */

/**
 * A price input (in EUR): it must lie between the metadata's min and max, `from` not above `to` and
 * `to` not below `from`; otherwise it is ignored (the previous value stays). An empty input reverts
 * to the previous value. Returns the value to keep.
 */
export function applyPriceInput(
  which: 'priceFrom' | 'priceTo',
  input: number | null,
  filters: Pick<FilterState, 'priceFrom' | 'priceTo'>,
  bounds: { min: number; max: number },
): number | null {
  const previous = filters[which];
  if (input === null || Number.isNaN(input)) return previous;
  if (input < bounds.min || input > bounds.max) return previous;
  if (which === 'priceFrom' && filters.priceTo !== null && input > filters.priceTo) return previous;
  if (which === 'priceTo' && filters.priceFrom !== null && input < filters.priceFrom) return previous;
  return input;
}

/** The price range of the metadata in EUR per night, whole euros (null when the metadata has none). */
export function priceBounds(
  metadata: Pick<FilterMetadata, 'priceMin' | 'priceMax'> | undefined,
): { min: number; max: number } | null {
  if (!metadata || metadata.priceMin === null || metadata.priceMax === null) return null;
  return { min: Math.floor(metadata.priceMin), max: Math.ceil(metadata.priceMax) };
}

/** The price slider's ends in the shown currency: the metadata's range converted, widened to whole units. */
export function priceSliderBounds(
  eur: { min: number; max: number },
  rate: number,
): { min: number; max: number } {
  // The epsilon keeps 900 × 1.1 = 990.0000000000001 at 990.
  const min = Math.floor(eur.min * rate + 1e-9);
  return { min, max: Math.max(Math.ceil(eur.max * rate - 1e-9), min + 1) };
}

const clamp = (value: number, bounds: { min: number; max: number }) =>
  Math.min(bounds.max, Math.max(bounds.min, value));

/** Where the slider's thumbs stand for the filters: a missing bound stands at its end of the track. */
export function priceSliderValue(
  filters: Pick<FilterState, 'priceFrom' | 'priceTo'>,
  shown: { min: number; max: number },
  rate: number,
): [number, number] {
  const from = filters.priceFrom === null ? shown.min : clamp(Math.round(filters.priceFrom * rate), shown);
  const to = filters.priceTo === null ? shown.max : clamp(Math.round(filters.priceTo * rate), shown);
  return [Math.min(from, to), Math.max(from, to)];
}

/**
 * A slider position (shown currency) as price filters in EUR. A thumb at its end of the track is no
 * bound (the traveller has not limited that side); the others are kept within the metadata's range,
 * from never above to — the rules of spec 1 §5, which the slider's thumbs cannot break.
 */
export function applyPriceSlider(
  range: readonly [number, number],
  shown: { min: number; max: number },
  eur: { min: number; max: number },
  rate: number,
): Pick<FilterState, 'priceFrom' | 'priceTo'> {
  const [low, high] = range[0] <= range[1] ? range : [range[1], range[0]];
  const priceFrom = low <= shown.min ? null : clamp(Math.round(low / rate), eur);
  const priceTo = high >= shown.max ? null : clamp(Math.round(high / rate), eur);
  return {
    priceFrom,
    priceTo: priceFrom !== null && priceTo !== null && priceTo < priceFrom ? priceFrom : priceTo,
  };
}

/**
 * The distance input, in km with two decimals, kept in metres rounded to tens. Above the maximum
 * clears the filter; below the minimum clamps to the minimum. An empty input clears it too.
 */
export function applyDistanceInput(km: number | null, bounds: { min: number; max: number }): number | null {
  if (km === null || Number.isNaN(km)) return null;
  // Two decimals of km are tens of metres.
  const rounded = Math.round(km * 100) * 10;
  if (rounded > bounds.max) return null;
  if (rounded < bounds.min) return Math.ceil(bounds.min / 10) * 10;
  return rounded;
}

/* ------------------------------------------------------------------------------------------------
 * Metadata (spec 1 §4): filters absent from the metadata are hidden; unchecked options absent from
 * it are disabled.
 * ---------------------------------------------------------------------------------------------- */

export function availableIds(metadata: FilterMetadata, field: ListFilter): number[] {
  if (field === 'rating')
    return Object.values(metadata.rating).flatMap((present, index) => (present ? [index] : []));
  if (field === 'facilities') return metadata.facilitiesSet;
  return metadata[field];
}

export function isOptionDisabled(
  metadata: FilterMetadata | undefined,
  filters: FilterState,
  field: ListFilter,
  id: number,
): boolean {
  if (!metadata) return false;
  return !filters[field].includes(id) && !availableIds(metadata, field).includes(id);
}

/* ------------------------------------------------------------------------------------------------
 * Address and request
 * ---------------------------------------------------------------------------------------------- */

/** The filter parameters of the /search address (spec 1 §3). */
interface FilterParams {
  name?: string | undefined;
  distanceToPoint?: number | undefined;
  priceFrom?: number | undefined;
  priceTo?: number | undefined;
  stars?: string | undefined;
  suitableTypes?: string | undefined;
  facilities?: string | undefined;
  rating?: string | undefined;
  propertyTypes?: string | undefined;
  hideSoldOut?: boolean | undefined;
}

const FILTER_PARAM_KEYS = [
  'name',
  'distanceToPoint',
  'priceFrom',
  'priceTo',
  'stars',
  'suitableTypes',
  'facilities',
  'rating',
  'propertyTypes',
  'hideSoldOut',
] as const satisfies readonly (keyof FilterParams)[];

export function hasFilterParams(params: FilterParams): boolean {
  return FILTER_PARAM_KEYS.some((key) => params[key] !== undefined);
}

/** Filters from the address, on top of `base` (saved or default filters) for what the address omits. */
export function filtersFromParams(params: FilterParams, base: FilterState = DEFAULT_FILTERS): FilterState {
  return {
    ...base,
    name: params.name ?? base.name,
    distanceToPoint: params.distanceToPoint ?? base.distanceToPoint,
    priceFrom: params.priceFrom ?? base.priceFrom,
    priceTo: params.priceTo ?? base.priceTo,
    stars: parseIdList(params.stars) ?? base.stars,
    suitableTypes: parseIdList(params.suitableTypes) ?? base.suitableTypes,
    facilities: parseIdList(params.facilities) ?? base.facilities,
    rating: parseIdList(params.rating) ?? base.rating,
    propertyTypes: parseIdList(params.propertyTypes) ?? base.propertyTypes,
    hideSoldOut: params.hideSoldOut ?? base.hideSoldOut,
  };
}

/** The address form of the filters: every filter is written, so a reload restores exactly this state. */
export function filtersToParams(filters: FilterState): FilterParams {
  return {
    name: filters.name.trim() || undefined,
    distanceToPoint: filters.distanceToPoint ?? undefined,
    priceFrom: filters.priceFrom ?? undefined,
    priceTo: filters.priceTo ?? undefined,
    stars: formatIdList(filters.stars),
    suitableTypes: filters.suitableTypes.length ? formatIdList(filters.suitableTypes) : undefined,
    facilities: filters.facilities.length ? formatIdList(filters.facilities) : undefined,
    rating: filters.rating.length ? formatIdList(filters.rating) : undefined,
    propertyTypes: formatIdList(filters.propertyTypes),
    hideSoldOut: filters.hideSoldOut ?? undefined,
  };
}

/** The f.* parameters of GET /search. */
export function filtersToRequest(filters: FilterState, type: PlaceType | undefined): Partial<SearchRequest> {
  return {
    'f.name': filters.name.trim() || undefined,
    'f.distanceToPointMax': filters.distanceToPoint ?? undefined,
    'f.priceFrom': filters.priceFrom ?? undefined,
    'f.priceTo': filters.priceTo ?? undefined,
    'f.stars': filters.stars,
    'f.suitableTypes': filters.suitableTypes,
    'f.facilities': filters.facilities,
    'f.rating': filters.rating,
    'f.propertyTypes': filters.propertyTypes,
    'f.hideSoldOut': effectiveHideSoldOut(filters, type),
  };
}

/** A trailing debounce: `run(value)` calls `apply` once `ms` have passed without another run. */
export function createDebouncer<T>(apply: (value: T) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    run(value: T) {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        apply(value);
      }, ms);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** Spec 1 §9: the name and price filters apply after 400 ms. */
export const FILTER_DEBOUNCE_MS = 400;
