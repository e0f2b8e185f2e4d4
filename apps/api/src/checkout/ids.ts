import { randomBytes, randomUUID } from 'node:crypto';

/** An unguessable public id: 24 random bytes (192 bits), base64url (32 characters). */
export const publicId = () => randomBytes(24).toString('base64url');
export const uuid = () => randomUUID();

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The human reference shown on the confirmation and in e-mails: CS-XXXX-XXXX (40 random bits). */
export function bookingReference(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => BASE32[b % BASE32.length] ?? 'X');
  return `CS-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}`;
}

export const randomToken = (prefix: string, bytes = 18) =>
  `${prefix}${randomBytes(bytes).toString('base64url').replace(/[-_]/g, '').slice(0, 24).padEnd(24, '0')}`;
