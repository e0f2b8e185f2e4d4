import type { MessageKey } from '@clubstay/i18n/resources';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { Link, useNavigate } from '@tanstack/react-router';
import { hotelReviewsUrl } from '@clubstay/api-client/hotel';
import type { HotelInfo } from '@clubstay/contract/hotel';
import { useSettings } from '@clubstay/i18n/settings';
import { useAccessLevel, useAppContext } from '@clubstay/router/context';
import { Banner } from '@clubstay/ui/banner';
import { Button } from '@clubstay/ui/button';
import { cx } from '@clubstay/ui/cx';
import { type AgeBand, ageBands } from '#domain/child-policy.ts';
import { loyaltyTarget } from '#domain/book.ts';
import {
  band,
  bands,
  clamped,
  description as descriptionClass,
  facilityGroup,
  facilityGroups,
  facilityTitle,
  icon,
  inlineLink,
  muted,
  notice,
  panel,
  plainList,
  reviewsFrame,
  text,
} from './hotel.css.ts';
import { FacilityIcon } from './icons.tsx';

/** Spec 2 §9: the facilities summary shows the first 7 groups. */
const FACILITY_GROUPS_SHOWN = 7;
/** Spec 2 §5: the description is collapsed to 30 lines in about-hotel, 2 by default. */
const ABOUT_LINES = 30;
const DEFAULT_LINES = 2;

/**
 * Text collapsed to a number of lines with a show more / show less toggle that appears only when
 * the text does not fit.
 */
function ClampedText({
  paragraphs,
  lines = DEFAULT_LINES,
  id,
}: {
  paragraphs: readonly string[];
  lines?: number;
  id: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !open) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [paragraphs, open, lines]);
  return (
    <div className={descriptionClass}>
      <div
        id={id}
        ref={ref}
        className={open ? undefined : clamped}
        style={open ? undefined : { WebkitLineClamp: lines }}
      >
        {paragraphs.map((paragraph, index) => (
          <p key={index} className={text}>
            {paragraph}
          </p>
        ))}
      </div>
      {overflows || open ? (
        <AriaButton
          className={inlineLink}
          onPress={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={id}
        >
          {open ? t('HOTEL_DETAILS_PAGE.ABOUT.SHOW_LESS') : t('HOTEL_DETAILS_PAGE.ABOUT.SHOW_MORE')}
        </AriaButton>
      ) : null}
    </div>
  );
}

const paragraphsOf = (description: string) =>
  description
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** About the hotel (spec 2 §2, §8): the description collapsed to 30 lines, or a support link when there is none. */
export const AboutHotel = memo(function AboutHotel({ hotel }: { hotel: HotelInfo }) {
  const { t } = useTranslation();
  const { brand } = useAppContext();
  const paragraphs = paragraphsOf(hotel.description);
  if (paragraphs.length === 0) {
    return (
      <div className={notice}>
        <p className={text}>{t('HOTEL_DETAILS_PAGE.ABOUT.EMPTY')}</p>
        {brand.shell.contactLink ? (
          <Link to="/contact" className={inlineLink}>
            {t('HOTEL_DETAILS_PAGE.ABOUT.CONTACT_SUPPORT')}
          </Link>
        ) : (
          <Link to="/faq" className={inlineLink}>
            {t('HOTEL_DETAILS_PAGE.ABOUT.HELP')}
          </Link>
        )}
      </div>
    );
  }
  return <ClampedText id="about-hotel-text" paragraphs={paragraphs} lines={ABOUT_LINES} />;
});

function bandText(ageBand: AgeBand, t: TFunction) {
  switch (ageBand.kind) {
    case 'infants':
      return {
        term: t('HOTEL_DETAILS_PAGE.POLICIES.INFANTS', { from: ageBand.from, to: ageBand.to }),
        detail: t('HOTEL_DETAILS_PAGE.POLICIES.INFANTS_TEXT'),
      };
    case 'children':
      return {
        term: t('HOTEL_DETAILS_PAGE.POLICIES.CHILDREN', { from: ageBand.from, to: ageBand.to }),
        detail: ageBand.stayFree
          ? t('HOTEL_DETAILS_PAGE.POLICIES.CHILDREN_FREE')
          : t('HOTEL_DETAILS_PAGE.POLICIES.CHILDREN_CHARGED'),
      };
    default:
      return {
        term: t('HOTEL_DETAILS_PAGE.POLICIES.ADULTS', { from: ageBand.from }),
        detail: t('HOTEL_DETAILS_PAGE.POLICIES.ADULTS_TEXT'),
      };
  }
}

