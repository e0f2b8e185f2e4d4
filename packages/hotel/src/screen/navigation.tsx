import { useTranslation } from 'react-i18next';
import { memo, useMemo } from 'react';
import { formatRange } from '@clubstay/i18n/format';
import type { CompactSearchSlot, StayValues } from '@clubstay/router/slots';
import { Button } from '@clubstay/ui/button';
import { Dialog } from '@clubstay/ui/dialog';
import { SheetOrModal } from '@clubstay/ui/sheet-or-modal';
import { hideOnPhone } from '@clubstay/ui/visibility.css';
import { partyOf, type Stay } from '#domain/stay.ts';
import {
  rail,
  railLink,
  railList,
  searchDialogBody,
  smallIcon,
  stickyHeader,
  stickyInner,
  stickyNav,
  stickyPrice,
  stickyPriceValue,
  stickyTab,
  stickyTabs,
  summaryAnchor,
  summaryBar,
  summaryInner,
  summarySpacer,
  summaryStrong,
  summaryText,
} from './hotel.css.ts';
import { ArrowUpIcon } from './icons.tsx';

export type SectionKey = 'overview' | 'rooms' | 'about' | 'facilities' | 'reviews';

// Literal keys (not `MessageKey` or `string`), so `t()` checks each one.
const SECTION_LABELS = {
  overview: 'HOTEL_DETAILS_PAGE.SECTIONS.OVERVIEW',
  rooms: 'HOTEL_DETAILS_PAGE.SECTIONS.ROOMS',
  about: 'HOTEL_DETAILS_PAGE.SECTIONS.ABOUT',
  facilities: 'HOTEL_DETAILS_PAGE.SECTIONS.FACILITIES',
  reviews: 'HOTEL_DETAILS_PAGE.SECTIONS.REVIEWS',
} as const satisfies Record<SectionKey, string>;

interface SectionLinksProps {
  sections: readonly SectionKey[];
  active: SectionKey | undefined;
  onGo: (section: SectionKey) => void;
}

/** Links to the page's sections; the active one is marked `aria-current="location"`. */
function SectionLinks({
  sections,
  active,
  onGo,
  listClass,
  linkClass,
  label,
  navClass,
}: SectionLinksProps & { listClass: string; linkClass: string; label: string; navClass?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className={navClass}>
      <ul className={listClass}>
        {sections.map((section) => (
          <li key={section}>
            <a
              href={`#${section}`}
              className={linkClass}
              aria-current={active === section ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                onGo(section);
              }}
            >
              {t(SECTION_LABELS[section])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The left-side watcher (desktop): the sections, the one in view highlighted. */
export const SectionRail = memo(function SectionRail(props: SectionLinksProps) {
  const { t } = useTranslation();
  return (
    <aside className={rail}>
      <SectionLinks
        {...props}
        listClass={railList}
        linkClass={railLink}
        label={t('HOTEL_DETAILS_PAGE.SECTIONS.LABEL')}
      />
    </aside>
  );
});

interface StickyHeaderProps extends SectionLinksProps {
  shown: boolean;
  /** The lowest total on offer, formatted; none while there is no price. */
  price: string | null;
  onViewDetails: () => void;
  onTop: () => void;
}

/**
 * The sticky header (spec 2 §2) that slides in over the shell's header once the overview has scrolled
 * away: section tabs, the lowest price with "view details" (to the rooms), and back to top.
 */
export const StickyHeader = memo(function StickyHeader({
  shown,
  price,
  onViewDetails,
  onTop,
  ...links
}: StickyHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={stickyHeader} data-shown={shown} aria-hidden={!shown} inert={!shown}>
      <div className={stickyInner}>
        <SectionLinks
          {...links}
          navClass={stickyNav}
          listClass={stickyTabs}
          linkClass={stickyTab}
          label={t('HOTEL_DETAILS_PAGE.SECTIONS.STICKY_LABEL')}
        />
        {price ? (
          <div className={stickyPrice}>
            <span className={stickyPriceValue}>{t('HOTEL_DETAILS_PAGE.STICKY.FROM', { price })}</span>
          </div>
        ) : null}
        <Button size="small" onPress={onViewDetails} className={hideOnPhone}>
          {t('HOTEL_DETAILS_PAGE.STICKY.VIEW_DETAILS')}
        </Button>
        <Button
          size="small"
          variant="secondary"
          onPress={onTop}
          aria-label={t('HOTEL_DETAILS_PAGE.STICKY.TOP')}
        >
          <ArrowUpIcon className={smallIcon} />
        </Button>
      </div>
    </div>
  );
});

/** The stay as the search panel edits it. */
export function stayValues(stay: Stay): StayValues {
  return { dates: stay.dates, rooms: stay.rooms, businessTrip: stay.businessTrip };
}

interface SummaryBarProps {
  stay: Stay;
  collapsed: boolean;
  onChange: () => void;
}

/**
 * The search summary bar (spec 2 §2): dates (day and short month), rooms and guests, and a
 * change-search button; it slides away while scrolling down and comes back when scrolling up.
 */
export const SummaryBar = memo(function SummaryBar({ stay, collapsed, onChange }: SummaryBarProps) {
  const { t, i18n } = useTranslation();
  const party = partyOf(stay.rooms);
  return (
    <>
      <div className={summaryAnchor}>
        <div className={summaryBar} data-collapsed={collapsed} inert={collapsed}>
          <div className={summaryInner}>
            <p className={summaryText}>
              <span className={summaryStrong}>{formatRange(stay.dates, i18n.language)}</span>
              {' · '}
              {t('HOTEL_DETAILS_PAGE.SUMMARY.PARTY', {
                rooms: party.rooms,
                adults: party.adults,
                children: party.children,
              })}
            </p>
            <Button variant="secondary" size="small" onPress={onChange}>
              {t('HOTEL_DETAILS_PAGE.SUMMARY.CHANGE')}
            </Button>
          </div>
        </div>
      </div>
      <div className={summarySpacer} aria-hidden />
    </>
  );
});

interface SearchOverlayProps {
  CompactSearch: CompactSearchSlot;
  destination: { q: string; placeId?: string };
  stay: Stay;
  phone: boolean;
  onSameDestination: (values: StayValues) => void;
  onClose: () => void;
}

/** The search form from the summary bar: a full-screen portal on phones, a modal on desktop. */
export function SearchOverlay({
  CompactSearch,
  destination,
  stay,
  phone,
  onSameDestination,
  onClose,
}: SearchOverlayProps) {
  const { t } = useTranslation();
  const value = useMemo(() => stayValues(stay), [stay]);
  const content = (
    <Dialog title={t('HOTEL_DETAILS_PAGE.SUMMARY.TITLE')} closeLabel={t('HOTEL_DETAILS_PAGE.CLOSE')}>
      <div className={searchDialogBody}>
        <CompactSearch
          variant="compact"
          destination={destination}
          value={value}
          onSameDestination={onSameDestination}
          onSubmitted={onClose}
        />
      </div>
    </Dialog>
  );
  return (
    <SheetOrModal phone={phone} onOpenChange={(open) => !open && onClose()}>
      {content}
    </SheetOrModal>
  );
}
