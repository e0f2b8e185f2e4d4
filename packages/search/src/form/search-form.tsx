import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSuggestion } from '@clubstay/maps/places';
import { Button } from '@clubstay/ui/button';
import { Checkbox } from '@clubstay/ui/checkbox';
import { cx } from '../cx.ts';
import { localToday } from '../state/dates.ts';
import type { SearchParams } from '../state/search-store.ts';
import { DatesField } from './dates-field.tsx';
import { DestinationField } from './destination-field.tsx';
import { compactForm, form, formFooter } from './form.css.ts';
import { RoomsField } from './rooms-field.tsx';
import { useHistoryPops } from './use-history-pops.ts';
import { type FormErrors, hasErrors, validateSearch } from './validate.ts';

export interface SearchFormProps {
  /**
   * `full`: the /search page panel; `compact`: the home panel, every change stored at once;
   * `static`: a compact panel with preset values that stores nothing until searched.
   * @default 'full'
   */
  variant?: 'full' | 'compact' | 'static';
  /** The values the form starts from (the store, the address or the preset). */
  initial: SearchParams;
  /** Every valid or invalid change (the home form stores each one, spec 1 §4). */
  onChange?: (params: SearchParams) => void;
  /** The Search button, once the values pass spec 1 §5. */
  onSearch: (params: SearchParams) => void;
  onSuggestion?: (suggestion: PlaceSuggestion) => void;
  highContrast?: boolean;
  /**
   * The text of the place the page is about (the hotel page's panel): searching with it unchanged is
   * valid without a place id. @default undefined: a destination must be picked from the suggestions
   */
  ownPlace?: string;
  className?: string;
}

/** The search panel: destination, dates, rooms and the business-trip flag, validated on Search. */
export function SearchForm({ variant = 'full', initial, onChange, onSearch, onSuggestion, highContrast, ownPlace, className }: SearchFormProps) {
  const { t } = useTranslation();
  const [params, setParams] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const pops = useHistoryPops();
  const [source, setSource] = useState({ initial, pops });
  // New initial values (a new address, a featured destination) reset the form. Going back or forward
  // in history resets it to its defaults too (spec 1 §4), dropping half-typed text and open pickers:
  // the fields are mounted afresh.
  const [generation, setGeneration] = useState(0);
  if (source.initial !== initial || source.pops !== pops) {
    if (source.pops !== pops) setGeneration(generation + 1);
    setSource({ initial, pops });
    setParams(initial);
    setErrors({});
  }

  const change = (patch: Partial<SearchParams>) => {
    const next = { ...params, ...patch };
    setParams(next);
    if (Object.keys(errors).length) setErrors(validateSearch(next, localToday(), ownPlace));
    if (variant !== 'static') onChange?.(next);
  };

  const submit = () => {
    const found = validateSearch(params, localToday(), ownPlace);
    setErrors(found);
    if (!hasErrors(found)) onSearch(params);
  };

  return (
    <form
      className={cx(form, variant !== 'full' && compactForm, className)}
      aria-label={t('SEARCH.FORM_LABEL')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <DestinationField
        key={`destination-${generation}`}
        value={params.destination}
        onChange={(destination) => change({ destination })}
        onSuggestion={onSuggestion}
        highContrast={highContrast}
        errorMessage={errors.destination ? t(errors.destination) : undefined}
      />
      <DatesField key={`dates-${generation}`} value={params.dates} onChange={(dates) => change({ dates })} errorMessage={errors.dates ? t(errors.dates) : undefined} />
      <RoomsField
        key={`rooms-${generation}`}
        value={params.rooms}
        onChange={(rooms) => change({ rooms })}
        errorMessage={errors.rooms ? t(errors.rooms.key, errors.rooms.values) : undefined}
      />
      <Button type="submit">{t('SEARCH.SEARCH_BUTTON')}</Button>
      <div className={formFooter}>
        <Checkbox isSelected={params.businessTrip} onChange={(businessTrip) => change({ businessTrip })}>
          {t('SEARCH.BUSINESS_TRIP')}
        </Checkbox>
      </div>
    </form>
  );
}
