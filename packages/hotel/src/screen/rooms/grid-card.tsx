import { memo, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import type { HotelRoom, RoomPackage } from '@clubstay/contract/rooms';
import { Badge } from '@clubstay/ui/badge';
import { Button } from '@clubstay/ui/button';
import { Radio, RadioGroup } from '@clubstay/ui/radio-group';
import {
  defaultPackage,
  findPackage,
  mealChoices,
  refundabilityChoices,
  RoomCardError,
  switchMeal,
  switchRefundability,
} from '#domain/packages.ts';
import { shownTotal } from '#domain/price.ts';
import { formatDeadline, useMealName, useMoney } from '#screen/format.ts';
import { MealIcon } from '#screen/icons.tsx';
import { PriceSummary, RoomFacilities, RoomPhotos, StayFacts, useRoomsContext } from './parts.tsx';
import {
  badges,
  card,
  choice,
  delta,
  error as errorClass,
  linkButton,
  nameClamp,
  optionText,
  roomName,
} from './rooms.css.ts';

/** Meal options shown before "more meal options". */
const MEALS_SHOWN = 3;

/** The card's package: the chosen one while the room still has it, else the room's default. */
function useSelectedPackage(room: HotelRoom) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<RoomCardError | null>(null);
  let current: RoomPackage | null = null;
  let failure = problem;
  try {
    current = chosen ? findPackage(room.groups, chosen) : defaultPackage(room.groups);
  } catch (error) {
    if (!(error instanceof RoomCardError)) throw error;
    // The chosen package left the room: back to its default when it has one.
    try {
      current = defaultPackage(room.groups);
    } catch (inner) {
      if (!(inner instanceof RoomCardError)) throw inner;
      failure = inner;
    }
  }
  const choose = (pick: () => RoomPackage) => {
    try {
      setChosen(pick().id);
      setProblem(null);
    } catch (error) {
      if (!(error instanceof RoomCardError)) throw error;
      setProblem(error);
    }
  };
  return { current, failure, choose };
}

/** The room-card errors of spec 2 §8 in the visitor's language. */
export function CardError({ failure }: { failure: RoomCardError }) {
  const { t } = useTranslation();
  return (
    <p className={errorClass} role="alert">
      {failure.code === 'no-packages'
        ? t('HOTEL_DETAILS_PAGE.ROOMS.ERROR_NO_PACKAGES')
        : t('HOTEL_DETAILS_PAGE.ROOMS.ERROR_PACKAGE_NOT_FOUND')}
    </p>
  );
}

/** A room name clamped to two lines, with "show full name" when it does not fit. */
export function RoomName({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLSpanElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [full, setFull] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && !full) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [name, full]);
  return (
    <>
      <h3 id={id} className={roomName}>
        <span ref={ref} className={full ? undefined : nameClamp}>
          {name}
        </span>
      </h3>
      {overflows ? (
        <AriaButton className={linkButton} onPress={() => setFull(!full)} aria-expanded={full}>
          {full
            ? t('HOTEL_DETAILS_PAGE.ROOMS.SHOW_SHORT_NAME')
            : t('HOTEL_DETAILS_PAGE.ROOMS.SHOW_FULL_NAME')}
        </AriaButton>
      ) : null}
    </>
  );
}

/**
 * The grid room card (spec 2 §2): photos with a counter, name, refundability and meal choices with
 * their price differences, guests, nights and dates, total and per-night price, taxes, badges, Book.
 */
