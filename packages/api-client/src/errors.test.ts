import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@clubstay/contract/errors';
import { readErrorBody } from './errors.ts';

const samples: unknown[] = [
  null,
  'text',
  42,
  [],
  {},
  { status: 400, message: 'Bad', errors: [] },
  { status: 400, message: 'Bad', errors: [], errorCode: 3 },
  { status: 400, message: 'Bad', errors: [], errorCode: 3.5 },
  { status: 400, message: 'Bad', errors: [], errorCode: null },
  { status: '400', message: 'Bad', errors: [] },
  { status: 400.5, message: 'Bad', errors: [] },
  { status: 400, message: 1, errors: [] },
  { status: 400, message: 'Bad' },
  {
    status: 400,
    message: 'Bad',
    errors: [{ field: 'query.k', code: 'too_small', message: 'Too small', extra: 1 }],
    extra: true,
  },
  { status: 400, message: 'Bad', errors: [{ field: 'query.k', code: 'too_small' }] },
  { status: 400, message: 'Bad', errors: [null] },
];

describe('readErrorBody', () => {
  it('reads exactly what the contract schema accepts, as the schema returns it', () => {
    for (const sample of samples) {
      const parsed = apiErrorBodySchema.safeParse(sample);
      expect(readErrorBody(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : undefined);
    }
  });
});
