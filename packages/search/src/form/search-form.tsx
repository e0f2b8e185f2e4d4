import { MAX_NIGHTS } from '@clubstay/contract/search-rules';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceSuggestion } from '@clubstay/maps/places';
import { Button } from '@clubstay/ui/button';
import { Checkbox } from '@clubstay/ui/checkbox';
import { cx } from '@clubstay/ui/cx';
import { DatesField } from './dates-field.tsx';
import { DestinationField } from './destination-field.tsx';
import { type SearchFormState, type SearchFormStateProps, useSearchFormState } from './form-state.ts';
import { compactForm, form, formFooter } from './form.css.ts';
import type { Handover } from './handover.ts';
import { RoomsField } from './rooms-field.tsx';

interface SearchFormProps extends SearchFormStateProps {
  onSuggestion?: (suggestion: PlaceSuggestion) => void;
  highContrast?: boolean;
  className?: string;
}

/** The search panel: destination, dates, rooms and the business-trip flag, validated on Search. */
export function SearchForm({ onSuggestion, highContrast, className, ...props }: SearchFormProps) {
  const state = useSearchFormState(props);
  return (
    <SearchFormView
      state={state}
      onSuggestion={onSuggestion}
      highContrast={highContrast}
      className={className}
    />
  );
}

interface SearchFormViewProps {
  state: SearchFormState;
  onSuggestion?: ((suggestion: PlaceSuggestion) => void) | undefined;
  highContrast?: boolean | undefined;
  className?: string | undefined;
  /** What the light form was doing when this one replaced it (the home page, see lazy-search-form.tsx). */
  handover?: Handover | undefined;
}

/** The react-aria controls of the search form, on a state of `useSearchFormState`. */
export function SearchFormView({
  state,
  onSuggestion,
  highContrast,
  className,
  handover,
}: SearchFormViewProps) {
  const { t } = useTranslation();
  const { params, errors, generation, change, submit, variant } = state;
  const formRef = useRef<HTMLFormElement>(null);

  // Taking over from the light form: the field that had the focus has it again (with the caret where
  // it was); a picker pressed before this code arrived opens, as a screen reader would press its
  // trigger (a click without a pointer, which react-aria takes as a virtual press). The trigger has
  // the focus first, so that the popover gives it back there when it closes.
  useLayoutEffect(() => {
    const field = handover?.focus
      ? formRef.current?.querySelector<HTMLElement>(`[data-field="${handover.focus}"]`)
      : null;
    if (!field || !handover) return;
    const target = field.matches('input, button') ? field : field.querySelector<HTMLElement>('input, button');
    target?.focus({ preventScroll: true });
    if (target instanceof HTMLInputElement && target.type === 'text' && handover.selection)
      target.setSelectionRange(...handover.selection);
    if (handover.open && handover.open === handover.focus && target instanceof HTMLButtonElement)
      target.click();
    // Only on mount: the handover happens once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A history move remounts the fields at their defaults, without the handover.
  const [handoverGeneration] = useState(generation);
  const first = generation === handoverGeneration ? handover : undefined;
  return (
    <form
      ref={formRef}
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
        initialText={first?.text}
      />
      <DatesField
        key={`dates-${generation}`}
        value={params.dates}
        onChange={(dates) => change({ dates })}
        errorMessage={errors.dates ? t(errors.dates, { max: MAX_NIGHTS }) : undefined}
      />
      <RoomsField
        key={`rooms-${generation}`}
        value={params.rooms}
        onChange={(rooms) => change({ rooms })}
        errorMessage={errors.rooms ? t(errors.rooms.key, errors.rooms.values) : undefined}
      />
      <Button type="submit" data-field="search">
        {t('SEARCH.SEARCH_BUTTON')}
      </Button>
      <div className={formFooter} data-field="businessTrip">
        <Checkbox isSelected={params.businessTrip} onChange={(businessTrip) => change({ businessTrip })}>
          {t('SEARCH.BUSINESS_TRIP')}
        </Checkbox>
      </div>
    </form>
  );
}
