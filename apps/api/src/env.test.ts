import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('operations settings in the environment', () => {
  it('takes a read replica only beside a primary', () => {
    expect(() => readEnv({ DATABASE_READ_URL: 'postgres://reader@replica:5432/clubstay' })).toThrow(
      /DATABASE_READ_URL: A read replica needs DATABASE_URL/,
    );
    const env = readEnv({
      DATABASE_URL: 'postgres://app@primary:5432/clubstay',
      DATABASE_READ_URL: 'postgres://reader@replica:5432/clubstay',
    });
    expect(env.DATABASE_READ_URL).toBe('postgres://reader@replica:5432/clubstay');
    expect(readEnv({ DATABASE_URL: 'postgres://app@primary:5432/clubstay', DATABASE_READ_URL: '' }).DATABASE_READ_URL).toBeUndefined();
  });
  it('refuses a short metrics token and leaves the metrics local without one', () => {
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: Use at least 16 characters/);
    expect(readEnv({}).METRICS_TOKEN).toBeUndefined();
  });
});
