import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS, BRANDS, type BrandId } from '@clubstay/contract/brands';
import { UI_LANGUAGES, type UiLanguage } from '@clubstay/contract/locales';
import { brandTokens } from './brand-tokens.ts';
import {
  bookingCancellationMail,
  confirmationCodeMail,
  contactReceivedMail,
  passwordResetMail,
  accountUnlockMail,
  welcomeMail,
} from '#accounts/mails.ts';
import { insertBooking, kit, PASSWORD } from '#accounts/test-kit.ts';
import type { BookingRow } from '#bookings/booking-row.ts';
import {
  bookingConfirmationMail,
  latePaymentCompletedMail,
  bookingReleasedMail,
  latePaymentRefundedMail,
  refundFailedMail,
} from '#checkout/mail.ts';
import { createServer, type Server } from '#server.ts';
import { storages } from '#test/storages.ts';
import { composeMail, pluralKey, type MailContent, type MailContext } from './compose.ts';
import {
  createOutboxMailer,
  readOutbox,
  type MailKind,
  type MailMessage,
  type MailTransport,
} from './mailer.ts';
import { MAIL_MESSAGES } from './messages.ts';

/** A name that is markup: it must reach the reader as text, never as HTML. */
const HOSTILE = `<img src=x onerror="alert(1)">&<script>alert('x')</script>`;
const primary = (brand: BrandId) => brandTokens[brand]?.color.primary ?? 'missing';

/** Neither raw markup from HOSTILE nor an unescaped quote of it survives in the HTML part. */
function expectEscaped(html: string) {
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain('<script>');
  expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&lt;script&gt;');
}

function booking(overrides: Partial<BookingRow & { origin: string }> = {}): BookingRow & { origin: string } {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    offer_key: 'offer-1',
    reference: 'CS-12345678',
    checkout_id: '00000000-0000-4000-8000-000000000002',
    white_label: 'belo',
    customer_id: null,
    guest_id: null,
    hotel_id: 1,
    hotel_name: HOSTILE,
    city: 'Paris',
    country: 'France',
    room_name: 'Double room',
    package_id: 'pkg-1',
    boarding: 14,
    is_refundable: true,
    cancellation_deadline: '2030-04-28T12:00:00Z',
    check_in: '2030-05-01',
    check_out: '2030-05-05',
    nights: 4,
    rooms: [{ adults: 2, children: [7] }],
    lead_guest: { title: 'Ms', firstName: 'Ada', lastName: HOSTILE, email: 'ada@example.com' },
    additional_guests: [],
    bed_type: 1,
    special_requests: '',
    sale_price: '390',
    tax_and_fees: '10',
    credit_card_fee: '0',
    total: '400.00',
    pay_at_hotel_total: '0',
    payment_method: 'stripe',
    payment_timing: 0,
    charge_currency: 'USD',
    amount_paid: '400.00',
    status: 'Completed',
    canceled_at: null,
    refund_amount: null,
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:00:00Z',
    locale: 'de',
    origin: 'http://belo.localhost:3000',
    ...overrides,
  };
}

