import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@clubstay/i18n/format';
import type { MessageKey } from '@clubstay/i18n/resources';
import { useBrand } from '#brand-context.tsx';
import {
  actionLink,
  article,
  centered,
  faqItem,
  faqList,
  faqQuestion,
  heading,
  muted,
  text,
  title,
} from './pages.css.ts';

/** Information pages with copy built from the spec's facts; every text comes from the translations. */

export function AboutPage() {
  const { t } = useTranslation();
  const brand = useBrand().settings.displayName;
  return (
    <article className={article} aria-labelledby="page-title">
      <h1 id="page-title" className={title}>
        {t('ABOUT.TITLE', { brand })}
      </h1>
      {(['P1', 'P2', 'P3'] as const).map((key) => (
        <p key={key} className={text}>
          {t(`ABOUT.${key}`, { brand })}
        </p>
      ))}
    </article>
  );
}

const FAQ_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

export function FaqPage() {
  const { t } = useTranslation();
  return (
    <article className={article} aria-labelledby="page-title">
      <h1 id="page-title" className={title}>
        {t('FAQ.TITLE')}
      </h1>
      <div className={faqList}>
        {FAQ_KEYS.map((n) => (
          <details key={n} className={faqItem}>
            <summary className={faqQuestion}>{t(`FAQ.Q${n}`)}</summary>
            <p className={text}>{t(`FAQ.A${n}`)}</p>
          </details>
        ))}
      </div>
    </article>
  );
}

/** When the legal texts last changed. */
export const LEGAL_UPDATED = '2025-03-01';

type Prefix = 'TERMS' | 'PRIVACY';
/** The sections of a page: the X of each PREFIX.X_TITLE key, when every PREFIX.X (its text) is a key too. */
type SectionOf<P extends Prefix> =
  Extract<MessageKey, `${P}.${string}_TITLE`> extends `${P}.${infer S}_TITLE`
    ? `${P}.${S}` extends MessageKey
      ? S
      : never
    : never;

function SectionedPage({
  prefix,
  sections,
}:
  | { prefix: 'TERMS'; sections: readonly SectionOf<'TERMS'>[] }
  | { prefix: 'PRIVACY'; sections: readonly SectionOf<'PRIVACY'>[] }) {
  const { t, i18n } = useTranslation();
  const brand = useBrand().settings.displayName;
  return (
    <article className={article} aria-labelledby="page-title">
      <h1 id="page-title" className={title}>
        {t(`${prefix}.TITLE`)}
      </h1>
      <p className={muted}>{t(`${prefix}.UPDATED`, { date: formatDate(LEGAL_UPDATED, i18n.language) })}</p>
      <p className={muted}>{t(`${prefix}.INTRO`, { brand })}</p>
      {/* Each section is checked where its page names it (SectionOf); apart, prefix and section
          would pair every prefix with every section, hence the casts. */}
      {sections.map((section) => (
        <section key={section} aria-labelledby={`section-${section}`}>
          <h2 id={`section-${section}`} className={heading}>
            {t(`${prefix}.${section}_TITLE` as MessageKey)}
          </h2>
          <p className={text}>{t(`${prefix}.${section}` as MessageKey)}</p>
        </section>
      ))}
    </article>
  );
}

export function TermsPage() {
  return <SectionedPage prefix="TERMS" sections={['BOOKINGS', 'AGE', 'PAYMENTS', 'LIABILITY', 'LAW']} />;
}

export function PrivacyPage() {
  return <SectionedPage prefix="PRIVACY" sections={['DATA', 'USE', 'COOKIES', 'RIGHTS']} />;
}

export function ImpressumPage() {
  const { t } = useTranslation();
  const brand = useBrand().settings.displayName;
  return (
    <article className={article} aria-labelledby="page-title">
      <h1 id="page-title" className={title}>
        {t('IMPRESSUM.TITLE')}
      </h1>
      <p className={text}>{t('IMPRESSUM.TEXT', { brand })}</p>
      <p className={text}>{t('IMPRESSUM.CONTACT')}</p>
    </article>
  );
}

export function NewsletterThankYouPage() {
  const { t } = useTranslation();
  return (
    <section className={centered} aria-labelledby="page-title">
      <h1 id="page-title" className={title}>
        {t('NEWSLETTER.THANK_YOU_TITLE')}
      </h1>
      <p className={muted}>{t('NEWSLETTER.THANK_YOU_TEXT')}</p>
      <Link to="/" className={actionLink}>
        {t('NEWSLETTER.BACK')}
      </Link>
    </section>
  );
}
