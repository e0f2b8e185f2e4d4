import { describe, expect, it } from 'vitest';
import { customerInfoSchema } from '@clubstay/contract/checkout';
import {
  type CardForm,
  bookBodyOf,
  emptyForm,
  fullPhoneNumber,
  restorableForm,
  validateForm,
} from './form.ts';

const now = new Date('2026-11-23T12:00:00Z');
const options = { ownCardFields: true, needsCard: true, partnerCardCheck: false, now };
const card: CardForm = { number: '4242 4242 4242 4242', expiry: '12 / 28', cvc: '123', name: 'Ada Lovelace' };

function lead(form: ReturnType<typeof emptyForm>) {
  const room = form.rooms[0];
  if (!room) throw new Error('no room');
  return room;
}

function filled(rooms = 1) {
  const form = emptyForm(rooms, { country: 'GB', dialCode: '+44' });
  form.rooms = form.rooms.map((room, index) => ({
    ...room,
    title: 'Ms',
    firstName: index ? 'Grace' : 'Ada',
    lastName: 'Lovelace-Byron',
  }));
  form.email = 'ada@example.com';
  form.phone = '7700 900-123';
  form.billing = {
    address: '12 St James Square',
    city: 'London',
    country: 'GB',
    state: '',
    zipCode: 'SW1Y 4JH',
  };
  form.agreed = true;
  return form;
}

describe('checkout form validation (spec 2 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateForm(filled(2), card, options)).toEqual({});
  });

  it('requires every guest field, the e-mail, phone, country and the agreement', () => {
    const errors = validateForm(emptyForm(2), { number: '', expiry: '', cvc: '', name: '' }, options);
    expect(errors).toMatchObject({
      'rooms.0.title': 'REQUIRED',
      'rooms.0.firstName': 'REQUIRED',
      'rooms.1.lastName': 'REQUIRED',
      email: 'REQUIRED',
      phone: 'REQUIRED',
      country: 'REQUIRED',
      'billing.zipCode': 'REQUIRED',
      'card.number': 'REQUIRED',
      agreed: 'AGREE',
    });
  });

  it('takes Latin letters with single spaces or hyphens in names, at most 45', () => {
    const form = filled();
    const check = (firstName: string) =>
      validateForm({ ...form, rooms: [{ ...lead(form), firstName }] }, card, options)['rooms.0.firstName'];
    expect(check('Mary Ann')).toBeUndefined();
    expect(check('Jean-Luc')).toBeUndefined();
    expect(check('Zoë')).toBe('ONLY_LETTERS');
    expect(check('Ann2')).toBe('ONLY_LETTERS');
    expect(check('Ann  Lee')).toBe('ONLY_LETTERS');
    expect(check('A'.repeat(46))).toBe('NAME_TOO_LONG');
  });

  it('checks e-mail, phone digits (1 to 22 with the dial code), requests length and zip format', () => {
    const form = filled();
    expect(validateForm({ ...form, email: 'ada@' }, card, options).email).toBe('EMAIL');
    expect(validateForm({ ...form, phone: '1'.repeat(21) }, card, options).phone).toBe('PHONE');
    expect(validateForm({ ...form, phone: '+44abc' }, card, options).phone).toBe('PHONE');
    expect(
      validateForm({ ...form, rooms: [{ ...lead(form), specialRequests: 'x'.repeat(1001) }] }, card, options)[
        'rooms.0.specialRequests'
      ],
    ).toBe('REQUESTS_TOO_LONG');
    expect(
      validateForm({ ...form, billing: { ...form.billing, zipCode: '#12' } }, card, options)[
        'billing.zipCode'
      ],
    ).toBe('ZIP');
  });

  it('checks the card number (Luhn), the expiry and the CVC of our own card fields only', () => {
    const form = filled();
    expect(validateForm(form, { ...card, number: '4242 4242 4242 4241' }, options)['card.number']).toBe(
      'CARD_NUMBER',
    );
    expect(validateForm(form, { ...card, expiry: '10 / 26' }, options)['card.expiry']).toBe('CARD_EXPIRED');
    expect(validateForm(form, { ...card, expiry: '13 / 30' }, options)['card.expiry']).toBe('CARD_EXPIRY');
    expect(validateForm(form, { ...card, cvc: '12' }, options)['card.cvc']).toBe('CARD_CVC');
    expect(validateForm(form, { ...card, number: '' }, { ...options, ownCardFields: false })).toEqual({});
    expect(
      validateForm({ ...form, billing: { ...form.billing, address: '' } }, card, {
        ...options,
        needsCard: false,
      }),
    ).toEqual({});
  });

  it('asks wirex crypto payers about the partner card and refuses a partner card', () => {
    const form = { ...filled(), paymentMethod: 'crypto' as const };
    const wirex = { ...options, needsCard: false, partnerCardCheck: true };
    expect(validateForm(form, card, wirex).partnerCard).toBe('PARTNER_CARD_ANSWER');
    expect(validateForm({ ...form, partnerCard: 'yes' }, card, wirex).partnerCard).toBe('PARTNER_CARD');
    expect(validateForm({ ...form, partnerCard: 'no' }, card, wirex)).toEqual({});
  });

  it('builds the book payload the API accepts: phone = dial code + digits, one entry per other room', () => {
    expect(fullPhoneNumber('+44', '(7700) 900-123')).toBe('+447700900123');
    const body = bookBodyOf(filled(3), 'c'.repeat(32), 'USD', 'en', true);
    expect(body.customerInfo.phoneNumber).toBe('+447700900123');
    expect(body.customerInfo.additionalGuestsInfo).toHaveLength(2);
    expect(customerInfoSchema.safeParse(body.customerInfo).success).toBe(true);
  });

  it('restores a saved form only for the same number of rooms', () => {
    const saved = JSON.parse(JSON.stringify(filled(2))) as unknown;
    expect(restorableForm(saved, 2)?.rooms[1]?.firstName).toBe('Grace');
    expect(restorableForm(saved, 1)).toBeUndefined();
    expect(restorableForm('nonsense', 1)).toBeUndefined();
  });
});
