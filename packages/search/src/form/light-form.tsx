import { MAX_NIGHTS } from '@clubstay/contract/search-rules';
import { type CSSProperties, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '@clubstay/ui/button/button.css';
import { box, checkbox, mark } from '@clubstay/ui/checkbox/checkbox.css';
import {
  control,
  errorText,
  field,
  iconButton,
  input,
  label as labelClass,
} from '@clubstay/ui/field/field.css';
import { chevron } from '@clubstay/ui/select/select.css';
import { cx } from '@clubstay/ui/cx';
import { hideOnPhone, phoneOnly } from '@clubstay/ui/visibility.css';
import { nightsOf } from '@clubstay/contract/stay-dates';
import { formatDate } from '@clubstay/i18n/format';
import type { SearchFormState } from './form-state.ts';
import {
  compactForm,
  destinationCombo,
  destinationRow,
  error,
  fieldBox,
  fieldLabel,
  form,
  formFooter,
  highContrast as highContrastClass,
  hint,
  trigger,
} from './form.css.ts';
import type { FieldName } from './handover.ts';
import { selectOnPointerFocus } from './select-on-focus.ts';

/** react-aria's VisuallyHidden, as its Checkbox wraps the real input. */
const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
};

interface LightSearchFormProps {
  state: SearchFormState;
  highContrast?: boolean | undefined;
  className?: string | undefined;
  /** A picker's trigger was pressed: it should open once the real form is there. */
  onOpen: (field: 'destination' | 'dates' | 'rooms') => void;
  formRef?: Ref<HTMLFormElement>;
  /** The first interactions, which load the react-aria form. */
  onFocus?: () => void;
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
}

/**
 * The search form as the home page first paints it (issue 6 item 10): native elements with the same
 * look, labels, values and accessible names as the react-aria form, and none of its code. Typing in
 * the destination, the business-trip checkbox and Search work on the shared state; the pickers' and
 * the suggestions' behaviour comes with the react-aria form, which replaces this one on the first
 * focus, press or pointer down (`LazySearchForm`). Every field carries `data-field` for the handover.
 */
export function LightSearchForm({
  state,
  highContrast,
  className,
  onOpen,
  formRef,
  onFocus,
  onPointerEnter,
  onPointerDown,
}: LightSearchFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { params, errors, generation, change, submit, variant } = state;
  const ids = (name: FieldName) => `${id}-${name}`;
  const destinationError = errors.destination ? t(errors.destination) : undefined;
  const datesError = errors.dates ? t(errors.dates, { max: MAX_NIGHTS }) : undefined;
  const roomsError = errors.rooms ? t(errors.rooms.key, errors.rooms.values) : undefined;
  const guests = params.rooms.reduce((sum, room) => sum + room.adults + room.children.length, 0);
  const dates = params.dates;

  return (
    <form
      className={cx(form, variant !== 'full' && compactForm, className)}
      aria-label={t('SEARCH.FORM_LABEL')}
      data-light=""
      ref={formRef}
      onFocus={onFocus}
      onPointerEnter={onPointerEnter}
      onPointerDown={onPointerDown}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      {/* A phone shows the destination as a button that opens the full-screen picker, a wider screen
          as a text field: both are in the page and CSS shows one, so the server's page is already the
          phone's (chosen in script, it changed at hydration under a tap already on its way). */}
      <div className={cx(destinationRow, phoneOnly)} data-field="destination">
        <div className={cx(fieldBox, destinationCombo)}>
          <span className={fieldLabel} aria-hidden>
            {t('SEARCH.DESTINATION.LABEL')}
          </span>
          <button
            type="button"
            className={cx(button({ variant: 'ghost' }), trigger)}
            onClick={() => onOpen('destination')}
            aria-label={`${t('SEARCH.DESTINATION.LABEL')}: ${params.destination?.q ?? t('SEARCH.DESTINATION.PLACEHOLDER')}`}
            data-invalid={destinationError ? 'true' : undefined}
          >
            {params.destination?.q ?? t('SEARCH.DESTINATION.PLACEHOLDER')}
          </button>
          {destinationError ? (
            <p role="alert" className={error}>
              {destinationError}
            </p>
          ) : null}
        </div>
      </div>
      <LightDestination
        key={`destination-${generation}`}
        id={ids('destination')}
        value={params.destination?.q ?? ''}
        onClear={() => change({ destination: null })}
        highContrast={highContrast}
        errorMessage={destinationError}
      />
      <div className={fieldBox} data-field="dates">
        <span className={fieldLabel} id={`${ids('dates')}-label`}>
          {t('SEARCH.DATES.LABEL')}
        </span>
        <button
          type="button"
          className={cx(button({ variant: 'ghost' }), trigger)}
          aria-labelledby={`${ids('dates')}-label ${ids('dates')}-value ${ids('dates')}-nights`}
          data-invalid={datesError ? 'true' : undefined}
          onClick={() => onOpen('dates')}
        >
          <span id={`${ids('dates')}-value`}>
            {dates
              ? `${formatDate(dates[0], i18n.language)} – ${formatDate(dates[1], i18n.language)}`
              : t('SEARCH.DATES.PLACEHOLDER')}
          </span>{' '}
          <span id={`${ids('dates')}-nights`} className={hint}>
            {dates ? t('COUNT.NIGHTS', { count: nightsOf(dates) }) : null}
          </span>
        </button>
        {datesError ? (
          <p role="alert" className={error}>
            {datesError}
          </p>
        ) : null}
      </div>
      <div className={fieldBox} data-field="rooms">
        <span className={fieldLabel} id={`${ids('rooms')}-label`}>
          {t('SEARCH.ROOMS.LABEL')}
        </span>
        <button
          type="button"
          className={cx(button({ variant: 'ghost' }), trigger)}
          aria-labelledby={`${ids('rooms')}-label ${ids('rooms')}-value`}
          data-invalid={roomsError ? 'true' : undefined}
          onClick={() => onOpen('rooms')}
        >
          <span id={`${ids('rooms')}-value`}>
            {t('SEARCH.ROOMS.SUMMARY', { guests, rooms: params.rooms.length })}
          </span>
        </button>
        {roomsError ? (
          <p role="alert" className={error}>
            {roomsError}
          </p>
        ) : null}
      </div>
      <button type="submit" className={button({})} data-field="search">
        {t('SEARCH.SEARCH_BUTTON')}
      </button>
      <div className={formFooter} data-field="businessTrip">
        <label className={checkbox} data-selected={params.businessTrip || undefined}>
          <span style={visuallyHidden}>
            <input
              type="checkbox"
              checked={params.businessTrip}
              onChange={(event) => change({ businessTrip: event.target.checked })}
            />
          </span>
          <span className={box} aria-hidden>
            {params.businessTrip ? (
              <svg viewBox="0 0 16 16" className={mark}>
                <path d="M3 8.5 6.5 12 13 4.5" />
              </svg>
            ) : null}
          </span>
          {t('SEARCH.BUSINESS_TRIP')}
        </label>
      </div>
    </form>
  );
}

