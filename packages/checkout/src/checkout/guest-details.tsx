import { useTranslation } from 'react-i18next';
import { LIMITS, TITLES } from '@clubstay/contract/checkout-rules';
import { useSettings } from '@clubstay/i18n/settings';
import { ComboBox, ComboBoxItem } from '@clubstay/ui/combo-box';
import { Radio, RadioGroup } from '@clubstay/ui/radio-group';
import { Select, SelectItem } from '@clubstay/ui/select';
import { TextField } from '@clubstay/ui/text-field';
import type { CheckoutForm, FieldErrors, RoomGuestForm } from '#domain/form.ts';
import {
  full,
  grid2,
  grid3,
  muted,
  phoneRow,
  roomBlock,
  section,
  sectionTitle,
  subTitle,
} from './checkout.css.ts';

export interface FormProps {
  form: CheckoutForm;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (update: (form: CheckoutForm) => CheckoutForm) => void;
}

/** The error text of a field, in the visitor's language (PARTNER_CARD names the partner). */
export function useFieldError(errors: FieldErrors) {
  const { t } = useTranslation();
  return (field: string, values: { partner?: string } = {}) => {
    const key = errors[field];
    return key
      ? { isInvalid: true, errorMessage: t(`CHECKOUT_PAGE.ERRORS.${key}`, values) }
      : { isInvalid: false };
  };
}

export function useCountries() {
  return useSettings((state) => state.config?.countries ?? []);
}

function RoomFields({
  index,
  room,
  rooms,
  errors,
  disabled,
  onRoom,
}: {
  index: number;
  room: RoomGuestForm;
  rooms: number;
  errors: FieldErrors;
  disabled: boolean;
  onRoom: (patch: Partial<RoomGuestForm>) => void;
}) {
  const { t } = useTranslation();
  const error = useFieldError(errors);
  return (
    <div className={roomBlock} role="group" aria-labelledby={`room-${index}-title`}>
      <h3 id={`room-${index}-title`} className={subTitle}>
        {rooms > 1 ? t('CHECKOUT_PAGE.GUESTS.ROOM', { n: index + 1 }) : t('CHECKOUT_PAGE.GUESTS.GUEST')}
        {index === 0 ? ` · ${t('CHECKOUT_PAGE.GUESTS.LEAD')}` : ''}
      </h3>
      <div className={grid3}>
        <Select
          label={t('CHECKOUT_PAGE.GUESTS.TITLE_LABEL')}
          placeholder={t('CHECKOUT_PAGE.GUESTS.CHOOSE')}
          selectedKey={room.title || null}
          onSelectionChange={(key) => onRoom({ title: String(key) as RoomGuestForm['title'] })}
          isDisabled={disabled}
          isRequired
          {...error(`rooms.${index}.title`)}
        >
          {TITLES.map((title) => (
            <SelectItem key={title} id={title}>
              {t(`CHECKOUT_PAGE.GUESTS.TITLES.${title.toUpperCase() as Uppercase<typeof title>}`)}
            </SelectItem>
          ))}
        </Select>
        <TextField
          label={t('CHECKOUT_PAGE.GUESTS.FIRST_NAME')}
          value={room.firstName}
          onChange={(firstName) => onRoom({ firstName })}
          autoComplete={index === 0 ? 'given-name' : 'off'}
          maxLength={LIMITS.nameMax}
          isDisabled={disabled}
          isRequired
          {...error(`rooms.${index}.firstName`)}
        />
        <TextField
          label={t('CHECKOUT_PAGE.GUESTS.LAST_NAME')}
          value={room.lastName}
          onChange={(lastName) => onRoom({ lastName })}
          autoComplete={index === 0 ? 'family-name' : 'off'}
          maxLength={LIMITS.nameMax}
          isDisabled={disabled}
          isRequired
          {...error(`rooms.${index}.lastName`)}
        />
      </div>
      <p className={muted}>{t('CHECKOUT_PAGE.GUESTS.NAME_HINT')}</p>
      <RadioGroup
        label={t('CHECKOUT_PAGE.GUESTS.BED')}
        orientation="horizontal"
        value={String(room.bedType)}
        onChange={(value) => onRoom({ bedType: Number(value) as RoomGuestForm['bedType'] })}
        isDisabled={disabled}
      >
        <Radio value="1">{t('CHECKOUT_PAGE.GUESTS.BED_DOUBLE')}</Radio>
        <Radio value="2">{t('CHECKOUT_PAGE.GUESTS.BED_TWIN')}</Radio>
        <Radio value="0">{t('CHECKOUT_PAGE.GUESTS.BED_NONE')}</Radio>
      </RadioGroup>
      <TextField
        label={t('CHECKOUT_PAGE.GUESTS.REQUESTS')}
        description={t('CHECKOUT_PAGE.GUESTS.REQUESTS_HINT', { chars: room.specialRequests.length })}
        multiline
        value={room.specialRequests}
        onChange={(specialRequests) => onRoom({ specialRequests })}
        maxLength={LIMITS.specialRequestsMax}
        isDisabled={disabled}
        {...error(`rooms.${index}.specialRequests`)}
      />
    </div>
  );
}

