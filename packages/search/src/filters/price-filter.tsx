import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@clubstay/ui/number-field';
import { RangeSlider } from '@clubstay/ui/slider';
import { priceInputs } from '#results/results.css.ts';
import {
  applyPriceInput,
  applyPriceSlider,
  type FilterState,
  priceSliderBounds,
  priceSliderValue,
} from '#state/filters.ts';
import { useDebounced } from './use-debounced.ts';

interface PriceFilterProps {
  filters: FilterState;
  /** The metadata's price range, EUR per night. */
  bounds: { min: number; max: number };
  currency: { code: string; rate: number };
  onChange: (filters: FilterState) => void;
}

type Shown = { from: number; to: number };
type Pending =
  | { kind: 'input'; which: 'priceFrom' | 'priceTo'; shown: number }
  | { kind: 'slider'; range: [number, number] };

/** Currency codes longer than 3 letters are shown as USD (spec 1 §9 price display). */
const displayCode = (code: string) => (code.length > 3 ? 'USD' : code.toUpperCase());

/**
 * The price filter (spec 1 §3, §5): a two-thumb slider over the metadata's range bound to a From and a
 * To input, both in the chosen currency; the filter itself is kept in EUR per night. Typing or sliding
 * shows at once and applies 400 ms after the last change. A typed value outside the range, a From
 * above To or a To below From is ignored and the input shows the previous value again; an emptied
 * input does the same. A thumb at its end of the track means no bound on that side.
 */
export function PriceFilter({ filters, bounds, currency, onChange }: PriceFilterProps) {
  const { t } = useTranslation();
  const { rate } = currency;
  const track = priceSliderBounds(bounds, rate);
  const toShown = (eur: number | null) => (eur === null ? Number.NaN : Math.round(eur * rate));

  // What the inputs show; it follows the filters when they change from outside (reset, address).
  const [shown, setShown] = useState<Shown>({
    from: toShown(filters.priceFrom),
    to: toShown(filters.priceTo),
  });
  const [source, setSource] = useState({ from: filters.priceFrom, to: filters.priceTo, rate });
  if (source.from !== filters.priceFrom || source.to !== filters.priceTo || source.rate !== rate) {
    setSource({ from: filters.priceFrom, to: filters.priceTo, rate });
    setShown({ from: toShown(filters.priceFrom), to: toShown(filters.priceTo) });
  }

  const apply = useDebounced<Pending>((pending) => {
    if (pending.kind === 'slider') {
      const next = applyPriceSlider(pending.range, track, bounds, rate);
      if (next.priceFrom !== filters.priceFrom || next.priceTo !== filters.priceTo)
        onChange({ ...filters, ...next });
      return;
    }
    const { which } = pending;
    const eur = Number.isNaN(pending.shown) ? null : Math.round(pending.shown / rate);
    const kept = applyPriceInput(which, eur, filters, bounds);
    if (kept === filters[which]) {
      // Ignored or empty: the input shows the previous value again (spec 1 §5).
      setShown((current) => ({ ...current, [which === 'priceFrom' ? 'from' : 'to']: toShown(kept) }));
      return;
    }
    onChange({ ...filters, [which]: kept });
  });

  // The thumbs follow what the inputs show, kept on the track while a typed value waits for its check.
  const typedFilters = {
    priceFrom: Number.isNaN(shown.from) ? null : shown.from / rate,
    priceTo: Number.isNaN(shown.to) ? null : shown.to / rate,
  };
  const sliderValue = priceSliderValue(typedFilters, track, rate);
  const code = displayCode(currency.code);

  return (
    <>
      <RangeSlider
        label={t('FILTERS.PRICE', { currency: code })}
        thumbLabels={[t('FILTERS.PRICE_MIN_THUMB'), t('FILTERS.PRICE_MAX_THUMB')]}
        minValue={track.min}
        maxValue={track.max}
        value={sliderValue}
        formatOptions={{
          style: 'currency',
          currency: code,
          maximumFractionDigits: 0,
          minimumFractionDigits: 0,
        }}
        onChange={(value) => {
          if (!Array.isArray(value)) return;
          const [low = track.min, high = track.max] = value;
          setShown({ from: low <= track.min ? Number.NaN : low, to: high >= track.max ? Number.NaN : high });
          apply.run({ kind: 'slider', range: [low, high] });
        }}
      />
      <div className={priceInputs}>
        <NumberField
          label={t('FILTERS.PRICE_FROM')}
          size="small"
          value={shown.from}
          minValue={0}
          onChange={(value) => {
            setShown((current) => ({ ...current, from: value }));
            apply.run({ kind: 'input', which: 'priceFrom', shown: value });
          }}
        />
        <NumberField
          label={t('FILTERS.PRICE_TO')}
          size="small"
          value={shown.to}
          minValue={0}
          onChange={(value) => {
            setShown((current) => ({ ...current, to: value }));
            apply.run({ kind: 'input', which: 'priceTo', shown: value });
          }}
        />
      </div>
    </>
  );
}
