import { useState } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { media } from '@clubstay/design-tokens/layout';
import { formatDate } from '@clubstay/i18n/format';
import { Button } from '@clubstay/ui/button';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import { Popover } from '@clubstay/ui/popover';
import { RangeCalendar } from '@clubstay/ui/range-calendar';
import type { DateSelection } from '@clubstay/ui/range-calendar/date-selection';
import type { StayDates } from '../state/address.ts';
import { localToday, nightsBetween, resetPastDates, toCalendarDate } from '../state/dates.ts';
import { useMediaQuery } from '../use-media-query.ts';
import { calendarBox, error, fieldBox, fieldLabel, fullScreen, hint, trigger } from './form.css.ts';

export interface DatesFieldProps {
  value: StayDates;
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
  const [selection, setSelection] = useState<DateSelection>(() => ({
    start: toCalendarDate(value[0]),
    end: toCalendarDate(value[1]),
    selecting: 'start',
  }));
  const today = localToday();

  const onPick = (next: DateSelection) => {
    setSelection(next);
    if (next.start && next.end) {
      // Spec 1 §4: a changed date in the past resets the stay to today and a month later.
      onChange(resetPastDates([next.start.toString(), next.end.toString()], today));
      setOpen(false);
    }
  };
  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) setSelection({ start: toCalendarDate(value[0]), end: toCalendarDate(value[1]), selecting: 'start' });
    setOpen(isOpen);
  };

  const label = `${formatDate(value[0], i18n.language)} – ${formatDate(value[1], i18n.language)}`;
  const calendar = (
    <div className={calendarBox}>
      <p className={hint} aria-live="polite">
        {selection.selecting === 'start' ? t('SEARCH.DATES.PICK_CHECK_IN') : t('SEARCH.DATES.PICK_CHECK_OUT')}
      </p>
      <RangeCalendar
        aria-label={t('SEARCH.DATES.CALENDAR')}
        value={selection}
        onChange={onPick}
        today={toCalendarDate(today)}
        layout={isPhone ? 'list' : 'months'}
      />
    </div>
  );
  return (
    <div className={fieldBox}>
      <span className={fieldLabel} id="stay-dates-label">
        {t('SEARCH.DATES.LABEL')}
      </span>
      <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
        <Button
          variant="ghost"
          className={trigger}
          aria-labelledby="stay-dates-label stay-dates-value"
          data-invalid={errorMessage ? 'true' : undefined}
        >
          <span id="stay-dates-value">{label}</span>
          <span className={hint}>{t('SEARCH.DATES.NIGHTS', { nights: nightsBetween(value) })}</span>
        </Button>
        {isPhone ? (
          <Modal isDismissable className={fullScreen}>
            <Dialog title={t('SEARCH.DATES.LABEL')} closeLabel={t('SEARCH.CLOSE')}>
              {calendar}
            </Dialog>
          </Modal>
        ) : (
          <Popover aria-label={t('SEARCH.DATES.CALENDAR')} placement="bottom start" showArrow={false}>
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