/** Guest details for every room (spec 2 §2): title, names, contact of the lead guest, bed, requests. */
export function GuestDetails({ form, errors, disabled, onChange }: FormProps) {
  const { t } = useTranslation();
  const error = useFieldError(errors);
  const countries = useCountries();
  const dialCountries = countries.filter((country) => country.dialCode);
  const setRoom = (index: number, patch: Partial<RoomGuestForm>) =>
    onChange((current) => ({
      ...current,
      rooms: current.rooms.map((room, i) => (i === index ? { ...room, ...patch } : room)),
    }));
  return (
    <section className={section} aria-labelledby="guests-title">
      <h2 id="guests-title" className={sectionTitle}>
        {t('CHECKOUT_PAGE.GUESTS.TITLE')}
      </h2>
      {form.rooms.map((room, index) => (
        <RoomFields
          key={index}
          index={index}
          room={room}
          rooms={form.rooms.length}
          errors={errors}
          disabled={disabled}
          onRoom={(patch) => setRoom(index, patch)}
        />
      ))}
      <div className={grid2}>
        <TextField
          className={full}
          label={t('CHECKOUT_PAGE.GUESTS.EMAIL')}
          description={t('CHECKOUT_PAGE.GUESTS.EMAIL_HINT')}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(email) => onChange((current) => ({ ...current, email }))}
          isDisabled={disabled}
          isRequired
          {...error('email')}
        />
        <div className={`${phoneRow} ${full}`}>
          <ComboBox
            label={t('CHECKOUT_PAGE.GUESTS.DIAL_CODE')}
            defaultItems={dialCountries}
            selectedKey={form.dialCountry || null}
            onSelectionChange={(key) => {
              const country = dialCountries.find((item) => item.code === key);
              if (country)
                onChange((current) => ({
                  ...current,
                  dialCountry: country.code,
                  dialCode: country.dialCode,
                }));
            }}
            emptyText={t('CHECKOUT_PAGE.GUESTS.NO_MATCH')}
            isDisabled={disabled}
            isRequired
            isInvalid={Boolean(errors.phone) && !form.dialCode}
          >
            {(country) => (
              <ComboBoxItem id={country.code} textValue={`${country.name} ${country.dialCode}`}>
                {`${country.name} ${country.dialCode}`}
              </ComboBoxItem>
            )}
          </ComboBox>
          <TextField
            label={t('CHECKOUT_PAGE.GUESTS.PHONE')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={form.phone}
            onChange={(phone) => onChange((current) => ({ ...current, phone }))}
            isDisabled={disabled}
            isRequired
            {...error('phone')}
          />
        </div>
        <ComboBox
          className={full}
          label={t('CHECKOUT_PAGE.GUESTS.COUNTRY')}
          defaultItems={countries}
          selectedKey={form.country || null}
          onSelectionChange={(key) => {
            const country = countries.find((item) => item.code === key);
            if (!country) return;
            onChange((current) => ({
              ...current,
              country: country.code,
              // The phone's dial code and the billing country follow the country until chosen apart.
              ...(current.dialCode ? {} : { dialCode: country.dialCode, dialCountry: country.code }),
              billing: current.billing.country
                ? current.billing
                : { ...current.billing, country: country.code },
            }));
          }}
          emptyText={t('CHECKOUT_PAGE.GUESTS.NO_MATCH')}
          isDisabled={disabled}
          isRequired
          {...error('country')}
        >
          {(country) => <ComboBoxItem id={country.code}>{country.name}</ComboBoxItem>}
        </ComboBox>
      </div>
    </section>
  );
}
