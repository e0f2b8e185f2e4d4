import { describe, expect, it } from 'vitest';
import { failureKey, fieldKeys } from './api-errors.ts';
import { bookingStatus, reloadAfterCancel, visibleBookings } from './bookings.ts';
import {
  nameError,
  phoneError,
  validateChangePassword,
  validateContact,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
  validateWithdrawal,
} from './validation.ts';

const E = 'USER.FORM.VALIDATION.ERROR.NAME';

describe('sign-in and sign-up rules (spec 1 §5)', () => {
  it('needs a valid e-mail and a password', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'GENERAL_FIELD.REQUIRED',
      password: 'GENERAL_FIELD.REQUIRED',
    });
    expect(validateSignIn({ email: 'ada@', password: 'x' })).toEqual({ email: `${E}.EMAIL_NOT_VALID` });
    expect(validateSignIn({ email: ' ada@example.com ', password: 'x' })).toEqual({});
  });

  it('names the first failing password rule, the confirmation and the codes', () => {
    const base = {
      email: 'ada@example.com',
      confirmationCode: '123456',
      password: 'Correct-Horse-9',
      confirmPassword: 'Correct-Horse-9',
      inviteCode: 'X',
    };
    expect(validateSignUp(base)).toEqual({});
    expect(validateSignUp({ ...base, password: 'NOLOWER-99', confirmPassword: 'NOLOWER-99' }).password).toBe(
      `${E}.LOWER_CASE_NEEDED`,
    );
    expect(validateSignUp({ ...base, password: 'noupper-99', confirmPassword: 'noupper-99' }).password).toBe(
      `${E}.UPPER_CASE_NEEDED`,
    );
    expect(validateSignUp({ ...base, password: 'Short-9', confirmPassword: 'Short-9' }).password).toBe(
      `${E}.MIN_LENGTH`,
    );
    expect(
      validateSignUp({ ...base, password: 'No-Digits-Here', confirmPassword: 'No-Digits-Here' }).password,
    ).toBe(`${E}.DIGIT_NEEDED`);
    expect(
      validateSignUp({ ...base, password: 'NoSpecial99', confirmPassword: 'NoSpecial99' }).password,
    ).toBe(`${E}.SPECIAL_CHARACTER_NEEDED`);
    expect(validateSignUp({ ...base, password: '' }).password).toBe('GENERAL_FIELD.REQUIRED');
    expect(validateSignUp({ ...base, confirmPassword: 'Correct-Horse-8' }).confirmPassword).toBe(
      `${E}.PASSWORDS_DO_NOT_MATCH`,
    );
    expect(validateSignUp({ ...base, inviteCode: ' ', confirmationCode: '' })).toEqual({
      inviteCode: 'GENERAL_FIELD.REQUIRED',
      confirmationCode: 'GENERAL_FIELD.REQUIRED',
    });
  });

  it('names every empty required field with the required message (code 160), never 6 or 20', () => {
    expect(
      validateSignUp({ email: ' ', confirmationCode: '', password: '', confirmPassword: '', inviteCode: '' }),
    ).toEqual({
      email: 'GENERAL_FIELD.REQUIRED',
      confirmationCode: 'GENERAL_FIELD.REQUIRED',
      password: 'GENERAL_FIELD.REQUIRED',
      confirmPassword: 'GENERAL_FIELD.REQUIRED',
      inviteCode: 'GENERAL_FIELD.REQUIRED',
    });
    expect(validateNewPassword({ password: '', confirmPassword: '' })).toEqual({
      password: 'GENERAL_FIELD.REQUIRED',
      confirmPassword: 'GENERAL_FIELD.REQUIRED',
    });
    expect(validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'GENERAL_FIELD.REQUIRED',
      newPassword: 'GENERAL_FIELD.REQUIRED',
      confirmPassword: 'GENERAL_FIELD.REQUIRED',
    });
  });

  it('needs the current password and a matching confirmation to change it', () => {
    expect(
      validateChangePassword({ currentPassword: '', newPassword: 'Correct-Horse-9', confirmPassword: 'x' }),
    ).toEqual({
      currentPassword: 'GENERAL_FIELD.REQUIRED',
      confirmPassword: `${E}.PASSWORDS_DO_NOT_MATCH`,
    });
  });
});