/** Every e-mail kind with an input holding HOSTILE wherever a person or a hotel writes text. */
const TEMPLATES: Record<string, { kind: MailKind; build: (context: MailContext) => MailContent }> = {
  confirmationCode: { kind: 'confirmation-code', build: confirmationCodeMail({ code: '123456' }) },
  welcome: {
    kind: 'welcome',
    build: welcomeMail({ origin: `http://x.test/"${HOSTILE}`, subscriptionToken: HOSTILE }),
  },
  passwordReset: {
    kind: 'password-reset',
    build: passwordResetMail({ link: `http://x.test/?t="${HOSTILE}` }),
  },
  bookingConfirmation: { kind: 'booking-confirmation', build: bookingConfirmationMail(booking()) },
  latePaymentCompleted: { kind: 'late-payment-completed', build: latePaymentCompletedMail(booking()) },
  latePaymentRefunded: {
    kind: 'late-payment-refunded',
    build: latePaymentRefundedMail(booking(), 400, false),
  },
  latePaymentPartPaid: {
    kind: 'late-payment-refunded',
    build: latePaymentRefundedMail(booking(), 150.25, true),
  },
  refundFailed: {
    kind: 'refund-failed',
    build: refundFailedMail(booking(), {
      id: 'rf-1',
      provider: 'stripe',
      providerRef: 'pi_123',
      amount: 440,
      currency: 'USD',
      amountEur: 400,
      attempts: 5,
      lastError: HOSTILE,
      reason: 'late',
    }),
  },
  bookingCancellation: {
    kind: 'booking-cancellation',
    build: bookingCancellationMail({
      reference: 'CS-12345678',
      hotelName: HOSTILE,
      checkIn: '2030-05-01',
      checkOut: '2030-05-05',
      refundAmount: 321.5,
    }),
  },
  bookingConfirmationToConfirm: {
    kind: 'booking-confirmation',
    build: bookingConfirmationMail({
      ...booking({
        customer_id: null,
        payment_method: 'pay-at-hotel',
        payment_timing: 3,
        is_refundable: true,
      }),
      manage_token: 'manage-token-0123456789abcdef',
      guarantee_due_at: '2030-01-02T00:00:00Z',
      guaranteed_at: null,
    }),
  },
  bookingReleased: { kind: 'booking-released', build: bookingReleasedMail(booking()) },
  accountUnlock: {
    kind: 'account-unlock',
    build: accountUnlockMail({ link: `http://x.test/auth/sign-in?unlock="${HOSTILE}` }),
  },
  contactReceived: {
    kind: 'contact-received',
    build: contactReceivedMail({
      firstName: HOSTILE,
      ticketId: 'AB12CD34',
      subject: HOSTILE,
      message: `${HOSTILE}\nsecond line`,
    }),
  },
};

const compose = (name: string, whiteLabel: BrandId, language: string): MailMessage => {
  const template = TEMPLATES[name];
  if (!template) throw new Error(name);
  return composeMail({ whiteLabel, kind: template.kind, to: 'reader@example.com', language }, template.build);
};

type Tree = { [key: string]: string | Tree };
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Mail texts that may equal the English ones: the same word in that language. */
const SAME_AS_ENGLISH: Record<string, readonly UiLanguage[]> = {
  'booking.hotel': ['es', 'pt', 'da', 'it', 'de', 'nl'],
  'booking.checkIn': ['pt', 'it'],
  'booking.checkOut': ['pt', 'it'],
  'cryptoRefundSent.transaction': ['fr'],
  // The colon of "Label: value" in the text part; French, Chinese and Japanese have their own.
  'layout.colon': ['en-GB', 'es', 'ru', 'pt', 'nb', 'da', 'fi', 'it', 'de', 'nl', 'sv'],
};

