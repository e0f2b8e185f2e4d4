import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterMetadata } from '@clubstay/contract/search';
import { SCORE_CATEGORIES } from '@clubstay/contract/config-rules';
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
  availableIds,
  effectiveHideSoldOut,
  type FilterState,
  isHotFilterOn,
  isOptionDisabled,
  type ListFilter,
  priceBounds,
  toggleHotFilter,
  toHotFilters,
} from '#state/filters.ts';
import { filterGroup, filterPanel, filterTitle } from '#results/results.css.ts';
import { PriceFilter } from './price-filter.tsx';
import { useDebounced } from './use-debounced.ts';

interface FilterPanelProps {
  filters: FilterState;
  metadata: FilterMetadata | undefined;
  placeType: PlaceType | undefined;
  onChange: (filters: FilterState) => void;
  onReset: () => void;
}

/** Spec 1 §9: placeholder rows while the search's filter metadata loads. */
export const FILTER_SKELETONS = { propertyTypes: 10, hotFilters: 5, rating: 5, facilities: 10 } as const;

const SCORE_KEYS = [
  'FILTERS.RATING_POOR',
  'FILTERS.RATING_FAIR',
  'FILTERS.RATING_GOOD',
  'FILTERS.RATING_VERY_GOOD',
  'FILTERS.RATING_EXCELLENT',
] as const;

/** Every filter of spec 1 §3, hidden when the metadata lacks it, options disabled when absent from it. */
export const FilterPanel = memo(function FilterPanel({
  filters,
  metadata,
  placeType,
  onChange,
  onReset,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const config = useSettings((state) => state.config);
  const currency = useSettings((state) => state.currency);
  const hotFilters = useMemo(
    () =>
      toHotFilters(config).filter(
        (hot) => !metadata || metadata.hotFiltersSet.includes(hot.id) || isHotFilterOn(filters, hot),
      ),
    [config, metadata, filters],
  );

  // Name: typed text shows at once, the filter applies 400 ms after the last key.
  const [name, setName] = useState(filters.name);
  const [nameSource, setNameSource] = useState(filters.name);
  if (nameSource !== filters.name) {
    setNameSource(filters.name);
    setName(filters.name);
  }
  const nameDebounce = useDebounced<string>((value) => onChange({ ...filters, name: value }));

  const bounds = priceBounds(metadata);

  const loading = (title: string, count: number) => (
    <div className={filterGroup}>
      <h3 className={filterTitle}>{title}</h3>
      <Skeleton count={count} label={t('SEARCH.LOADING')} />
    </div>
  );

  const list = (field: ListFilter, title: string, options: { id: number; name: string }[]) => {
    // Until the metadata says which options the results have, placeholders (spec 1 §9).
    if (!metadata && field in FILTER_SKELETONS)
      return loading(title, FILTER_SKELETONS[field as keyof typeof FILTER_SKELETONS]);
    if (metadata && !availableIds(metadata, field).length && !filters[field].length) return null;
    return (
      <CheckboxGroup
        label={title}
        value={filters[field].map(String)}
        onChange={(values) => onChange({ ...filters, [field]: values.map(Number) })}
      >
        {options.map((option) => (
          <Checkbox
            key={option.id}
            value={String(option.id)}
            isDisabled={isOptionDisabled(metadata, filters, field, option.id)}
          >
            {option.name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  };

  const distanceBounds =
    metadata && metadata.distanceMin !== null && metadata.distanceMax !== null
      ? { min: metadata.distanceMin, max: metadata.distanceMax }
      : null;

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
      {!metadata ? (
        loading(t('FILTERS.POPULAR'), FILTER_SKELETONS.hotFilters)
      ) : hotFilters.length ? (
        <div className={filterGroup}>
          <h3 className={filterTitle}>{t('FILTERS.POPULAR')}</h3>
          {hotFilters.map((hot) => (
            <Checkbox
              key={hot.id}
              isSelected={isHotFilterOn(filters, hot)}
              onChange={(on) => onChange(toggleHotFilter(filters, hot, on))}
            >
              {hot.name}
            </Checkbox>
          ))}
        </div>
      ) : null}
      {bounds ? (
        <div className={filterGroup}>
          <PriceFilter filters={filters} bounds={bounds} currency={currency} onChange={onChange} />
        </div>
      ) : null}
      {list(
        'stars',
        t('FILTERS.STARS'),
        [5, 4, 3, 2, 1].map((id) => ({ id, name: t('COUNT.STARS', { count: id }) })),
      )}
      {list(
        'rating',
        t('FILTERS.RATING'),
        SCORE_CATEGORIES.map((_, id) => ({ id, name: t(SCORE_KEYS[id] ?? 'FILTERS.RATING_GOOD') })).reverse(),
      )}
      {distanceBounds ? (
        <NumberField
          label={t('FILTERS.DISTANCE')}
          size="small"
          value={filters.distanceToPoint === null ? Number.NaN : filters.distanceToPoint / 1000}
          minValue={0}
          step={0.01}
          formatOptions={{ maximumFractionDigits: 2 }}
          onChange={(km) =>
            onChange({
              ...filters,
              distanceToPoint: applyDistanceInput(Number.isNaN(km) ? null : km, distanceBounds),
            })
          }
        />
      ) : null}
      {list('propertyTypes', t('FILTERS.PROPERTY_TYPES'), config?.propertyTypes ?? [])}
      {list('suitableTypes', t('FILTERS.SUITABLE_TYPES'), config?.suitableTypes ?? [])}
      {list(
        'facilities',
        t('FILTERS.FACILITIES'),
        (config?.facilities ?? []).filter((facility) => facility.filterable),
      )}
      <Switch
        isSelected={effectiveHideSoldOut(filters, placeType)}
        onChange={(hideSoldOut) => onChange({ ...filters, hideSoldOut })}
      >
        {t('FILTERS.HIDE_SOLD_OUT')}
      </Switch>
    </div>
  );
});
