import type { GuestDefaults } from '@clubstay/contract/checkout';
import { EMAIL_PATTERN } from '@clubstay/contract/checkout-rules';
import { digitsOnly } from './card.ts';
import type { CheckoutForm } from './form.ts';

export interface DialCountry {
  code: string;
  dialCode: string;
}

/** The customer check's parameters (spec 2 §4), once the form has a valid e-mail and a country of residence. */
export function customerOf(
  form: Pick<CheckoutForm, 'email' | 'country'>,
): { customerEmail: string; customerNationality: string } | null {
  const email = form.email.trim();
  if (!email || !EMAIL_PATTERN.test(email) || !/^[A-Z]{2}$/.test(form.country)) return null;
  return { customerEmail: email, customerNationality: form.country };
}

/**
 * Splits a stored phone (`+` and digits) into the form's dial code, its country and the number: the
 * longest dial code that prefixes it; of countries sharing it (+1, +7, +44 …) the country of
 * residence when it is one of them, else the first.
 */
export function splitPhone(
  phone: string,
  countries: readonly DialCountry[],
  residence: string | null,
): { dialCode: string; dialCountry: string; phone: string } | null {
  const digits = digitsOnly(phone);
  if (!phone.trim().startsWith('+') || !digits) return null;
  let best: DialCountry[] = [];
  let bestLength = 0;
  for (const country of countries) {
    const code = digitsOnly(country.dialCode);
    if (!code || !digits.startsWith(code) || code.length < bestLength) continue;
    if (code.length > bestLength) {
      best = [];
      bestLength = code.length;
    }
    best.push(country);
  }
  const chosen = best.find((country) => country.code === residence) ?? best[0];
  if (!chosen) return null;
  return { dialCode: chosen.dialCode, dialCountry: chosen.code, phone: digits.slice(bestLength) };
}

/**
 * The form started from a member's details (their profile and last booking): only empty fields are
 * filled, so what was typed (or restored after a reload) always wins.
 */
export function prefillForm(
  form: CheckoutForm,
  defaults: GuestDefaults,
  countries: readonly DialCountry[],
): CheckoutForm {
  const [lead, ...others] = form.rooms;
  if (!lead) return form;
  const country =
    form.country ||
    (defaults.country && countries.some((item) => item.code === defaults.country) ? defaults.country : '');
  const phone = !form.phone && !form.dialCode ? splitPhone(defaults.phone, countries, country || null) : null;
  const dial = !phone && !form.dialCode ? countries.find((item) => item.code === country) : undefined;
  return {
    ...form,
    rooms: [
      {
        ...lead,
        title: lead.title || defaults.title || '',
        firstName: lead.firstName || defaults.firstName,
        lastName: lead.lastName || defaults.lastName,
      },
      ...others,
    ],
    email: form.email || defaults.email,
    country,
    ...(phone ?? (dial?.dialCode ? { dialCode: dial.dialCode, dialCountry: dial.code } : {})),
    billing: form.billing.country || !country ? form.billing : { ...form.billing, country },
  };
}

/**
 * Runs the customer check (spec 2 §4) `delayMs` after the e-mail and country are both known, and again
 * whenever either changes to a new complete pair; a change within the delay starts it over.
 */
export function customerCheckScheduler(
  run: (customer: { customerEmail: string; customerNationality: string }) => void,
  delayMs: number,
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checked = '';
  let scheduled = '';
  const cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    scheduled = '';
  };
  return {
    update(form: Pick<CheckoutForm, 'email' | 'country'>) {
      const customer = customerOf(form);
      const key = customer ? `${customer.customerEmail.toLowerCase()}|${customer.customerNationality}` : '';
      if (key === scheduled) return;
      cancel();
      if (!customer || key === checked) return;
      scheduled = key;
      timer = timers.setTimeout(() => {
        timer = undefined;
        scheduled = '';
        checked = key;
        run(customer);
      }, delayMs);
    },
    cancel,
  };
}
