import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterMetadata } from '@clubstay/contract/search';
import { SCORE_CATEGORIES } from '@clubstay/contract/config';
import { useSettings } from '@clubstay/i18n/settings';
import { Button } from '@clubstay/ui/button';
import { Checkbox, CheckboxGroup } from '@clubstay/ui/checkbox';
import { NumberField } from '@clubstay/ui/number-field';
import { Skeleton } from '@clubstay/ui/skeleton';
import { Switch } from '@clubstay/ui/switch';
import { TextField } from '@clubstay/ui/text-field';
import type { PlaceType } from '@clubstay/contract/places';
import {
  applyDistanceInput,
  applyPriceInput,
  availableIds,
  createDebouncer,
  effectiveHideSoldOut,
  FILTER_DEBOUNCE_MS,
  type FilterState,
  isHotFilterOn,
  isOptionDisabled,
  type ListFilter,
  toggleHotFilter,
  toHotFilters,
} from '../state/filters.ts';
import { filterGroup, filterPanel, filterTitle, priceInputs } from '../results/results.css.ts';

export interface FilterPanelProps {
  filters: FilterState;
  metadata: FilterMetadata | undefined;
  placeType: PlaceType | undefined;
  onChange: (filters: FilterState) => void;
  onReset: () => void;
}

const SCORE_KEYS = ['FILTERS.RATING_POOR', 'FILTERS.RATING_FAIR', 'FILTERS.RATING_GOOD', 'FILTERS.RATING_VERY_GOOD', 'FILTERS.RATING_EXCELLENT'] as const;

/** A filter value typed now and applied after `FILTER_DEBOUNCE_MS` (spec 1 §4: name and price). */
function useDebounced<T>(apply: (value: T) => void) {
  const pending = useRef<ReturnType<typeof createDebouncer<T>> | null>(null);
  useEffect(() => () => pending.current?.cancel(), []);
  return {
    run(value: T) {
      // A new debouncer per keystroke applies with the filters current at that keystroke.
      pending.current?.cancel();
      pending.current = createDebouncer(apply, FILTER_DEBOUNCE_MS);
      pending.current.run(value);
    },
  };
}