describe('mail texts', () => {
  const mailOnly = (language: UiLanguage) => {
    // The checkout page's words and the counted words (COUNT) are the web's, checked in packages/i18n.
    const { CHECKOUT_PAGE: _checkout, COUNT: _count, ...own } = MAIL_MESSAGES[language];
    return leaves(own);
  };
  const english = mailOnly('en');

  it.each(UI_LANGUAGES.filter((code) => code !== 'en'))(
    '%s has every key, with the same placeholders, translated',
    (code) => {
      const texts = mailOnly(code);
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), `${code} ${key}`).not.toBe('');
        expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
        if (code !== 'en-GB' && !SAME_AS_ENGLISH[key]?.includes(code)) {
          expect(text, `${code} ${key} is still English`).not.toBe(english.get(key));
        }
      }
    },
  );

  it('renders every e-mail in all 15 languages for all 14 brands, with nothing left untranslated', () => {
    for (const name of Object.keys(TEMPLATES)) {
      for (const brand of BRAND_IDS) {
        for (const language of UI_LANGUAGES) {
          const mail = compose(name, brand, language);
          // A brand offers only some languages (bit2me: en, es): the others fall back to its first.
          const expected = BRANDS[brand].languages.includes(language) ? language : BRANDS[brand].languages[0];
          expect(mail.language).toBe(expected);
          for (const part of [mail.subject, mail.text, mail.html ?? '']) {
            expect(part).not.toMatch(
              /\{\{|CHECKOUT_PAGE|COUNT\.|booking\.|bookingConfirmation\.|latePayment\w+\.|layout\./,
            );
          }
          expect(mail.replyTo).toBe(BRANDS[brand].supportEmail);
          expect(mail.html).toContain(`<html lang="${expected}">`);
        }
      }
    }
  });
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The plural keys of the mail messages: any key English writes with a plural suffix (`COUNT.NIGHTS`…). */
const PLURAL_KEYS = [
  ...new Set(
    [...leaves(MAIL_MESSAGES.en).keys()]
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  ),
].sort();
const pluralCategories = (code: string) => new Intl.PluralRules(code).resolvedOptions().pluralCategories;

/** `t(key, { count })` in a language, through composeMail as a template would call it. */
const counted = (language: UiLanguage, key: string, count: number) =>
  composeMail({ whiteLabel: 'belo', kind: 'welcome', to: 'a@b.co', language }, ({ t }) => ({
    subject: t(key, { count }),
    heading: '',
    blocks: [],
  })).subject;

describe('counted words in e-mails: each language’s own plural forms', () => {
  it('the counted words the e-mails use are plural keys', () => {
    expect(PLURAL_KEYS).toEqual(
      expect.arrayContaining(['COUNT.NIGHTS', 'COUNT.ADULTS', 'COUNT.CHILDREN', 'COUNT.ROOMS']),
    );
  });

  it.each(UI_LANGUAGES)(
    '%s has exactly the plural forms Intl.PluralRules gives it, for every plural key',
    (code) => {
      const own = new Set(leaves(MAIL_MESSAGES[code]).keys());
      const wanted = pluralCategories(code);
      const missing = PLURAL_KEYS.flatMap((key) =>
        wanted.filter((category) => !own.has(`${key}_${category}`)).map((category) => `${key}_${category}`),
      );
      const extra = [...own].filter((key) => {
        const match = PLURAL_SUFFIX.exec(key);
        return match && !wanted.includes(match[1] as Intl.LDMLPluralRule);
      });
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it('pluralKey: the category Intl.PluralRules selects, `_other` when the messages lack it', () => {
    const tree = { A: { N_one: 'one', N_few: 'few', N_many: 'many', N_other: 'other' }, B: { N_other: 'x' } };
    expect(pluralKey(tree, 'ru', 'A.N', 1)).toBe('A.N_one');
    expect(pluralKey(tree, 'ru', 'A.N', 3)).toBe('A.N_few');
    expect(pluralKey(tree, 'ru', 'A.N', 5)).toBe('A.N_many');
    expect(pluralKey(tree, 'ru', 'A.N', 1.5)).toBe('A.N_other');
    expect(pluralKey(tree, 'en', 'B.N', 1)).toBe('B.N_other');
    expect(pluralKey(tree, 'en', 'C.N', 1)).toBeUndefined();
  });

  it('en: 1 night, 3 nights', () => {
    expect(counted('en', 'COUNT.NIGHTS', 1)).toBe('1 night');
    expect(counted('en', 'COUNT.NIGHTS', 3)).toBe('3 nights');
    expect(counted('en', 'COUNT.NIGHTS', 0)).toBe('0 nights');
    expect(counted('en', 'COUNT.CHILDREN', 2)).toBe('2 children');
  });

  it('ru: one, few, many', () => {
    expect(counted('ru', 'COUNT.NIGHTS', 1)).toBe('1 ночь');
    expect(counted('ru', 'COUNT.NIGHTS', 3)).toBe('3 ночи');
    expect(counted('ru', 'COUNT.NIGHTS', 5)).toBe('5 ночей');
    expect(counted('ru', 'COUNT.NIGHTS', 11)).toBe('11 ночей');
    expect(counted('ru', 'COUNT.NIGHTS', 21)).toBe('21 ночь');
    expect(counted('ru', 'COUNT.ADULTS', 2)).toBe('2 взрослых');
    expect(counted('ru', 'COUNT.CHILDREN', 5)).toBe('5 детей');
    expect(counted('ru', 'COUNT.ROOMS', 2)).toBe('2 номера');
  });

  it('fr: 0 and 1 are singular; ja: one form', () => {
    expect(counted('fr', 'COUNT.NIGHTS', 0)).toBe('0 nuit');
    expect(counted('fr', 'COUNT.NIGHTS', 1)).toBe('1 nuit');
    expect(counted('fr', 'COUNT.NIGHTS', 2)).toBe('2 nuits');
    expect(counted('ja', 'COUNT.NIGHTS', 1)).toBe('1泊');
    expect(counted('ja', 'COUNT.NIGHTS', 3)).toBe('3泊');
    expect(counted('zh-CN', 'COUNT.ROOMS', 2)).toBe('2间客房');
  });

  it('the booking confirmation writes the stay and the party as counted words', () => {
    const en = compose('bookingConfirmation', 'belo', 'en');
    expect(en.text).toContain('Length of stay: 4 nights');
    expect(en.text).toContain('Guests: 2 adults · 1 child · 1 room');
    const ru = composeMail(
      { whiteLabel: 'belo', kind: 'booking-confirmation', to: 'a@b.co', language: 'ru' },
      bookingConfirmationMail(
        booking({
          nights: 1,
          rooms: [
            { adults: 1, children: [] },
            { adults: 2, children: [3, 5, 7, 9, 11] },
          ],
        }),
      ),
    );
    expect(ru.text).toContain('Срок проживания: 1 ночь');
    expect(ru.text).toContain('Гости: 3 взрослых · 5 детей · 2 номера');
    expect(ru.html).toContain('5 детей');
    const fr = compose('bookingConfirmation', 'belo', 'fr');
    expect(fr.text).toContain('Durée du séjour : 4 nuits');
    expect(fr.text).toContain('Voyageurs : 2 adultes · 1 enfant · 1 chambre');
    const ja = compose('bookingConfirmation', 'belo', 'ja');
    expect(ja.text).toContain('宿泊期間：4泊');
    expect(ja.text).toContain('宿泊者：大人2名 · 子ども1名 · 1室');
  });
});

describe('each e-mail kind: language, brand name and colour, Reply-To, escaping', () => {
  it('confirmation code (invitation sign-up), German on Wirex Travel', () => {
    const mail = compose('confirmationCode', 'wirex', 'de-CH,de;q=0.9');
    expect(mail.subject).toBe('123456 ist Ihr Bestätigungscode für Wirex Travel');
    expect(mail.text).toContain(
      'Geben Sie diesen Code ein, um Ihre Anmeldung bei Wirex Travel abzuschließen:',
    );
    expect(mail.html).toContain('Er ist 30 Minuten gültig.');
    expect(mail.html).toContain(`background:${primary('wirex')}`);
    expect(mail.html).toContain('Wirex Travel');
    expect(mail.replyTo).toBe('support@wirex.example');
    expect(mail.html).toContain('mailto:support@wirex.example');
  });

  it('welcome, Japanese on Coca', () => {
    const mail = compose('welcome', 'coca', 'ja');
    expect(mail.subject).toBe('Coca へようこそ');
    expect(mail.text).toContain('メンバーシップが有効になりました');
    expect(mail.html).toContain('検索を始める');
    expect(mail.html).toContain(`background:${primary('coca')}`);
    expect(mail.replyTo).toBe('support@coca.example');
    expectEscaped(mail.html ?? '');
    // The hostile text stays in the address, quoted: no attribute is broken out of.
    expect(mail.html).not.toMatch(/href="[^"]*"[^>]*onerror/);
  });

  it('password reset, Spanish on Bit2Me Travel; a language the brand lacks falls back to its first', () => {
    const mail = compose('passwordReset', 'bit2me', 'es');
    expect(mail.subject).toBe('Crea una nueva contraseña de Bit2Me Travel');
    expect(mail.text).toContain('El enlace funciona durante 1 hora.');
    expect(mail.html).toContain('Crear una nueva contraseña');
    expect(mail.html).toContain(`background:${primary('bit2me')}`);
    expect(mail.replyTo).toBe('support@bit2me.example');
    expectEscaped(mail.html ?? '');
    expect(compose('passwordReset', 'bit2me', 'fr').language).toBe('en');
  });

  it('booking confirmation, German on Belo for a guest: support by e-mail, not the missing /contact page', () => {
    const mail = compose('bookingConfirmation', 'belo', 'de');
    expect(mail.subject).toBe(`Buchung bestätigt: ${HOSTILE}, Buchungsnummer CS-12345678`);
    expect(mail.text).toContain('Ihre Buchung ist bestätigt');
    expect(mail.text).toContain('Anreise: 1. Mai 2030');
    expect(mail.text).toContain('Verpflegung: Frühstück inklusive');
    expect(mail.text).toContain('Aufenthaltsdauer: 4 Nächte');
    expect(mail.text).toContain('Gäste: 2 Erwachsene · 1 Kind · 1 Zimmer');
    expect(mail.text).toContain('Kostenlose Stornierung bis');
    expect(mail.text).toContain('antworten Sie auf diese E-Mail oder schreiben Sie an support@belo.example');
    expect(mail.text).not.toContain('/contact');
    expect(mail.html).not.toContain('/contact');
    expect(mail.html).toContain(`background:${primary('belo')}`);
    expect(mail.html).toContain('>Belo<');
    expect(mail.replyTo).toBe('support@belo.example');
    expectEscaped(mail.html ?? '');
    expect(mail.text).toContain(HOSTILE);
  });

  it('booking confirmation for a guest where the brand has a contact page links to it; a member to the account', () => {
    const guest = composeMail(
      { whiteLabel: 'vivid', kind: 'booking-confirmation', to: 'a@b.co', language: 'fr' },
      bookingConfirmationMail(booking({ white_label: 'vivid', origin: 'http://vivid.localhost:3000' })),
    );
    expect(guest.text).toContain(
      "Pour la modifier ou l'annuler, écrivez à notre service client : http://vivid.localhost:3000/contact",
    );
    const member = composeMail(
      { whiteLabel: 'coded-estate', kind: 'booking-confirmation', to: 'a@b.co', language: 'it' },
      bookingConfirmationMail(
        booking({
          white_label: 'coded-estate',
          customer_id: 'c-1',
          origin: 'http://coded-estate.localhost:3000',
        }),
      ),
    );
    expect(member.text).toContain(
      'Gestiscila o cancellala dal tuo account: http://coded-estate.localhost:3000/account/bookings',
    );
  });

  it('late payment that completed the booking, German on Belo: the amount, the stay, the link', () => {
    const mail = compose('latePaymentCompleted', 'belo', 'de');
    expect(mail.subject).toBe(
      `Ihre verspätete Zahlung hat Ihre Buchung abgeschlossen: ${HOSTILE}, Buchungsnummer CS-12345678`,
    );
    expect(mail.text).toContain('Guten Tag Ada');
    expect(mail.text).toContain(`Ihre Zahlung von 400,00\u00a0€ für Ihren Aufenthalt im ${HOSTILE}`);
    expect(mail.text).toContain('Das Zimmer war zum selben Preis noch verfügbar');
    expect(mail.text).toContain('Anreise: 1. Mai 2030');
    expect(mail.text).toContain('Buchungsnummer: CS-12345678');
    expect(mail.text).toContain('http://belo.localhost:3000/confirmation?offerKey=offer-1');
    expect(mail.html).toContain(`background:${primary('belo')}`);
    expect(mail).toMatchObject({
      kind: 'late-payment-completed',
      language: 'de',
      replyTo: 'support@belo.example',
    });
    expectEscaped(mail.html ?? '');
  });

  it('late payment refunded, Spanish on Bit2Me Travel; a part-paid invoice, Finnish on Belo', () => {
    const late = compose('latePaymentRefunded', 'bit2me', 'es');
    expect(late.subject).toBe(`Estamos reembolsando tu pago: ${HOSTILE}, referencia CS-12345678`);
    expect(late.text).toContain(`Recibimos 400,00\u00a0€ por tu estancia en ${HOSTILE}`);
    expect(late.text).toContain('te estamos reembolsando el importe íntegro');
    expect(late.text).toContain('Un reembolso a tarjeta tarda unos 7 días hábiles');
    expect(late.text).toContain('http://belo.localhost:3000/confirmation?offerKey=offer-1');
    expect(late).toMatchObject({ language: 'es', replyTo: 'support@bit2me.example' });
    expectEscaped(late.html ?? '');
    const partPaid = compose('latePaymentPartPaid', 'belo', 'fi');
    expect(partPaid.subject).toBe(`Maksusi palautetaan: ${HOSTILE}, viite CS-12345678`);
    expect(partPaid.text).toContain('ennen kuin lasku oli maksettu kokonaan (saimme 150,25\u00a0€).');
    expect(partPaid.language).toBe('fi');
  });

  it('a failed refund, to support in English in the brand\u2019s look, with what is needed to retry it', () => {
    const mail = compose('refundFailed', 'belo', 'en');
    expect(mail.subject).toBe('Refund failed: 440.00 USD, booking CS-12345678');
    expect(mail.text).toContain('after 5 attempts; the traveller has not been refunded.');
    expect(mail.text).toContain('Refund: rf-1 (late)');
    expect(mail.text).toContain('Amount: 440.00 USD (€400.00)');
    expect(mail.text).toContain('Provider: stripe, payment pi_123');
    expect(mail.text).toContain(`Last error: ${HOSTILE}`);
    expect(mail.text).toContain('Booking: CS-12345678 (Completed)');
    expect(mail.text).toContain('Traveller: ada@example.com');
    expect(mail.text).toContain('POST http://belo.localhost:3000/api/ops/refunds/rf-1/retry');
    expect(mail.html).toContain(`background:${primary('belo')}`);
    expect(mail.language).toBe('en');
    expectEscaped(mail.html ?? '');
  });

  it('booking cancellation with its refund, French on Vivid Travel', () => {
    const mail = compose('bookingCancellation', 'vivid', 'fr');
    expect(mail.subject).toBe('Votre réservation CS-12345678 est annulée');
    expect(mail.text).toContain('Remboursement : 321,50');
    expect(mail.text).toContain('Arrivée : 1 mai 2030');
    expect(mail.html).toContain(`background:${primary('vivid')}`);
    expect(mail.html).toContain('Vivid Travel');
    expect(mail.replyTo).toBe('support@vivid.example');
    expectEscaped(mail.html ?? '');
  });

  it('contact acknowledgement, Chinese on Coded Estate, the message quoted as text', () => {
    const mail = compose('contactReceived', 'coded-estate', 'zh-CN');
    expect(mail.subject).toBe('我们已收到您的留言（AB12CD34）');
    expect(mail.text).toContain('感谢您联系 Coded Estate 客服');
    expect(mail.text).toContain(`> ${HOSTILE}\n> second line`);
    expect(mail.html).toContain(`border-left:4px solid ${primary('coded-estate')}`);
    expect(mail.replyTo).toBe('support@codedestate.example');
    expectEscaped(mail.html ?? '');
  });
});

for (const storage of storages()) {
  describe(`e-mails sent by the API on ${storage.name}`, () => {
    let server: Server;
    const now = new Date('2030-01-10T12:00:00Z');
    const { inject } = kit(() => server);
    const newest = async (to: string, kind: MailKind) =>
      (await readOutbox(server.database.db, { to })).find((mail) => mail.kind === kind);

    beforeAll(async () => {
      server = await createServer({ db: await storage.open(), appsDir: '/nonexistent', clock: () => now });
      server.database.start();
      await server.database.whenReady();
    });
    afterAll(async () => {
      await server.app.close();
      await storage.cleanup();
    });

    it('joins in the caller\u2019s language: the code and the welcome in German on Wirex, from Wirex, replying to its support', async () => {
      const email = 'hanna@example.com';
      const headers = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5', host: 'wirex.localhost:3000' };
      const asked = await inject({
        method: 'POST',
        url: '/api/customers/register/confirmation-code',
        whiteLabel: 'wirex',
        payload: { email },
        headers,
      });
      expect(asked.statusCode).toBe(200);
      const code = await newest(email, 'confirmation-code');
      expect(code?.subject).toMatch(/^\d{6} ist Ihr Bestätigungscode für Wirex Travel$/);
      expect(code).toMatchObject({
        language: 'de',
        replyTo: 'support@wirex.example',
        from: '"Wirex Travel" <no-reply@clubstay.localhost>',
      });
      expect(code?.html).toContain(`background:${primary('wirex')}`);
      const joined = await inject({
        method: 'POST',
        url: '/api/customers/register',
        whiteLabel: 'wirex',
        headers,
        payload: {
          email,
          password: PASSWORD,
          confirmationCode: /\d{6}/.exec(code?.subject ?? '')?.[0],
          enableSubscriptions: true,
          inviteLink: 'WIREX-WELCOME',
        },
      });
      expect(joined.statusCode).toBe(201);
      const welcome = await newest(email, 'welcome');
      expect(welcome?.subject).toBe('Willkommen bei Wirex Travel');
      expect(welcome?.text).toContain('Ihre Mitgliedschaft ist aktiv');
      expect(welcome?.text).toContain('http://wirex.localhost/subscriptions-management/');
      expect(welcome?.replyTo).toBe('support@wirex.example');
    });

    it('sends the reset link in the caller\u2019s language (Swedish on Entravel)', async () => {
      const email = 'sven@example.com';
      const { member } = kit(() => server);
      await member(email, { whiteLabel: 'entravel' });
      await inject({
        method: 'POST',
        url: '/api/customers/request-Reset-Password',
        whiteLabel: 'entravel',
        headers: { 'accept-language': 'sv' },
        payload: { email },
      });
      const mail = await newest(email, 'password-reset');
      expect(mail?.subject).toBe('Välj ett nytt lösenord för Entravel');
      expect(mail?.text).toMatch(
        /Välj nytt lösenord: http:\/\/entravel\.localhost(:\d+)?\/reset-password\?token=[\w-]+/,
      );
      expect(mail?.html).toContain(`background:${primary('entravel')}`);
      expect(mail).toMatchObject({ language: 'sv', replyTo: 'support@entravel.example' });
    });

    it('cancels in the language kept on the booking (Italian), whatever the caller\u2019s, with the refund', async () => {
      const { member } = kit(() => server);
      const m = await member('lucia@example.com', { whiteLabel: 'crypto-club' });
      const booking = await insertBooking(server.database.db, {
        customerId: m.id,
        whiteLabel: 'crypto-club',
        total: 321.5,
        hotelName: HOSTILE,
        deadline: new Date('2030-04-01T00:00:00Z'),
      });
      await server.database.db.query(
        `update bookings set locale = 'it', mail_sent_at = now() where offer_key = $1`,
        [booking.offerKey],
      );
      const cancelled = await inject({
        method: 'POST',
        url: `/api/customers/bookings/${booking.offerKey}/cancel`,
        whiteLabel: 'crypto-club',
        token: m.token,
        headers: { 'accept-language': 'en' },
      });
      expect(cancelled.statusCode).toBe(200);
      const mail = await newest(m.email, 'booking-cancellation');
      expect(mail?.subject).toBe(`La tua prenotazione ${booking.reference} è cancellata`);
      expect(mail?.text).toContain('Rimborso: 321,50');
      expect(mail?.html).toContain(`background:${primary('crypto-club')}`);
      expect(mail).toMatchObject({ language: 'it', replyTo: 'support@cryptoclub.example' });
      expectEscaped(mail?.html ?? '');
    });

    it('acknowledges a contact message in the caller\u2019s language (Dutch on Bitrefill), the message kept as text', async () => {
      const email = 'writer@example.com';
      const sent = await inject({
        method: 'POST',
        url: '/api/contact',
        whiteLabel: 'bitrefill',
        headers: { 'accept-language': 'nl' },
        payload: { subject: HOSTILE, email, firstName: 'Joost', lastName: 'Vries', message: HOSTILE },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const mail = await newest(email, 'contact-received');
      expect(mail?.subject).toMatch(/^We hebben je bericht ontvangen \([0-9A-F]{8}\)$/);
      expect(mail?.text).toContain('Hallo Joost,');
      expect(mail?.html).toContain(`border-left:4px solid ${primary('bitrefill')}`);
      expect(mail).toMatchObject({ language: 'nl', replyTo: 'support@bitrefill.example' });
      expectEscaped(mail?.html ?? '');
    });

    it('confirms a guest\u2019s booking in its language on Coca (no contact page): support by e-mail, Reply-To', async () => {
      const booking = await insertBooking(server.database.db, {
        customerId: null,
        whiteLabel: 'coca',
        hotelName: HOSTILE,
      });
      await server.database.db.query(
        `update bookings set locale = 'ru', lead_guest = $2, origin = 'http://coca.localhost:3000' where offer_key = $1`,
        [
          booking.offerKey,
          JSON.stringify({ title: 'Mr', firstName: 'Ivan', lastName: 'Petrov', email: 'ivan@example.com' }),
        ],
      );
      await server.checkout.sweep();
      const mail = await newest('ivan@example.com', 'booking-confirmation');
      expect(mail?.subject).toBe(`Бронирование подтверждено: ${HOSTILE}, номер ${booking.reference}`);
      expect(mail?.text).toContain('Здравствуйте, Ivan Petrov!');
      expect(mail?.text).toContain('ответьте на это письмо или напишите на support@coca.example');
      expect(mail?.text).not.toContain('/contact');
      expect(mail?.html).toContain(`background:${primary('coca')}`);
      expect(mail).toMatchObject({
        language: 'ru',
        replyTo: 'support@coca.example',
        from: '"Coca" <no-reply@clubstay.localhost>',
      });
      expectEscaped(mail?.html ?? '');
    });

    it('delivers both parts from the brand\u2019s name with its Reply-To, also for a message sent without one', async () => {
      const delivered: Parameters<MailTransport['deliver']>[0][] = [];
      const mailer = createOutboxMailer(server.database.db, {
        from: 'Ops <mail@clubstay.example>',
        transport: { deliver: async (message) => void delivered.push(message) },
      });
      await mailer.send(compose('passwordReset', 'xportal', 'pt'));
      await mailer.send({
        whiteLabel: 'bitunix',
        kind: 'other',
        to: 'ops@example.com',
        subject: 's',
        text: 't',
      });
      expect(delivered[0]).toMatchObject({
        from: '"xPortal Travel" <mail@clubstay.example>',
        replyTo: 'support@xportal.example',
        subject: 'Defina uma nova palavra-passe xPortal Travel',
      });
      expect(delivered[0]?.html).toContain(`background:${primary('xportal')}`);
      expect(delivered[1]).toMatchObject({
        from: '"Bitunix Travel" <mail@clubstay.example>',
        replyTo: 'support@bitunix.example',
      });
    });

    it('serves a message\u2019s HTML part in the sandbox mailbox, inert', async () => {
      const [mail] = await readOutbox(server.database.db, { to: 'ivan@example.com' });
      const page = await server.app.inject({ url: `/api/sandbox/mailbox/messages/${mail?.id}/html` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).toBe(mail?.html);
      const list = await server.app.inject({ url: '/api/sandbox/mailbox?to=ivan@example.com' });
      expect(list.body).toContain('Reply-To support@coca.example');
      expect((await server.app.inject({ url: '/api/sandbox/mailbox/messages/nope/html' })).statusCode).toBe(
        404,
      );
    });
  });
}
