import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@clubstay/contract/accounts-rules';
import { useAuthUser } from '@clubstay/router/context';
import { Button } from '@clubstay/ui/button';
import { Dialog, Modal } from '@clubstay/ui/dialog';
import { TextField } from '@clubstay/ui/text-field';
import { failureKey, fieldKeys } from '#domain/api-errors.ts';
import { type ContactForm, type FieldErrors, hasErrors, validateContact } from '#domain/validation.ts';
import { FormError } from '#auth/auth-forms.tsx';
import { editableFieldProps } from '#field-errors.ts';
import { useAccountApi } from '#hooks.ts';
import * as css from '#styles.css.ts';
import { useContact } from './contact-store.ts';

const EMPTY: ContactForm = {
  subject: '',
  bookingId: '',
  email: '',
  firstName: '',
  lastName: '',
  message: '',
  phone: '',
};

/** /contact: the contact form (subject, optional booking ID, e-mail, names, message, optional phone) and its success pop-up. */
export function ContactScreen() {
  const { t } = useTranslation();
  const api = useAccountApi();
  const user = useAuthUser();
  const { status, error, popUpName, popUpId, send, closePopUp } = useContact();
  // A member's e-mail and names are filled in (user info loads before the app renders).
  const [form, setForm] = useState<ContactForm>(() => ({
    ...EMPTY,
    email: user?.email ?? '',
    firstName: user?.name ?? '',
    lastName: user?.surname ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors<keyof ContactForm>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(form);
    setErrors(found);
    if (hasErrors(found)) return;
    const sent = await send(api, {
      subject: form.subject.trim(),
      email: form.email.trim(),
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      message: form.message.trim(),
      ...(form.bookingId.trim() ? { bookingId: form.bookingId.trim() } : {}),
      ...(form.phone.trim() ? { phone: form.phone.trim() } : {}),
    });
    if (sent) setForm({ ...EMPTY, email: form.email, firstName: form.firstName, lastName: form.lastName });
    else setErrors(fieldKeys(useContact.getState().error));
  };
  const field = editableFieldProps(form, setForm, errors, setErrors, (key) =>
    t(key, { max: CONTACT_MESSAGE_MAX_LENGTH }),
  );
  return (
    <section className={css.narrowPage} aria-labelledby="contact-title">
      <h1 id="contact-title" className={css.title}>
        {t('CONTACT.TITLE')}
      </h1>
      <p className={css.muted}>{t('CONTACT.TEXT')}</p>
      <form
        method="post"
        className={`${css.card} ${css.form}`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <FormError messageKey={error && !hasErrors(errors) ? failureKey(error) : null} />
        <TextField label={t('CONTACT.SUBJECT')} {...field('subject')} />
        <TextField
          label={t('CONTACT.BOOKING_ID')}
          description={t('CONTACT.OPTIONAL')}
          {...field('bookingId')}
        />
        <div className={css.row}>
          <TextField
            label={t('ACCOUNT.PERSONAL.FIRST_NAME')}
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextField
            label={t('ACCOUNT.PERSONAL.LAST_NAME')}
            autoComplete="family-name"
            {...field('lastName')}
          />
        </div>
        <div className={css.row}>
          <TextField label={t('AUTH.EMAIL')} type="email" autoComplete="email" {...field('email')} />
          <TextField
            label={t('ACCOUNT.PERSONAL.PHONE')}
            type="tel"
            autoComplete="tel"
            description={t('CONTACT.OPTIONAL')}
            {...field('phone')}
          />
        </div>
        <TextField
          label={t('CONTACT.MESSAGE')}
          multiline
          description={t('CONTACT.MESSAGE_HELP', {
            length: form.message.trim().length,
            max: CONTACT_MESSAGE_MAX_LENGTH,
          })}
          {...field('message')}
        />
        <div className={css.actions}>
          <Button type="submit" isPending={status === 'running'}>
            {t('CONTACT.SEND')}
          </Button>
        </div>
      </form>
      <Modal
        isOpen={popUpName === 'contactUsSuccess'}
        onOpenChange={(open) => (open ? undefined : closePopUp())}
        isDismissable
      >
        <Dialog
          title={t('CONTACT.SUCCESS_TITLE')}
          closeLabel={t('AUTH.CLOSE')}
          footer={(close) => <Button onPress={close}>{t('CONTACT.SUCCESS_OK')}</Button>}
        >
          <p className={css.text}>{t('CONTACT.SUCCESS_TEXT', { ticket: popUpId ?? '' })}</p>
        </Dialog>
      </Modal>
    </section>
  );
}