/**
 * The destination as react-aria's ComboBox draws it (label, bordered box with the input and the
 * chevron, the error, the clear button beside), with a native input: text typed here is handed over.
 */
function LightDestination({
  id,
  value,
  onClear,
  highContrast,
  errorMessage,
}: {
  id: string;
  value: string;
  onClear: () => void;
  highContrast?: boolean | undefined;
  errorMessage?: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // A destination chosen elsewhere (the random default arriving) shows in the field.
  const [source, setSource] = useState(value);
  if (source !== value) {
    setSource(value);
    setText(value);
  }
  return (
    <div className={cx(destinationRow, hideOnPhone)} data-field="destination">
      <div className={cx(field, destinationCombo, highContrast && highContrastClass)}>
        <label className={labelClass} htmlFor={id}>
          {t('SEARCH.DESTINATION.LABEL')}
        </label>
        <div className={control({ size: 'regular' })} data-invalid={errorMessage ? 'true' : undefined}>
          <input
            id={id}
            type="text"
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            className={input}
            placeholder={t('SEARCH.DESTINATION.PLACEHOLDER')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onMouseDown={selectOnPointerFocus}
            onBlur={() => setText(value)}
            aria-invalid={errorMessage ? true : undefined}
            aria-describedby={errorMessage ? `${id}-error` : undefined}
          />
          <button
            type="button"
            tabIndex={-1}
            className={iconButton}
            aria-hidden
            onClick={() => document.getElementById(id)?.focus()}
          >
            <svg viewBox="0 0 16 16" className={chevron} aria-hidden focusable="false">
              <path fill="currentColor" d="M3.2 5.6 8 10.4l4.8-4.8 1 1L8 12.4 2.2 6.6z" />
            </svg>
          </button>
        </div>
        {errorMessage ? (
          <span id={`${id}-error`} className={errorText}>
            {errorMessage}
          </span>
        ) : null}
      </div>
      {text ? (
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'small' })}
          aria-label={t('SEARCH.DESTINATION.CLEAR')}
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          ✕
        </button>
      ) : null}
    </div>
  );
}
