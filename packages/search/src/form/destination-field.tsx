import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@clubstay/api-client/client';
import { media } from '@clubstay/design-tokens/layout';
import { useSettings } from '@clubstay/i18n/settings';
import type { PlaceSuggestion, PlacesProvider } from '@clubstay/maps/places';
import { useAppContext } from '@clubstay/router/context';
import { Button } from '@clubstay/ui/button';
import { ComboBox, ComboBoxItem } from '@clubstay/ui/combo-box';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import { cx } from '@clubstay/ui/cx';
import type { Destination } from '#state/search-store.ts';
import { useMediaQuery } from '@clubstay/ui/use-media-query';
import { selectOnPointerFocus } from './select-on-focus.ts';
import {
  destinationCombo,
  destinationRow,
  error,
  fieldBox,
  fieldLabel,
  fullScreen,
  highContrast,
  trigger,
} from './form.css.ts';

/** Spec 1 §9: typed text waits 500 ms before a lookup; the slow flag shows after 300 ms. */
const DESTINATION_DEBOUNCE_MS = 500;
const SLOW_FLAG_MS = 300;

/** The places provider of each API client, loaded once (a failed load is tried again on the next open). */
const providers = new WeakMap<ApiClient, Promise<PlacesProvider>>();

interface DestinationFieldProps {
  value: Destination | null;
  onChange: (destination: Destination | null) => void;
  errorMessage?: string | undefined;
  /** The high-contrast style of home and hotel pages. @default false */
  highContrast?: boolean;
  /** Lets suggestions carry their type up (the radius depends on it). */
  onSuggestion?: (suggestion: PlaceSuggestion) => void;
  autoFocus?: boolean;
  /** The text the input starts with (typed into the light form before this one loaded). @default the place's */
  initialText?: string | undefined;
}

/** The last answered lookup: its text and suggestions. */
interface LookupState {
  text: string;
  items: PlaceSuggestion[];
}

/**
 * The destination field (spec 1 §4): react-aria's ComboBox, the places provider loaded when the menu
 * first opens, 500 ms debounce, a slow flag after 300 ms, blur resets the text to the chosen place, a
 * clear button, the no-results message. On phones it opens as a full-screen dialog with a header.
 */
export function DestinationField(props: DestinationFieldProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(media.mobile);
  const [open, setOpen] = useState(false);
  if (!isPhone) return <DestinationCombo {...props} />;
  return (
    <>
      <div className={destinationRow} data-field="destination">
        <div className={cx(fieldBox, destinationCombo)}>
          <span className={fieldLabel} aria-hidden>
            {t('SEARCH.DESTINATION.LABEL')}
          </span>
          <Button
            variant="ghost"
            className={trigger}
            onPress={() => setOpen(true)}
            aria-label={`${t('SEARCH.DESTINATION.LABEL')}: ${props.value?.q ?? t('SEARCH.DESTINATION.PLACEHOLDER')}`}
            data-invalid={props.errorMessage ? 'true' : undefined}
          >
            {props.value?.q ?? t('SEARCH.DESTINATION.PLACEHOLDER')}
          </Button>
          {props.errorMessage ? (
            <p role="alert" className={error}>
              {props.errorMessage}
            </p>
          ) : null}
        </div>
      </div>
      <Modal isOpen={open} onOpenChange={setOpen} isDismissable className={fullScreen}>
        <Dialog title={t('SEARCH.DESTINATION.MOBILE_TITLE')} closeLabel={t('SEARCH.CLOSE')}>
          <DestinationCombo
            {...props}
            initialText={undefined}
            autoFocus
            onChange={(destination) => {
              props.onChange(destination);
              if (destination) setOpen(false);
            }}
          />
        </Dialog>
      </Modal>
    </>
  );
}

