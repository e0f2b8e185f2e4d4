import { useEffect, useRef, useState } from 'react';
import type { PlaceSuggestion } from '@clubstay/maps/places';
import { media } from '@clubstay/design-tokens/layout';
import { type SearchFormStateProps, useSearchFormState } from './form-state.ts';
import type { FieldName, Handover } from './handover.ts';
import { LightSearchForm } from './light-form.tsx';
import type { SearchFormView } from './search-form.tsx';

/** What this module needs of './search-form.tsx' (a type only: the code comes with `import()`). */
interface FormModule {
  SearchFormView: typeof SearchFormView;
}

/** The react-aria form's code: loaded once, on the first interaction with any light form. */
let loaded: FormModule | null = null;
let loading: Promise<FormModule> | null = null;

function loadForm(): Promise<FormModule> {
  loading ??= import('./search-form.tsx').then(
    (module) => (loaded = module),
    (reason: unknown) => {
      // A failed load (offline for a moment) is tried again on the next interaction.
      loading = null;
      throw reason;
    },
  );
  return loading;
}

/** Tests: the next form starts light again, as on a fresh page. */
export function forgetLoadedForm() {
  loaded = null;
  loading = null;
}

interface LazySearchFormProps extends SearchFormStateProps {
  onSuggestion?: (suggestion: PlaceSuggestion) => void;
  highContrast?: boolean;
  className?: string;
}

/**
 * The search form of the home page (issue 6 item 10: the home route's first script carries none of
 * the form's react-aria code). It first renders `LightSearchForm`, which looks and is named like the
 * real one; the first focus, pointer down or press in it (a pointer over it too, ahead of time) loads
 * `SearchFormView`, which replaces it on the same state (`useSearchFormState`): the field with the
 * focus keeps it, text typed in the destination stays with its caret, a picker pressed meanwhile
 * opens. A replacement waits for a pressed pointer to be released, so that no click lands half on
 * the old control and half on the new one. Once loaded, later forms render the real one at once.
 */
export function LazySearchForm({ onSuggestion, highContrast, className, ...props }: LazySearchFormProps) {
  const state = useSearchFormState(props);
  const [view, setView] = useState<{ module: FormModule; handover: Handover } | null>(() =>
    loaded ? { module: loaded, handover: {} } : null,
  );
  const wrapper = useRef<HTMLFormElement>(null);
  const pressing = useRef(false);
  const opening = useRef<Handover['open']>(undefined);
  const ready = useRef<FormModule | null>(null);
  const live = useRef(true);
  const swapped = useRef(Boolean(view));
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  /** Swaps in the real form (when loaded and no pointer is down), with what the light one was doing. */
  const swap = () => {
    const module = ready.current;
    if (!module || pressing.current || !live.current || swapped.current) return;
    swapped.current = true;
    const root = wrapper.current;
    const active = document.activeElement;
    const handover: Handover = { open: opening.current };
    if (root && active instanceof HTMLElement && root.contains(active)) {
      handover.focus = active.closest<HTMLElement>('[data-field]')?.dataset.field as FieldName | undefined;
    }
    // A pressed picker's trigger has the focus under it, where its popover gives it back when it closes
    // (a press does not focus a button in every browser).
    handover.focus ??= opening.current;
    const destination = root?.querySelector<HTMLInputElement>('[data-field="destination"] input');
    // On a phone the text field is in the page but not shown (CSS): it has nothing to hand over.
    if (
      destination &&
      !(typeof window.matchMedia === 'function' && window.matchMedia(media.mobile).matches)
    ) {
      const follow = () => {
        handover.text = destination.value;
        if (destination === document.activeElement)
          handover.selection = [
            destination.selectionStart ?? destination.value.length,
            destination.selectionEnd ?? destination.value.length,
          ];
      };
      follow();
      // Keys typed before React renders the real form still reach the light input: the handover
      // follows them (the real form reads it when it renders), so none is lost ("Lisb" became "Lsb").
      destination.addEventListener('input', follow);
    }
    setView({ module, handover });
  };

  const wake = () => {
    if (swapped.current) return;
    void loadForm().then(
      (module) => {
        ready.current = module;
        swap();
      },
      () => undefined,
    );
  };

  if (view) {
    const { SearchFormView } = view.module;
    return (
      <SearchFormView
        state={state}
        handover={view.handover}
        onSuggestion={onSuggestion}
        highContrast={highContrast}
        className={className}
      />
    );
  }
  return (
    <LightSearchForm
      state={state}
      highContrast={highContrast}
      className={className}
      formRef={wrapper}
      onOpen={(field) => {
        opening.current = field;
        wake();
      }}
      onFocus={wake}
      onPointerEnter={wake}
      onPointerDown={() => {
        if (pressing.current) return;
        pressing.current = true;
        // The click of this press comes right after the pointer up, in the same task: swap after it.
        const release = () => {
          window.removeEventListener('pointerup', release);
          window.removeEventListener('pointercancel', release);
          setTimeout(() => {
            pressing.current = false;
            swap();
          }, 0);
        };
        window.addEventListener('pointerup', release);
        window.addEventListener('pointercancel', release);
        wake();
      }}
    />
  );
}
