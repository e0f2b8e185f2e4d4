import {
  type CalendarDate,
  endOfMonth,
  getDayOfWeek,
  getLocalTimeZone,
  GregorianCalendar,
  startOfMonth,
  startOfWeek,
  today as todayIn,
} from '@internationalized/date';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { useDateFormatter, useRangeCalendar, VisuallyHidden } from 'react-aria';
import {
  ButtonContext,
  Heading,
  HeadingContext,
  Provider,
  RangeCalendarContext,
  RangeCalendarStateContext,
  useLocale,
} from 'react-aria-components';
import { type RangeCalendarState, useRangeCalendarState } from 'react-stately';
import { layout, media } from '@clubstay/design-tokens/layout';
import { cx } from '#utils/cx.ts';
import { useMediaQuery } from '#utils/use-media-query.ts';
import { Button } from '#button/button.tsx';
import { type DateSelection, emptySelection, pickDay } from './date-selection.ts';
import { MonthGrid } from './month-grid.tsx';
import {
  header,
  heading,
  monthCount,
  months as monthsClass,
  navButton,
  root,
  scroller,
  weekday,
  weekdayBar,
} from './range-calendar.css.ts';

export type { DateSelection } from './date-selection.ts';

export interface RangeCalendarProps {
  /** The accessible name of the calendar. @default 'Dates' */
  'aria-label'?: string;
  /** The selection (controlled): check-in, check-out and which one the next pick sets. */
  value?: DateSelection;
  /** The initial selection (uncontrolled). @default no dates, picking the start */
  defaultValue?: DateSelection;
  /** Called with the new selection after every pick, following the rules of spec 1 §4. */
  onChange?: (selection: DateSelection) => void;
  /** "Today": earlier days are disabled and no month before its month is shown. @default today in the local time zone */
  today?: CalendarDate;
  /** `months`: months side by side (desktop); `list`: a virtualised vertical list (phones); `auto`: by the md breakpoint. @default 'auto' */
  layout?: 'auto' | 'months' | 'list';
  /** Months side by side in the `months` layout (spec 1 §9). @default 4 */
  visibleMonths?: number;
  /** Months in the phone list, capped at the last month the calendar can represent (year 9999) (spec 1 §9). @default 100000 */
  listMonths?: number;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
}

const gregorian = () => new GregorianCalendar();
const noop = () => undefined;

/**
 * react-aria's range calendar state and grids, with the hotel date-selection rules of spec 1 §4 in
 * place of react-aria's anchor-and-drag selection. Every press (mouse, touch, keyboard, screen reader)
 * ends in `selectDate`, which applies `pickDay`; grids, cells, focus and labels stay react-aria's.
 */
function useRuledState(
  selection: DateSelection,
  onPick: (next: DateSelection) => void,
  today: CalendarDate,
  visibleMonths: number,
  maxValue: CalendarDate,
  isDisabled: boolean,
): RangeCalendarState {
  const { locale } = useLocale();
  const value = selection.start ? { start: selection.start, end: selection.end ?? selection.start } : null;
  const base = useRangeCalendarState({
    locale,
    createCalendar: gregorian,
    visibleDuration: { months: visibleMonths },
    minValue: today,
    maxValue,
    value,
    onChange: noop,
    isDisabled,
    defaultFocusedValue: selection.start ?? today,
    selectionAlignment: 'start',
  });
  const pick = (day: CalendarDate) => onPick(pickDay(selection, day, today));
  return {
    ...base,
    // A non-null anchor makes react-aria's cells select on press-up for every pointer type, which
    // is where `pickDay` takes over; react-aria's own anchor, drag and commit logic is switched off.
    anchorDate: selection.start ?? today,
    setAnchorDate: noop,
    selectDate: pick,
    selectFocusedDate: () => pick(base.focusedDate),
    commitSelection: noop,
    clearSelection: noop,
    highlightDate: noop,
    setDragging: noop,
    isDragging: false,
  };
}

/** Sets the months row's `monthCount` variable inline (what @vanilla-extract/dynamic's assignInlineVars does). */
const monthCountStyle = (count: number) =>
  ({ [monthCount.replace(/^var\((.+)\)$/, '$1')]: String(count) }) as CSSProperties;

/** Months between two first-of-month dates. */
const monthsBetween = (from: CalendarDate, to: CalendarDate) =>
  (to.year - from.year) * 12 + (to.month - from.month);

/** Weeks a month spans, by integer arithmetic so 100000 rows cost nothing to size. */
function weeksIn(first: CalendarDate, index: number, sundayColumn: number): number {
  const monthIndex = first.month - 1 + index;
  const year = first.year + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const weekdayOfFirst = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const column = (weekdayOfFirst + sundayColumn) % 7;
  return Math.ceil((column + days) / 7);
}

/**
 * The stay picker. On desktop, `visibleMonths` months side by side with previous/next buttons; on
 * phones, a virtualised vertical list of up to 100000 months (7 columns, 32 px day rows, month titles
 * 40/60 px). Past days are disabled and no month before the current one is shown.
 */
