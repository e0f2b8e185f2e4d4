import { parseDate } from '@internationalized/date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RangeCalendar } from '@clubstay/ui/range-calendar';
import type { DateSelection } from '@clubstay/ui/range-calendar/date-selection';
import type { StayDates } from '#state/address.ts';
import { MAX_NIGHTS } from '@clubstay/contract/search-rules';
import { formatDate } from '@clubstay/i18n/format';
import { localToday, nightsOf } from '@clubstay/contract/stay-dates';
import { latestCheckOut, resetPastDates } from '#state/dates.ts';
import { calendarBox, error, hint } from './form.css.ts';

/**
 * The calendar inside the dates popover or dialog: its own chunk, loaded when the picker first opens
 * (the calendar code is not part of the home page's first load).
 */
export function CalendarPanel({
  value,
  onChange,
  isPhone,
}: {
  value: StayDates | null;
  /** Every pick that leaves a whole stay; `done` when the pick was the check-out (the picker may close). */
  onChange: (dates: StayDates, done: boolean) => void;
  isPhone: boolean;
}) {
  const { t, i18n } = useTranslation();
  const today = localToday();
  const [selection, setSelection] = useState<DateSelection>(() => ({
    start: value ? parseDate(value[0]) : null,
    end: value ? parseDate(value[1]) : null,
    selecting: 'start',
  }));
  // A check-out beyond the longest stay the API accepts is refused with the reason (the check-in stays).
  const [tooLong, setTooLong] = useState<string | null>(null);
  const onPick = (picked: DateSelection) => {
    let next = picked;
    if (next.start && next.end && nightsOf([next.start.toString(), next.end.toString()]) > MAX_NIGHTS) {
      if (selection.selecting === 'end') {
        setTooLong(latestCheckOut(next.start.toString()));
        return;
      }
      // A new check-in far before the kept check-out: the check-out is picked again.
      next = { start: next.start, end: null, selecting: 'end' };
    }
    setTooLong(null);
    setSelection(next);
    // A new check-in before the old check-out keeps it (spec 1 §4), which is a whole stay already; but
    // the picker stays open for the check-out until the traveller picks one (selection back at start).
    // Spec 1 §4: a changed date in the past resets the stay to today and a month later.
    if (next.start && next.end)
      onChange(
        resetPastDates([next.start.toString(), next.end.toString()], today),
        next.selecting === 'start',
      );
  };
  return (
    <div className={calendarBox}>
      <p className={tooLong ? error : hint} aria-live="polite">
        {tooLong
          ? t('SEARCH.DATES.TOO_LONG', { max: MAX_NIGHTS, date: formatDate(tooLong, i18n.language) })
          : selection.selecting === 'start'
            ? t('SEARCH.DATES.PICK_CHECK_IN')
            : t('SEARCH.DATES.PICK_CHECK_OUT')}
      </p>
      <RangeCalendar
        aria-label={t('SEARCH.DATES.CALENDAR')}
        value={selection}
        onChange={onPick}
        today={parseDate(today)}
        layout={isPhone ? 'list' : 'months'}
      />
    </div>
  );
}
