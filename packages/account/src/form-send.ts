import { useState } from 'react';
import type { MessageKey } from '@clubstay/i18n/resources';
import { failureKey, fieldKeys } from '#domain/api-errors.ts';
import { type FieldErrors, hasErrors } from '#domain/validation.ts';

/**
 * A form's check-then-send state: its field errors, the failure of its banner and its pending flag.
 * `send(found, call)` shows the check's field errors and clears the banner; when the check found
 * nothing (and `canSend`), it runs the call, and a failed call's banner key and field errors show.
 */
export function useFormSend<F extends string>(initialFailure: MessageKey | null = null) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<MessageKey | null>(initialFailure);
  const [pending, setPending] = useState(false);
  const send = async (found: FieldErrors<F>, call: () => Promise<void>, canSend = true) => {
    setErrors(found);
    setFailure(null);
    if (hasErrors(found) || !canSend) return;
    setPending(true);
    try {
      await call();
    } catch (error) {
      setFailure(failureKey(error));
      // The server names any field; those the form has show beside it (as each form did before).
      setErrors(fieldKeys(error) as FieldErrors<F>);
    } finally {
      setPending(false);
    }
  };
  return { errors, failure, pending, send };
}
