import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords: argon2id at OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1). The encoded
 * hash carries its parameters, so raising them later still verifies older hashes.
 */
const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: the package's const enum cannot be imported under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of no one's password: verifying against it costs what a real check costs (no timing oracle). */
let dummy: Promise<string> | undefined;

/** True when `password` matches `encoded`; with no hash (unknown user) it spends the same time and says false. */
export async function verifyPassword(encoded: string | null, password: string): Promise<boolean> {
  if (!encoded) {
    dummy ??= hashPassword(randomToken());
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}

/** 256 random bits, URL-safe: session tokens, reset tokens, subscription tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 (a database leak gives no usable session). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six digits for the sign-up confirmation code. */
export function confirmationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** An invitation code members can read out: 8 characters without look-alikes (0/O, 1/I/L). */
export function invitationCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 8; i++) code += alphabet[randomInt(0, alphabet.length)];
  return code;
}

/** The comparable form of an e-mail: trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
