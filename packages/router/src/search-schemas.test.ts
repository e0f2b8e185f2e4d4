import { describe, expect, it } from 'vitest';
import { checkoutSearchSchema, confirmationSearchSchema } from './search-schemas.ts';

describe('checkout and confirmation addresses', () => {
  it('keep ids the router read as numbers as text (hotel=1)', () => {
    expect(checkoutSearchSchema.parse({ hotel: 1, package: '1-1-N', search: 'abc.h1', checkout: 'x'.repeat(32) })).toMatchObject({
      hotel: '1',
      package: '1-1-N',
      search: 'abc.h1',
    });
    expect(confirmationSearchSchema.parse({ offerKey: 12345 }).offerKey).toBe('12345');
  });

  it('drop what is not text', () => {
    expect(checkoutSearchSchema.parse({ hotel: { a: 1 }, es: 'y'.repeat(501) })).toMatchObject({ hotel: undefined, es: undefined });
  });
});
