import { useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { type AuthKind, openAuthModal } from '@clubstay/account/auth-modal';
import { useStore } from 'zustand';
import { accessRule } from '@clubstay/router/access';
import { useSettings } from '@clubstay/i18n/settings';
import { useBrand } from '#brand-context.tsx';

/** What the header and its side menu show: the visitor's level, the member, the toggles. */
export function useShellFacts() {
  const { settings, access } = useBrand();
  const level = useStore(access, (state) => state.level);
  const user = useStore(access, (state) => state.user);
  const toggles = useSettings((state) => state.config?.featureToggles ?? settings.featureToggles);
  const signUp = accessRule('signUp', settings);
  return {
    settings,
    level,
    user,
    toggles,
    /** Sign-up: guests only, hidden in the header for the brands that hide it or never allow it. */
    showSignUp: level === 'guest' && !settings.shell.hideSignUpInHeader && signUp !== 'never',
    languageInMenu: settings.shell.languagePickerInSideMenu,
  };
}

/**
 * Sign-in and register links open the auth modal over the page (spec 1 §2); a modified click (new tab)
 * and the auth pages themselves keep the plain link.
 */
export function useAuthLink(kind: AuthKind, after?: () => void) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (event: MouseEvent) => {
    after?.();
    if (
      pathname.includes('auth') ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    openAuthModal(kind);
  };
}
