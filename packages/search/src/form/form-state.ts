import { useState } from 'react';
import { localToday } from '@clubstay/contract/stay-dates';
import type { StayDates } from '#state/address.ts';
import type { SearchParams } from '#state/search-store.ts';

/**
 * What the form edits: the search parameters, with no dates yet where the form starts without them
 * (the static hotel page, spec 2 §3 "Static defaults: dates both null").
 */
export type FormParams = Omit<SearchParams, 'dates'> & { dates: StayDates | null };
import { useHistoryPops } from './use-history-pops.ts';
import { type FormErrors, hasErrors, validateSearch } from './validate.ts';

export interface SearchFormStateProps {
  /**
   * `full`: the /search page panel; `compact`: the home panel, every change stored at once;
   * `static`: a compact panel with preset values that stores nothing until searched.
   * @default 'full'
   */
  variant?: 'full' | 'compact' | 'static';
  /** The values the form starts from (the store, the address or the preset). */
  initial: FormParams;
  /** Every valid or invalid change with dates (the home form stores each one, spec 1 §4). */
  onChange?: (params: SearchParams) => void;
  /** The Search button, once the values pass spec 1 §5. */
  onSearch: (params: SearchParams) => void;
  /**
   * The text of the place the page is about (the hotel page's panel): searching with it unchanged is
   * valid without a place id. @default undefined: a destination must be picked from the suggestions
   */
  ownPlace?: string;
}

/** What the form's fields show and do: the values, the errors of spec 1 §5, a change, the search. */
export interface SearchFormState {
  variant: 'full' | 'compact' | 'static';
  params: FormParams;
  errors: FormErrors;
  /** Bumped when the traveller moves through the history: the fields are mounted afresh. */
  generation: number;
  change: (patch: Partial<FormParams>) => void;
  submit: () => void;
}

/**
 * The search form's state, without any of its controls (so that the light form of the home page and
 * the react-aria form it hands over to share it): the values start from `initial`, new initial values
 * reset them, and so does going back or forward in history (spec 1 §4); every change is reported
 * unless the form is `static`; Search validates (spec 1 §5) and searches only when nothing is wrong.
 */
export function useSearchFormState({
  variant = 'full',
  initial,
  onChange,
  onSearch,
  ownPlace,
}: SearchFormStateProps): SearchFormState {
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

  const change = (patch: Partial<FormParams>) => {
    const next = { ...params, ...patch };
    setParams(next);
    if (Object.keys(errors).length) setErrors(validateSearch(next, localToday(), ownPlace));
    const { dates } = next;
    if (variant !== 'static' && dates) onChange?.({ ...next, dates });
  };

  const submit = () => {
    const found = validateSearch(params, localToday(), ownPlace);
    setErrors(found);
    const { dates } = params;
    if (!hasErrors(found) && dates) onSearch({ ...params, dates });
  };

  return { variant, params, errors, generation, change, submit };
}
