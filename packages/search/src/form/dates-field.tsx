import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@clubstay/i18n/format';
import { Spinner } from '@clubstay/ui/spinner';
import type { StayDates } from '#state/address.ts';
import { nightsOf } from '@clubstay/contract/stay-dates';
import { hint } from './form.css.ts';
import { PopupField } from './popup-field.tsx';

const CalendarPanel = lazy(() =>
  import('./calendar-panel.tsx').then((module) => ({ default: module.CalendarPanel })),
);

interface DatesFieldProps {
  /** The stay, or null when none is chosen yet (the static hotel page). */
  value: StayDates | null;
  onChange: (dates: StayDates) => void;
  errorMessage?: string | undefined;
}

/**
 * Check-in and check-out: the UI kit's RangeCalendar with the date-selection rules of spec 1 §4, 4
 * months side by side in a popover on desktop, a long vertical list in a full-screen dialog on phones.
 */
export function DatesField({ value, onChange, errorMessage }: DatesFieldProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);

  const label = value
    ? `${formatDate(value[0], i18n.language)} – ${formatDate(value[1], i18n.language)}`
    : t('SEARCH.DATES.PLACEHOLDER');
  return (
    <PopupField
      name="dates"
      label={t('SEARCH.DATES.LABEL')}
      summary={(id) => (
        <>
          <span id={`${id}-value`}>{label}</span>{' '}
          <span id={`${id}-nights`} className={hint}>
            {value ? t('COUNT.NIGHTS', { count: nightsOf(value) }) : null}
          </span>
        </>
      )}
      parts={['value', 'nights']}
      popover={{
        'aria-label': t('SEARCH.DATES.CALENDAR'),
        placement: 'bottom start',
        showArrow: false,
        wide: true,
      }}
      errorMessage={errorMessage}
      isOpen={open}
      onOpenChange={setOpen}
    >
      {(isPhone) => (
        <Suspense fallback={<Spinner label={t('SEARCH.LOADING')} />}>
          <CalendarPanel
            value={value}
            isPhone={isPhone}
            onChange={(dates, done) => {
              onChange(dates);
              if (done) setOpen(false);
            }}
          />
        </Suspense>
      )}
    </PopupField>
  );
}
