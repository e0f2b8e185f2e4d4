import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerCheckScheduler, customerOf, prefillForm, splitPhone } from './customer.ts';
import { emptyForm } from './form.ts';

const COUNTRIES = [
  { code: 'US', dialCode: '+1' },
  { code: 'CA', dialCode: '+1' },
  { code: 'FR', dialCode: '+33' },
  { code: 'GB', dialCode: '+44' },
  { code: 'IE', dialCode: '+353' },
];
const GRACE = {
  title: 'Ms' as const,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '+33612345678',
  country: 'FR',
};

describe("a member's checkout form", () => {
  it('starts from the profile: names, title, e-mail, phone split at its dial code, country and billing country', () => {
    const form = prefillForm(emptyForm(2), GRACE, COUNTRIES);
    expect(form.rooms[0]).toMatchObject({ title: 'Ms', firstName: 'Grace', lastName: 'Hopper' });
    expect(form.rooms[1]).toMatchObject({ firstName: '', lastName: '' });
    expect(form).toMatchObject({
      email: 'grace@example.com',
      dialCode: '+33',
      dialCountry: 'FR',
      phone: '612345678',
      country: 'FR',
    });
    expect(form.billing.country).toBe('FR');
  });

  it('keeps what was typed or restored', () => {
    const typed = {
      ...emptyForm(1),
      email: 'other@example.com',
      country: 'GB',
      dialCode: '+44',
      dialCountry: 'GB',
      phone: '7700900123',
    };
    typed.rooms = [
      {
        ...emptyForm(1).rooms[0],
        title: '',
        firstName: 'Ada',
        lastName: '',
        bedType: 0,
        specialRequests: '',
      },
    ];
    const form = prefillForm(typed, GRACE, COUNTRIES);
    expect(form).toMatchObject({
      email: 'other@example.com',
      country: 'GB',
      dialCode: '+44',
      phone: '7700900123',
    });
    expect(form.rooms[0]).toMatchObject({ firstName: 'Ada', lastName: 'Hopper' });
  });

  it('leaves the country empty before a first booking, and still fills the rest', () => {
    const form = prefillForm(emptyForm(1), { ...GRACE, title: null, country: null, phone: '' }, COUNTRIES);
    expect(form).toMatchObject({ country: '', email: 'grace@example.com', dialCode: '', phone: '' });
    expect(form.rooms[0]).toMatchObject({ title: '', firstName: 'Grace' });
  });

  it('splits a phone at the longest dial code, and a shared one at the country of residence', () => {
    expect(splitPhone('+353871234567', COUNTRIES, null)).toEqual({
      dialCode: '+353',
      dialCountry: 'IE',
      phone: '871234567',
    });
    expect(splitPhone('+14165550100', COUNTRIES, 'CA')).toEqual({
      dialCode: '+1',
      dialCountry: 'CA',
      phone: '4165550100',
    });
    expect(splitPhone('+14165550100', COUNTRIES, null)?.dialCountry).toBe('US');
    expect(splitPhone('612345678', COUNTRIES, null)).toBeNull();
  });
});

describe('the customer check (spec 2 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('needs a valid e-mail and a country of residence', () => {
    expect(customerOf({ email: 'grace@example.com', country: '' })).toBeNull();
    expect(customerOf({ email: 'grace@', country: 'FR' })).toBeNull();
    expect(customerOf({ email: ' grace@example.com ', country: 'FR' })).toEqual({
      customerEmail: 'grace@example.com',
      customerNationality: 'FR',
    });
  });

  it('runs 1000 ms after both are known, and again for a new pair only', () => {
    const run = vi.fn();
    const scheduler = customerCheckScheduler(run, 1000);
    scheduler.update({ email: 'grace@example.com', country: '' });
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();

    scheduler.update({ email: 'grace@example.com', country: 'FR' });
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledWith({ customerEmail: 'grace@example.com', customerNationality: 'FR' });

    scheduler.update({ email: 'grace@example.com', country: 'FR' });
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);

    // The guest changes the country: checked again for the new one; a change within the delay starts over.
    scheduler.update({ email: 'grace@example.com', country: 'GB' });
    vi.advanceTimersByTime(500);
    scheduler.update({ email: 'grace@example.com', country: 'DE' });
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenLastCalledWith({ customerEmail: 'grace@example.com', customerNationality: 'DE' });
  });
});