function DestinationCombo({
  value,
  onChange,
  errorMessage,
  highContrast: contrast = false,
  onSuggestion,
  autoFocus,
  initialText,
}: DestinationFieldProps) {
  const { t } = useTranslation();
  const { client } = useAppContext();
  const language = useSettings((state) => state.language);
  const [provider, setProvider] = useState<PlacesProvider | null>(null);
  const [input, setInput] = useState(initialText ?? value?.q ?? '');
  const [lookup, setLookup] = useState<LookupState>({ text: '', items: [] });
  const [slowFor, setSlowFor] = useState<string | null>(null);
  const selected = useRef(value);
  useEffect(() => {
    selected.current = value;
  }, [value]);

  // A destination chosen elsewhere (a featured card, the address) shows in the field.
  const [source, setSource] = useState(value);
  if (source !== value) {
    setSource(value);
    setInput(value?.q ?? '');
  }

  const openMenu = () => {
    // The places service is code the page loads only now (spec 1 §4: loaded lazily on first open).
    let loading = providers.get(client);
    if (!loading) {
      loading = import('@clubstay/maps/places').then(({ loadPlacesProvider }) => loadPlacesProvider(client));
      providers.set(client, loading);
    }
    void loading.then(setProvider, () => providers.delete(client));
  };

  const query = input.trim();
  const typed = query !== '' && query !== (value?.q ?? '');
  useEffect(() => {
    if (!provider || !typed) return;
    const controller = new AbortController();
    const slow = setTimeout(() => setSlowFor(query), SLOW_FLAG_MS);
    const debounce = setTimeout(() => {
      provider
        .suggest(query, language, controller.signal)
        .then((items) => {
          if (controller.signal.aborted) return;
          items.forEach((item) => onSuggestion?.(item));
          setLookup({ text: query, items });
        })
        .catch(() => {
          if (!controller.signal.aborted) setLookup({ text: query, items: [] });
        })
        .finally(() => clearTimeout(slow));
    }, DESTINATION_DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(debounce);
      clearTimeout(slow);
    };
    // onSuggestion is a notification only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, query, typed, language]);

  const answered = typed && lookup.text === query;
  const items = answered ? lookup.items : [];
  // The slow flag: a lookup has been waiting for 300 ms (spec 1 §4).
  const slow = typed && !answered && slowFor === query;
  const emptyText = !typed
    ? t('SEARCH.DESTINATION.TYPE_HINT')
    : answered
      ? t('SEARCH.DESTINATION.NO_RESULTS')
      : slow || !provider
        ? t('SEARCH.DESTINATION.LOADING')
        : '';

  return (
    // The text is selected when a press focuses the input (as in the light form, see select-on-focus.ts).
    <div className={destinationRow} data-field="destination" onMouseDownCapture={selectOnPointerFocus}>
      <ComboBox
        className={cx(destinationCombo, contrast && highContrast)}
        label={t('SEARCH.DESTINATION.LABEL')}
        placeholder={t('SEARCH.DESTINATION.PLACEHOLDER')}
        items={items}
        inputValue={input}
        onInputChange={setInput}
        selectedKey={value?.placeId ?? null}
        onSelectionChange={(key) => {
          if (key === null) return;
          const picked = items.find((item) => item.placeId === key);
          if (!picked) return;
          const destination = { q: picked.description, placeId: picked.placeId };
          selected.current = destination;
          setInput(picked.description);
          onChange(destination);
        }}
        onOpenChange={(isOpen) => {
          if (isOpen) openMenu();
        }}
        onFocus={(event) => {
          openMenu();
          // The phone's full-screen field opens focused on the chosen place: selected, so that what
          // the traveller types replaces it ("Barcelona, Spainpar" before), as a press does on a desktop.
          if (autoFocus && event.target instanceof HTMLInputElement) event.target.select();
        }}
        onBlur={() => setInput(selected.current?.q ?? '')}
        menuTrigger="focus"
        allowsEmptyCollection
        allowsCustomValue
        emptyText={emptyText}
        errorMessage={errorMessage}
        isInvalid={Boolean(errorMessage)}
        autoFocus={autoFocus}
      >
        {(item: PlaceSuggestion) => (
          <ComboBoxItem id={item.placeId} textValue={item.description}>
            {item.description}
          </ComboBoxItem>
        )}
      </ComboBox>
      {input ? (
        <Button
          variant="ghost"
          size="small"
          aria-label={t('SEARCH.DESTINATION.CLEAR')}
          onPress={() => {
            setInput('');
            selected.current = null;
            onChange(null);
          }}
        >
          ✕
        </Button>
      ) : null}
    </div>
  );
}
