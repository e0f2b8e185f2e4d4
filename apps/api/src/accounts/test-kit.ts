import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '#db/db.ts';
import { readOutbox } from '#mail/mailer.ts';
import type { Server } from '#server.ts';

/** Helpers the account API tests share: members made through the real calls, bookings inserted directly. */
export const PASSWORD = 'Correct-Horse-9';

export interface Member {
  email: string;
  token: string;
  whiteLabel: string;
  id: string;
  subscriptionToken: string;
}

export function kit(server: () => Server) {
  const inject = (options: {
    method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    whiteLabel?: string;
    token?: string;
    payload?: unknown;
    headers?: Record<string, string>;
    ip?: string;
  }): Promise<LightMyRequestResponse> =>
    server().app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        'x-white-label': options.whiteLabel ?? 'clubstay',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
    });

  async function confirmationCodeFor(email: string, whiteLabel = 'clubstay', ip?: string): Promise<string> {
    const response = await inject({
      method: 'POST',
      url: '/api/customers/register/confirmation-code',
      whiteLabel,
      payload: { email },
      ip,
    });
    if (response.statusCode !== 200)
      throw new Error(`confirmation code: ${response.statusCode} ${response.body}`);
    const [mail] = await readOutbox(server().database.db, { to: email, whiteLabel });
    const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
    if (!code) throw new Error('no confirmation code mailed');
    return code;
  }

  async function register(
    email: string,
    options: { whiteLabel?: string; invite?: string; password?: string; ip?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const whiteLabel = options.whiteLabel ?? 'clubstay';
    const confirmationCode = await confirmationCodeFor(email, whiteLabel, options.ip);
    return inject({
      method: 'POST',
      url: '/api/customers/register',
      whiteLabel,
      ip: options.ip,
      payload: {
        email,
        password: options.password ?? PASSWORD,
        confirmationCode,
        enableSubscriptions: true,
        inviteLink: options.invite ?? `${whiteLabel.toUpperCase()}-WELCOME`,
      },
    });
  }

  async function member(
    email: string,
    options: { whiteLabel?: string; invite?: string } = {},
  ): Promise<Member> {
    const response = await register(email, options);
    if (response.statusCode !== 201)
      throw new Error(`register ${email}: ${response.statusCode} ${response.body}`);
    const body = response.json<{ token: string; customerInfo: { subscriptionToken: string } }>();
    const whiteLabel = options.whiteLabel ?? 'clubstay';
    const [row] = await server().database.db.query<{ id: string }>(
      'select id from customers where white_label = $1 and email_key = $2',
      [whiteLabel, email.toLowerCase()],
    );
    return {
      email,
      token: body.token,
      whiteLabel,
      id: row?.id ?? '',
      subscriptionToken: body.customerInfo.subscriptionToken,
    };
  }

  return { inject, register, member, confirmationCodeFor };
}

/** Inserts a bookings row as the checkout feature would write it. */
export async function insertBooking(
  db: Db,
  values: {
    customerId: string | null;
    whiteLabel?: string;
    status?: string;
    isRefundable?: boolean;
    deadline?: Date | null;
    checkIn?: string;
    checkOut?: string;
    nights?: number;
    total?: number;
    amountPaid?: number;
    createdAt?: Date;
    hotelName?: string;
  },
): Promise<{ offerKey: string; reference: string }> {
  const id = randomUUID();
  const offerKey = `offer-${id}`;
  const reference = `CS-${id.slice(0, 8).toUpperCase()}`;
  const total = values.total ?? 400;
  await db.query(
    `insert into bookings (id, offer_key, reference, checkout_id, white_label, customer_id, hotel_id, hotel_name, city, country, room_name,
       package_id, boarding, is_refundable, cancellation_deadline, check_in, check_out, nights, rooms, lead_guest, sale_price, tax_and_fees,
       total, payment_method, payment_timing, charge_currency, amount_paid, status, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 1, $7, 'Paris', 'France', 'Double room', 'pkg-1', 2, $8, $9, $10, $11, $12,
       '[{"adults":2,"children":[]}]', '{"firstName":"Ada","lastName":"Lovelace"}', $13, 10, $13, 'stripe', 0, 'USD', $14, $15, $16, $16)`,
    [
      id,
      offerKey,
      reference,
      randomUUID(),
      values.whiteLabel ?? 'clubstay',
      values.customerId,
      values.hotelName ?? 'Hotel Lumière',
      values.isRefundable ?? true,
      values.deadline === undefined ? new Date(Date.now() + 7 * 86_400_000) : values.deadline,
      values.checkIn ?? '2030-05-01',
      values.checkOut ?? '2030-05-05',
      values.nights ?? 4,
      total,
      values.amountPaid ?? total,
      values.status ?? 'Completed',
      values.createdAt ?? new Date(),
    ],
  );
  return { offerKey, reference };
}