export function RangeCalendar({
  'aria-label': ariaLabel = 'Dates',
  value,
  defaultValue = emptySelection,
  onChange,
  today: todayProp,
  layout: layoutProp = 'auto',
  visibleMonths = layout.calendarDesktopMonths,
  listMonths = layout.calendarMobileMonths,
  isDisabled = false,
  className,
}: RangeCalendarProps) {
  const [todayDefault] = useState(() => todayIn(getLocalTimeZone()));
  const today = todayProp ?? todayDefault;
  const [own, setOwn] = useState(defaultValue);
  const selection = value ?? own;
  const onPick = (next: DateSelection) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const isPhone = useMediaQuery(media.mobile);
  const asList = layoutProp === 'list' || (layoutProp === 'auto' && isPhone);
  const firstMonth = startOfMonth(today);
  const listCount = Math.max(
    1,
    Math.min(listMonths, (9999 - firstMonth.year) * 12 + (12 - firstMonth.month) + 1),
  );
  const maxValue = endOfMonth(firstMonth.add({ months: (asList ? listCount : 12 * 2) - 1 }));
  const state = useRuledState(
    selection,
    onPick,
    today,
    asList ? listCount : visibleMonths,
    maxValue,
    isDisabled,
  );
  const ref = useRef<HTMLDivElement>(null);
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useRangeCalendar(
    { 'aria-label': ariaLabel, isDisabled },
    state,
    ref,
  );
  const monthFormatter = useDateFormatter({
    month: 'long',
    year: 'numeric',
    calendar: 'gregory',
    timeZone: 'UTC',
  });
  const monthTitle = (month: CalendarDate) => monthFormatter.format(month.toDate('UTC'));

  return (
    <div
      {...calendarProps}
      ref={ref}
      className={cx(root, className)}
      data-layout={asList ? 'list' : 'months'}
    >
      <Provider
        values={[
          [ButtonContext, { slots: { previous: prevButtonProps, next: nextButtonProps } }],
          [HeadingContext, { 'aria-hidden': true, level: 2, children: title }],
          [RangeCalendarStateContext, state],
          [RangeCalendarContext, {}],
        ]}
      >
        <VisuallyHidden>
          <h2>{calendarProps['aria-label']}</h2>
        </VisuallyHidden>
        {asList ? (
          <MonthList
            state={state}
            selection={selection}
            firstMonth={firstMonth}
            count={listCount}
            monthTitle={monthTitle}
          />
        ) : (
          <>
            <div className={header}>
              <Button slot="previous" variant="ghost" size="small" className={navButton}>
                ‹
              </Button>
              <Heading className={heading} />
              <Button slot="next" variant="ghost" size="small" className={navButton}>
                ›
              </Button>
            </div>
            <div className={monthsClass} style={monthCountStyle(visibleMonths)}>
              {Array.from({ length: visibleMonths }, (_, index) => {
                const month = state.visibleRange.start.add({ months: index });
                return (
                  <MonthGrid
                    key={month.toString()}
                    month={startOfMonth(month)}
                    offset={index}
                    title={monthTitle(month)}
                    selection={selection}
                  />
                );
              })}
            </div>
          </>
        )}
      </Provider>
    </div>
  );
}

interface MonthListProps {
  state: RangeCalendarState;
  selection: DateSelection;
  firstMonth: CalendarDate;
  count: number;
  monthTitle: (month: CalendarDate) => string;
}

/** The phone layout: one weekday bar, then months in a windowed list (only what is on screen is mounted). */
function MonthList({ state, selection, firstMonth, count, monthTitle }: MonthListProps) {
  const { locale } = useLocale();
  const scrollRef = useRef<HTMLDivElement>(null);
  const wideTitles = useMediaQuery(media.fromSm);
  const titleHeight = wideTitles ? layout.calendar.monthTitle.sm : layout.calendar.monthTitle.xs;
  // Column of Sunday in this locale's week (0 where weeks start on Sunday, 6 where on Monday).
  const sundayColumn = getDayOfWeek(firstMonth.set({ year: 2024, month: 1, day: 7 }), locale);
  const weekdayFormatter = useDateFormatter({ weekday: 'short', timeZone: 'UTC' });
  const weekdays = useMemo(() => {
    const first = startOfWeek(firstMonth, locale);
    return Array.from({ length: 7 }, (_, i) => weekdayFormatter.format(first.add({ days: i }).toDate('UTC')));
  }, [firstMonth, locale, weekdayFormatter]);

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualiser re-renders on scroll itself
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => titleHeight + weeksIn(firstMonth, index, sundayColumn) * layout.calendar.dayRow,
    overscan: 2,
    initialRect: { width: 360, height: 640 },
  });

  // Keyboard focus may move to a month that is not mounted: bring it on screen so react-aria can focus its cell.
  const focusedIndex = monthsBetween(firstMonth, startOfMonth(state.focusedDate));
  const { isFocused } = state;
  useEffect(() => {
    if (isFocused) virtualizer.scrollToIndex(focusedIndex, { align: 'auto' });
  }, [focusedIndex, isFocused, virtualizer]);
  const startIndex = selection.start ? monthsBetween(firstMonth, startOfMonth(selection.start)) : 0;
  const [initialIndex] = useState(startIndex);
  useEffect(() => {
    if (initialIndex > 0) virtualizer.scrollToIndex(initialIndex, { align: 'start' });
  }, [initialIndex, virtualizer]);

  const offsetBase = monthsBetween(startOfMonth(state.visibleRange.start), firstMonth);
  return (
    <>
      <div className={weekdayBar} aria-hidden>
        {weekdays.map((day) => (
          <span key={day} className={weekday}>
            {day}
          </span>
        ))}
      </div>
      <div ref={scrollRef} className={scroller} data-testid="calendar-scroller">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const month = firstMonth.add({ months: item.index });
            return (
              <div
                key={item.key}
                data-month={month.toString().slice(0, 7)}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: item.size,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <MonthGrid
                  month={month}
                  offset={offsetBase + item.index}
                  title={monthTitle(month)}
                  selection={selection}
                  showWeekdays={false}
                />
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}