/** Every filter of spec 1 §3, hidden when the metadata lacks it, options disabled when absent from it. */
export function FilterPanel({ filters, metadata, placeType, onChange, onReset }: FilterPanelProps) {
  const { t } = useTranslation();
  const config = useSettings((state) => state.config);
  const currency = useSettings((state) => state.currency);
  const hotFilters = useMemo(() => toHotFilters(config).filter((hot) => !metadata || metadata.hotFiltersSet.includes(hot.id) || isHotFilterOn(filters, hot)), [config, metadata, filters]);

  // Name: typed text shows at once, the filter applies 400 ms after the last key.
  const [name, setName] = useState(filters.name);
  const [nameSource, setNameSource] = useState(filters.name);
  if (nameSource !== filters.name) {
    setNameSource(filters.name);
    setName(filters.name);
  }
  const nameDebounce = useDebounced<string>((value) => onChange({ ...filters, name: value }));

  // Prices are typed in the current currency and kept in EUR per night.
  const rate = currency.rate;
  const toShown = (eur: number | null) => (eur === null ? Number.NaN : Math.round(eur * rate));
  const bounds = metadata && metadata.priceMin !== null && metadata.priceMax !== null ? { min: Math.floor(metadata.priceMin), max: Math.ceil(metadata.priceMax) } : null;
  const [prices, setPrices] = useState({ from: toShown(filters.priceFrom), to: toShown(filters.priceTo) });
  const [priceSource, setPriceSource] = useState({ from: filters.priceFrom, to: filters.priceTo, rate });
  if (priceSource.from !== filters.priceFrom || priceSource.to !== filters.priceTo || priceSource.rate !== rate) {
    setPriceSource({ from: filters.priceFrom, to: filters.priceTo, rate });
    setPrices({ from: toShown(filters.priceFrom), to: toShown(filters.priceTo) });
  }
  const priceDebounce = useDebounced<{ which: 'priceFrom' | 'priceTo'; shown: number }>(({ which, shown }) => {
    if (!bounds) return;
    const eur = Number.isNaN(shown) ? null : Math.round(shown / rate);
    const kept = applyPriceInput(which, eur, filters, bounds);
    if (kept === filters[which]) {
      // Ignored or empty: the field shows the previous value again (spec 1 §5).
      setPrices((current) => ({ ...current, [which === 'priceFrom' ? 'from' : 'to']: toShown(kept) }));
      return;
    }
    onChange({ ...filters, [which]: kept });
  });

  const list = (field: ListFilter, title: string, options: { id: number; name: string }[]) => {
    if (metadata && !availableIds(metadata, field).length && !filters[field].length) return null;
    return (
      <CheckboxGroup
        label={title}
        value={filters[field].map(String)}
        onChange={(values) => onChange({ ...filters, [field]: values.map(Number) })}
      >
        {options.map((option) => (
          <Checkbox key={option.id} value={String(option.id)} isDisabled={isOptionDisabled(metadata, filters, field, option.id)}>
            {option.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  };

  const distanceBounds = metadata && metadata.distanceMin !== null && metadata.distanceMax !== null ? { min: metadata.distanceMin, max: metadata.distanceMax } : null;

  return (
    <div className={filterPanel} role="group" aria-label={t('FILTERS.TITLE')}>
      <Button variant="secondary" size="small" onPress={onReset}>
        {t('FILTERS.RESET')}
      </Button>
      <TextField
        label={t('FILTERS.NAME')}
        value={name}
        size="small"
        onChange={(value) => {
          setName(value);
          nameDebounce.run(value);
        }}
      />
      {hotFilters.length ? (
        <div className={filterGroup}>
          <h3 className={filterTitle}>{t('FILTERS.POPULAR')}</h3>
          {hotFilters.map((hot) => (
            <Checkbox key={hot.id} isSelected={isHotFilterOn(filters, hot)} onChange={(on) => onChange(toggleHotFilter(filters, hot, on))}>
              {hot.name}
            </Checkbox>
          ))}
        </div>
      ) : !metadata ? (
        <Skeleton count={5} label={t('SEARCH.LOADING')} />
      ) : null}
      {bounds ? (
        <div className={filterGroup}>
          <h3 className={filterTitle}>{t('FILTERS.PRICE', { currency: currency.code })}</h3>
          <div className={priceInputs}>
            <NumberField
              label={t('FILTERS.PRICE_FROM')}
              size="small"
              value={prices.from}
              minValue={0}
              onChange={(shown) => {
                setPrices((current) => ({ ...current, from: shown }));
                priceDebounce.run({ which: 'priceFrom', shown });
              }}
            />
            <NumberField
              label={t('FILTERS.PRICE_TO')}
              size="small"
              value={prices.to}
              minValue={0}
              onChange={(shown) => {
                setPrices((current) => ({ ...current, to: shown }));
                priceDebounce.run({ which: 'priceTo', shown });
              }}
            />
          </div>
        </div>
      ) : null}
      {list('stars', t('FILTERS.STARS'), [5, 4, 3, 2, 1].map((id) => ({ id, name: t('FILTERS.STARS_VALUE', { stars: id }) })))}
      {list('rating', t('FILTERS.RATING'), SCORE_CATEGORIES.map((_, id) => ({ id, name: t(SCORE_KEYS[id] ?? 'FILTERS.RATING_GOOD') })).reverse())}
      {distanceBounds ? (
        <NumberField
          label={t('FILTERS.DISTANCE')}
          size="small"
          value={filters.distanceToPoint === null ? Number.NaN : filters.distanceToPoint / 1000}
          minValue={0}
          step={0.01}
          formatOptions={{ maximumFractionDigits: 2 }}
          onChange={(km) => onChange({ ...filters, distanceToPoint: applyDistanceInput(Number.isNaN(km) ? null : km, distanceBounds) })}
        />
      ) : null}
      {list('propertyTypes', t('FILTERS.PROPERTY_TYPES'), config?.propertyTypes ?? [])}
      {list('suitableTypes', t('FILTERS.SUITABLE_TYPES'), config?.suitableTypes ?? [])}
      {list('facilities', t('FILTERS.FACILITIES'), (config?.facilities ?? []).filter((facility) => facility.filterable))}
      <Switch isSelected={effectiveHideSoldOut(filters, placeType)} onChange={(hideSoldOut) => onChange({ ...filters, hideSoldOut })}>
        {t('FILTERS.HIDE_SOLD_OUT')}
      </Switch>
    </div>
  );
}