export const GridRoomCard = memo(function GridRoomCard({
  room,
  isLowest,
}: {
  room: HotelRoom;
  isLowest: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { presentation, onBook } = useRoomsContext();
  const money = useMoney();
  const mealName = useMealName();
  const { current, failure, choose } = useSelectedPackage(room);
  const [allMeals, setAllMeals] = useState(false);
  const titleId = `room-${room.id}`;

  if (!current) {
    return (
      <article className={card} aria-labelledby={titleId}>
        <RoomName id={titleId} name={room.name} />
        {failure ? <CardError failure={failure} /> : null}
      </article>
    );
  }
  const refundability = refundabilityChoices(room.groups, current, presentation);
  const meals = mealChoices(room.groups, current, presentation);
  // The chosen meal stays in view even when it is not among the first ones.
  const shownMeals = allMeals
    ? meals
    : meals.filter((option, index) => index < MEALS_SHOWN || option.key === current.boarding);
  const differenceOf = (target: RoomPackage) =>
    money.difference(shownTotal(target.price, presentation), shownTotal(current.price, presentation));
  // The space keeps the difference a word of its own in the radio's accessible name ("… 12:00 +€30"),
  // whatever the layout; between flex items it takes no room.
  const deltaOf = (target: RoomPackage) => {
    const text = differenceOf(target);
    return text ? (
      <>
        {' '}
        <span className={delta}>{text}</span>
      </>
    ) : null;
  };

  return (
    <article className={card} aria-labelledby={titleId} data-room-id={room.id}>
      <RoomPhotos name={room.name} images={room.images} />
      {isLowest ? (
        <div className={badges}>
          <Badge tone="success">{t('HOTEL_DETAILS_PAGE.ROOMS.LOWEST_PRICE')}</Badge>
        </div>
      ) : null}
      <RoomName id={titleId} name={room.name} />
      <RoomFacilities facilities={room.facilities} />
      {refundability.length > 0 ? (
        <RadioGroup
          className={choice}
          label={t('HOTEL_DETAILS_PAGE.ROOMS.POLICY')}
          value={current.isRefundable ? 'refundable' : 'non-refundable'}
          onChange={(value) =>
            choose(() => switchRefundability(room.groups, current, value === 'refundable'))
          }
        >
          {refundability.map((option) => (
            <Radio key={option.key} value={option.key}>
              <span className={optionText}>
                {option.key === 'refundable'
                  ? option.target.cancellationDeadline
                    ? t('HOTEL_DETAILS_PAGE.ROOMS.REFUNDABLE_UNTIL', {
                        date: formatDeadline(option.target.cancellationDeadline, i18n.language),
                      })
                    : t('HOTEL_DETAILS_PAGE.ROOMS.REFUNDABLE')
                  : t('HOTEL_DETAILS_PAGE.ROOMS.NON_REFUNDABLE')}
                {deltaOf(option.target)}
              </span>
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
      {meals.length > 0 ? (
        <div className={choice}>
          <RadioGroup
            label={t('HOTEL_DETAILS_PAGE.ROOMS.MEALS')}
            value={String(current.boarding)}
            onChange={(value) => choose(() => switchMeal(room.groups, current, Number(value)))}
          >
            {shownMeals.map((option) => (
              <Radio key={option.key} value={String(option.key)}>
                <span className={optionText}>
                  <MealIcon boarding={option.key} />
                  {mealName(option.key)}
                  {deltaOf(option.target)}
                </span>
              </Radio>
            ))}
          </RadioGroup>
          {meals.length > MEALS_SHOWN ? (
            <AriaButton
              className={linkButton}
              onPress={() => setAllMeals(!allMeals)}
              aria-expanded={allMeals}
            >
              {allMeals
                ? t('HOTEL_DETAILS_PAGE.ROOMS.FEWER_MEALS')
                : t('HOTEL_DETAILS_PAGE.ROOMS.MORE_MEALS', { count: meals.length - MEALS_SHOWN })}
            </AriaButton>
          ) : null}
        </div>
      ) : null}
      <StayFacts />
      <PriceSummary price={current.price} />
      {failure ? <CardError failure={failure} /> : null}
      <Button
        onPress={() => onBook(current.id)}
        aria-label={t('HOTEL_DETAILS_PAGE.ROOMS.BOOK_ROOM', { name: room.name })}
      >
        {t('HOTEL_DETAILS_PAGE.ROOMS.BOOK')}
      </Button>
    </article>
  );
});
