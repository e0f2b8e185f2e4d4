import { lazy, Suspense, useId, useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { media } from '@clubstay/design-tokens/layout';
import { formatDate } from '@clubstay/i18n/format';
import { Button } from '@clubstay/ui/button';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import { Popover } from '@clubstay/ui/popover';
import { Spinner } from '@clubstay/ui/spinner';
import type { StayDates } from '#state/address.ts';
import { nightsOf } from '@clubstay/contract/stay-dates';
import { useMediaQuery } from '@clubstay/ui/use-media-query';
import { error, fieldBox, fieldLabel, fullScreen, hint, trigger } from './form.css.ts';

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
  const isPhone = useMediaQuery(media.mobile);
  const [open, setOpen] = useState(false);
  const id = useId();

  const label = value
    ? `${formatDate(value[0], i18n.language)} – ${formatDate(value[1], i18n.language)}`
    : t('SEARCH.DATES.PLACEHOLDER');
  const calendar = (
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
  );
  return (
    <div className={fieldBox} data-field="dates">
      <span className={fieldLabel} id={`${id}-label`}>
        {t('SEARCH.DATES.LABEL')}
      </span>
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button
          variant="ghost"
          className={trigger}
          aria-labelledby={`${id}-label ${id}-value ${id}-nights`}
          data-invalid={errorMessage ? 'true' : undefined}
        >
          <span id={`${id}-value`}>{label}</span>{' '}
          <span id={`${id}-nights`} className={hint}>
            {value ? t('COUNT.NIGHTS', { count: nightsOf(value) }) : null}
          </span>
        </Button>
        {isPhone ? (
          <Modal isDismissable className={fullScreen}>
            <Dialog title={t('SEARCH.DATES.LABEL')} closeLabel={t('SEARCH.CLOSE')}>
              {calendar}
            </Dialog>
          </Modal>
        ) : (
          <Popover aria-label={t('SEARCH.DATES.CALENDAR')} placement="bottom start" showArrow={false} wide>
            {calendar}
          </Popover>
        )}
      </DialogTrigger>
      {errorMessage ? (
        <p role="alert" className={error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
