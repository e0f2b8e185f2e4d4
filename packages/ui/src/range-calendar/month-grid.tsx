import { type CalendarDate, isSameMonth } from '@internationalized/date';
import {
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
} from 'react-aria-components';
import { cell, grid, month as monthClass, monthTitle, weekday } from './range-calendar.css.ts';
import { type DateSelection, dayStatus } from './date-selection.ts';

interface MonthGridProps {
  /** The first day of the month to draw. */
  month: CalendarDate;
  /** Months between the calendar's first visible month and this one (react-aria's grid offset). */
  offset: number;
  title: string;
  selection: DateSelection;
  /** The phone list draws one weekday bar above all months instead. @default true */
  showWeekdays?: boolean;
}

/** One month: react-aria's CalendarGrid and cells; our rules only decide how a day looks. */
export function MonthGrid({ month, offset, title, selection, showWeekdays = true }: MonthGridProps) {
  const body = (
    <CalendarGridBody>
      {(date) => (
        <CalendarCell
          date={date}
          className={cell}
          data-status={isSameMonth(date, month) ? dayStatus(selection, date) : 'none'}
        />
      )}
    </CalendarGridBody>
  );
  return (
    <div className={monthClass}>
      <div className={monthTitle} aria-hidden>
        {title}
      </div>
      {showWeekdays ? (
        <CalendarGrid offset={{ months: offset }} className={grid} weekdayStyle="short">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={weekday}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          {body}
        </CalendarGrid>
      ) : (
        <CalendarGrid offset={{ months: offset }} className={grid}>
          {body}
        </CalendarGrid>
      )}
    </div>
  );
}
