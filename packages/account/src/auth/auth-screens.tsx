import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessRule } from '@clubstay/router/access';
import { useAppContext } from '@clubstay/router/context';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import * as css from '#styles.css.ts';
import { ResetRequestForm, SignInForm, SignUpForm } from './auth-forms.tsx';
import { type AuthKind, closeAuthModal, openAuthModal, useAuthModal } from './auth-modal-store.ts';

const TITLES = {
  'sign-in': { title: 'AUTH.SIGN_IN_TITLE', text: 'AUTH.SIGN_IN_TEXT' },
  'sign-up': { title: 'AUTH.SIGN_UP_TITLE', text: 'AUTH.SIGN_UP_TEXT' },
  reset: { title: 'AUTH.RESET_TITLE', text: 'AUTH.RESET_TEXT' },
} as const satisfies Record<AuthKind, { title: string; text: string }>;

function AuthForm({
  kind,
  onSignedIn,
  onSwitch,
}: {
  kind: AuthKind;
  onSignedIn: () => void;
  onSwitch: (kind: AuthKind) => void;
}) {
  const signUpAllowed = useSignUpAllowed();
  // The e-mail typed in one form is there in the next (sign in, join, reset), as on a booking site.
  const [email, setEmail] = useState('');
  const switchTo = (next: AuthKind, typed: string) => {
    setEmail(typed);
    onSwitch(next);
  };
  if (kind === 'sign-up') return <SignUpForm onSignedIn={onSignedIn} onSwitch={switchTo} email={email} />;
  if (kind === 'reset') return <ResetRequestForm onSwitch={switchTo} email={email} />;
  return <SignInForm onSignedIn={onSignedIn} onSwitch={switchTo} canSignUp={signUpAllowed} email={email} />;
}

/** Sign-up is offered only where the brand allows it (never on brands-for-employees). */
function useSignUpAllowed(): boolean {
  const { brand } = useAppContext();
  return accessRule('signUp', brand) !== 'never';
}

/**
 * The auth modals over whatever page the visitor is on, opened from the header's sign-in and
 * register buttons; signing in closes it and the page re-checks the access level in place.
 */
export function AuthModalHost() {
  const { t } = useTranslation();
  const { brand } = useAppContext();
  const open = useAuthModal((state) => state.open);
  const signUpAllowed = useSignUpAllowed();
  const kind = open === 'sign-up' && !signUpAllowed ? 'sign-in' : open;
  return (
    <Modal
      isOpen={kind !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : closeAuthModal())}
      isDismissable
    >
      {kind ? (
        <Dialog title={t(TITLES[kind].title, { brand: brand.displayName })} closeLabel={t('AUTH.CLOSE')}>
          <p className={css.muted}>{t(TITLES[kind].text, { brand: brand.displayName })}</p>
          <AuthForm
            kind={kind}
            onSignedIn={closeAuthModal}
            onSwitch={(next) => openAuthModal(next === 'sign-up' && !signUpAllowed ? 'sign-in' : next)}
          />
        </Dialog>
      ) : null}
    </Modal>
  );
}

/** Only an address inside this site is a place to return to after signing in. */
function safeRedirect(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/auth')
    ? value
    : '/';
}

/**
 * The auth routes (/auth/sign-in, /auth/sign-up, /auth/reset-password): where the guard sends a
 * visitor, the same forms as the modals on a page of their own, then back to the address they wanted.
 * Switching between the forms happens in place: an anonymous visitor on the sign-in page may open the
 * sign-up form there (the /auth/sign-up address itself is for guests and members, spec 1 §2).
 */
export function AuthScreen({ kind: initial }: { kind: AuthKind }) {
  const [kind, setKind] = useState<AuthKind>(initial);
  const { t } = useTranslation();
  const { brand } = useAppContext();
  const navigate = useNavigate();
  const search: Record<string, unknown> = useSearch({ strict: false });
  const redirect = safeRedirect(search.redirect);
  const skip = accessRule('skipAccess', brand);
  const signUpAllowed = useSignUpAllowed();
  return (
    <section className={css.narrowPage} aria-labelledby="auth-title">
      <h1 id="auth-title" className={css.title}>
        {t(TITLES[kind].title, { brand: brand.displayName })}
      </h1>
      <p className={css.muted}>{t(TITLES[kind].text, { brand: brand.displayName })}</p>
      <div className={css.card}>
        <AuthForm
          kind={kind}
          onSignedIn={() => void navigate({ href: redirect, replace: true })}
          onSwitch={(next) => {
            if (next === 'sign-up' && !signUpAllowed) return;
            setKind(next);
          }}
        />
      </div>
      {skip !== 'never' ? (
        <Link to="/skipAccessCheck" className={css.link}>
          {t('AUTH.CONTINUE_AS_GUEST')}
        </Link>
      ) : null}
    </section>
  );
}
