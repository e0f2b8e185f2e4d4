import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_GUESTS_PER_ROOM,
  MAX_ROOMS,
  type Room,
} from '@clubstay/contract/search-rules';
import { Button } from '@clubstay/ui/button';
import { NumberField } from '@clubstay/ui/number-field';
import { Select, SelectItem } from '@clubstay/ui/select';
import {
  ages,
  hint,
  room as roomClass,
  roomHeader,
  rooms as roomsClass,
  roomsPhone,
  roomTitle,
} from './form.css.ts';
import { PopupField } from './popup-field.tsx';

interface RoomsFieldProps {
  value: Room[];
  onChange: (rooms: Room[]) => void;
  errorMessage?: string | undefined;
}

/** A new child's age until chosen. */
const DEFAULT_CHILD_AGE = 8;
const AGE_OPTIONS = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => ({ id: age }));

/**
 * The room chooser (spec 1 §2, §5): up to 4 rooms, each with 1 to 4 adults, up to 2 children (ages 0
 * to 17) and at most 4 guests; the steppers stop at the limits and say why. A popover on desktop, a
 * full-screen dialog with a Done button on phones (like the dates).
 */
export function RoomsField({ value, onChange, errorMessage }: RoomsFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const guests = value.reduce((sum, room) => sum + room.adults + room.children.length, 0);
  const update = (index: number, next: Room) => onChange(value.map((room, i) => (i === index ? next : room)));

  const chooser = (className: string) => (
    <div className={className}>
      {value.map((room, index) => {
        const full = room.adults + room.children.length >= MAX_GUESTS_PER_ROOM;
        return (
          <section key={index} className={roomClass} aria-labelledby={`${id}-room-${index}`}>
            <div className={roomHeader}>
              <h3 id={`${id}-room-${index}`} className={roomTitle}>
                {t('SEARCH.ROOMS.ROOM', { number: index + 1 })}
              </h3>
              {value.length > 1 ? (
                <Button
                  variant="ghost"
                  size="small"
                  onPress={() => onChange(value.filter((_, i) => i !== index))}
                >
                  {t('SEARCH.ROOMS.REMOVE_ROOM', { number: index + 1 })}
                </Button>
              ) : null}
            </div>
            <NumberField
              label={t('SEARCH.ROOMS.ADULTS')}
              size="small"
              minValue={1}
              maxValue={MAX_GUESTS_PER_ROOM - room.children.length}
              value={room.adults}
              onChange={(adults) => Number.isFinite(adults) && update(index, { ...room, adults })}
            />
            <NumberField
              label={t('SEARCH.ROOMS.CHILDREN')}
              size="small"
              minValue={0}
              maxValue={Math.min(MAX_CHILDREN_PER_ROOM, MAX_GUESTS_PER_ROOM - room.adults)}
              value={room.children.length}
              onChange={(count) => {
                if (!Number.isFinite(count)) return;
                const children = room.children.slice(0, count);
                while (children.length < count) children.push(DEFAULT_CHILD_AGE);
                update(index, { ...room, children });
              }}
            />
            {room.children.length ? (
              <div className={ages}>
                {room.children.map((age, child) => (
                  <Select
                    key={child}
                    size="small"
                    label={t('SEARCH.ROOMS.CHILD_AGE', { number: child + 1 })}
                    items={AGE_OPTIONS}
                    selectedKey={age}
                    onSelectionChange={(key) =>
                      update(index, {
                        ...room,
                        children: room.children.map((a, i) => (i === child ? Number(key) : a)),
                      })
                    }
                  >
                    {(option) => (
                      <SelectItem
                        id={option.id}
                        textValue={option.id === 0 ? t('SEARCH.ROOMS.UNDER_ONE') : String(option.id)}
                      >
                        {option.id === 0 ? t('SEARCH.ROOMS.UNDER_ONE') : String(option.id)}
                      </SelectItem>
                    )}
                  </Select>
                ))}
              </div>
            ) : null}
            {full ? (
              <p className={hint}>
                {t('SEARCH.ROOMS.ROOM_FULL', { max: MAX_GUESTS_PER_ROOM, children: MAX_CHILDREN_PER_ROOM })}
              </p>
            ) : null}
          </section>
        );
      })}
      {value.length < MAX_ROOMS ? (
        <Button
          variant="secondary"
          size="small"
          onPress={() => onChange([...value, { adults: 2, children: [] }])}
        >
          {t('SEARCH.ROOMS.ADD_ROOM')}
        </Button>
      ) : (
        <p className={hint}>{t('SEARCH.ROOMS.ERROR_TOO_MANY_ROOMS', { max: MAX_ROOMS })}</p>
      )}
    </div>
  );

  return (
    <PopupField
      name="rooms"
      label={t('SEARCH.ROOMS.LABEL')}
      summary={(fieldId) => (
        <span id={`${fieldId}-value`}>{t('SEARCH.ROOMS.SUMMARY', { guests, rooms: value.length })}</span>
      )}
      parts={['value']}
      popover={{ 'aria-label': t('SEARCH.ROOMS.LABEL'), placement: 'bottom end' }}
      footer={(close) => <Button onPress={close}>{t('SEARCH.ROOMS.DONE')}</Button>}
      errorMessage={errorMessage}
    >
      {(isPhone) => chooser(isPhone ? roomsPhone : roomsClass)}
    </PopupField>
  );
}