/** The hotel's child policy in age bands (spec 2 §9). */
export const Policies = memo(function Policies({ hotel }: { hotel: HotelInfo }) {
  const { t } = useTranslation();
  const bandsOf = ageBands(hotel.hotelPolicies.data);
  return (
    <div className={panel}>
      <h3 className={facilityTitle}>{t('HOTEL_DETAILS_PAGE.POLICIES.TITLE')}</h3>
      <dl className={bands}>
        {bandsOf.map((ageBand) => {
          const { term, detail } = bandText(ageBand, t);
          return (
            <div key={ageBand.kind} className={band}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
});

/** Facility groups with their icons (spec 2 §2, §9): the first 7 groups, then all on request. */
export const Facilities = memo(function Facilities({ hotel }: { hotel: HotelInfo }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (hotel.facilities.length === 0)
    return <p className={muted}>{t('HOTEL_DETAILS_PAGE.FACILITIES.NONE')}</p>;
  const shown = all ? hotel.facilities : hotel.facilities.slice(0, FACILITY_GROUPS_SHOWN);
  return (
    <>
      <ul className={facilityGroups}>
        {shown.map((group) => (
          <li key={group.groupId} className={facilityGroup}>
            <h3 className={facilityTitle}>
              <FacilityIcon name={group.icon} className={icon} />
              {/* The supplier's group ids; one the translations lack reads as its key's words. */}
              {t(`HOTEL_DETAILS_PAGE.FACILITIES.GROUP_${group.groupId}` as MessageKey)}
            </h3>
            <ul className={cx(plainList, muted)}>
              {group.facilities.map((facility) => (
                <li key={facility.id}>{facility.name}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {hotel.facilities.length > FACILITY_GROUPS_SHOWN ? (
        <Button variant="secondary" onPress={() => setAll(!all)} aria-expanded={all}>
          {all
            ? t('HOTEL_DETAILS_PAGE.FACILITIES.SHOW_LESS')
            : t('HOTEL_DETAILS_PAGE.FACILITIES.SHOW_ALL', {
                count: hotel.facilities.length - FACILITY_GROUPS_SHOWN,
              })}
        </Button>
      ) : null}
    </>
  );
});

/** The reviews frame (spec 2 §2): the provider's page for this hotel in the visitor's language. */
export const Reviews = memo(function Reviews({ hotel }: { hotel: HotelInfo }) {
  const { t, i18n } = useTranslation();
  return (
    <iframe
      className={reviewsFrame}
      src={hotelReviewsUrl(hotel.id, i18n.language)}
      title={t('HOTEL_DETAILS_PAGE.REVIEWS.FRAME_TITLE', { name: hotel.name })}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-popups allow-popups-to-escape-sandbox"
    />
  );
});

/** Feature toggles as the config gives them (the brand's defaults until it is in). */
export function useToggles() {
  const { brand } = useAppContext();
  return useSettings((state) => state.config?.featureToggles ?? brand.featureToggles);
}

/** The loyalty programme block (toggle ShowLoyaltyProgram): members go to /account/loyalty, others to sign-in. */
export const LoyaltyBlock = memo(function LoyaltyBlock() {
  const { t } = useTranslation();
  const level = useAccessLevel();
  const navigate = useNavigate();
  return (
    <Banner
      tone="promo"
      title={t('HOTEL_DETAILS_PAGE.LOYALTY.TITLE')}
      action={
        <Button
          variant="secondary"
          onPress={() =>
            void (loyaltyTarget(level) === 'loyalty'
              ? navigate({ to: '/account/$sectionId', params: { sectionId: 'loyalty' } })
              : navigate({ to: '/auth/sign-in', search: { redirect: '/account/loyalty' } }))
          }
        >
          {t('HOTEL_DETAILS_PAGE.LOYALTY.BUTTON')}
        </Button>
      }
    >
      {t('HOTEL_DETAILS_PAGE.LOYALTY.TEXT')}
    </Banner>
  );
});

/** Brand notes on the hotel page (shared/brands.md): a partner's cashback note, the payment partner's note (ShowByBit). */
export const PartnerNotes = memo(function PartnerNotes() {
  const { t } = useTranslation();
  const { brand } = useAppContext();
  const toggles = useToggles();
  const note = brand.shell.hotelPartnerNote;
  if (!note && !toggles.ShowByBit) return null;
  return (
    <>
      {note ? <Banner tone="info">{t(note as MessageKey, { brand: brand.displayName })}</Banner> : null}
      {toggles.ShowByBit ? (
        <Banner tone="info">{t('HOTEL_DETAILS_PAGE.PARTNER_NOTE.PAYMENT_PARTNER')}</Banner>
      ) : null}
    </>
  );
});