describe('names and phone', () => {
  it('accepts letters with single spaces or hyphens, up to 45 characters', () => {
    expect(nameError('Anne-Marie')).toBeUndefined();
    expect(nameError('José María')).toBeUndefined();
    expect(nameError('Zoë')).toBeUndefined();
    expect(nameError('')).toBe('GENERAL_FIELD.REQUIRED');
    expect(nameError('R2-D2')).toBe('ERROR.ONLY_LETTERS');
    expect(nameError('Anne--Marie')).toBe('ERROR.ONLY_LETTERS');
    expect(nameError('-Anne')).toBe('ERROR.ONLY_LETTERS');
    expect(nameError('A'.repeat(46))).toBe('GENERAL_FIELD.TOO_LONG');
  });

  it('wants + and 1 to 22 digits without spaces, or nothing', () => {
    expect(phoneError('')).toBeUndefined();
    expect(phoneError('+4915112345678')).toBeUndefined();
    expect(phoneError('+49 151')).toBe('GENERAL_FIELD.INCORRECT_FORMAT');
    expect(phoneError('015112345678')).toBe('GENERAL_FIELD.INCORRECT_FORMAT');
    expect(phoneError(`+${'1'.repeat(23)}`)).toBe('GENERAL_FIELD.INCORRECT_FORMAT');
  });
});

describe('contact form and withdrawal', () => {
  it('checks every contact field; booking ID and phone are optional', () => {
    const form = {
      subject: 'Hi',
      bookingId: '',
      email: 'a@b.co',
      firstName: 'Jo',
      lastName: 'March',
      message: 'Hello',
      phone: '',
    };
    expect(validateContact(form)).toEqual({});
    expect(validateContact({ ...form, message: 'x'.repeat(1001) })).toEqual({
      message: 'GENERAL_FIELD.TOO_LONG',
    });
  });

  it('keeps a withdrawal between the minimum and the balance, to an Ethereum address', () => {
    const rules = { minAmount: 10, maxAmount: 50 };
    const address = `0x${'ab'.repeat(20)}`;
    expect(validateWithdrawal({ amount: '20', address }, rules)).toEqual({});
    expect(validateWithdrawal({ amount: '5', address }, rules).amount).toBe('ACCOUNT.WALLET.BELOW_MIN');
    expect(validateWithdrawal({ amount: '50,01', address }, rules).amount).toBe('ACCOUNT.WALLET.ABOVE_MAX');
    expect(validateWithdrawal({ amount: 'abc', address: '0x12' }, rules)).toEqual({
      amount: 'GENERAL_FIELD.ONLY_NUMBERS',
      address: 'GENERAL_FIELD.INCORRECT_FORMAT',
    });
  });
});

describe('failed calls', () => {
  it('shows the account code, else the status stands in', () => {
    expect(failureKey({ status: 401, errorCode: 8 })).toBe(`${E}.WRONG_PASSWORD`);
    expect(failureKey({ status: 410 })).toBe('ACCOUNT.ERRORS.RESET_LINK_EXPIRED');
    expect(failureKey({ status: 429 })).toBe('ACCOUNT.ERRORS.TOO_MANY');
    expect(failureKey(new Error('boom'))).toBe('ACCOUNT.ERRORS.GENERIC');
  });

  it('shows an API answer of code 160 as "fill in the required fields", each field as required', () => {
    const answer = {
      status: 400,
      errorCode: 160,
      errors: [
        { field: 'body.email', code: 'REQUIRED' },
        { field: 'body.inviteLink', code: 'REQUIRED' },
      ],
    };
    expect(failureKey(answer)).toBe(`${E}.REQUIRED`);
    expect(fieldKeys(answer)).toEqual({
      email: 'GENERAL_FIELD.REQUIRED',
      inviteLink: 'GENERAL_FIELD.REQUIRED',
    });
  });

  it('maps the server field errors to message keys', () => {
    expect(
      fieldKeys({
        errors: [
          { field: 'body.surname', code: 'only_letters' },
          { field: 'body.password', code: 'DIGIT_NEEDED' },
          { field: 'body.inviteLink', code: 'WRONG_REFERRAL_CODE' },
        ],
      }),
    ).toEqual({
      surname: 'ERROR.ONLY_LETTERS',
      password: `${E}.DIGIT_NEEDED`,
      inviteLink: `${E}.WRONG_REFERRAL_CODE`,
    });
  });
});

describe('bookings list (spec 1 §4)', () => {
  it('hides processing bookings and reloads from 0 after a cancellation', () => {
    expect(
      visibleBookings([{ status: 'Completed' }, { status: 'Processing' }, { status: 'PartiallyPaid' }]),
    ).toHaveLength(2);
    expect(reloadAfterCancel({ startIndex: 50, limit: 50 })).toEqual({ startIndex: 0, limit: 100 });
    expect(bookingStatus({ status: 'PartiallyPaid' })).toEqual({
      key: 'ACCOUNT.BOOKINGS.STATUS.PARTIALLY_PAID',
      tone: 'warning',
    });
  });
});
