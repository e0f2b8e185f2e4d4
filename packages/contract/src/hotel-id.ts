import { z } from 'zod';

/**
 * A hotel id in an address: decimal digits only (`/hotel/0x10`, `1e1`, `+16` or ` 16` are not hotel
 * 16 but a 400), from 1 to the largest id a hotel row holds.
 */
export const hotelIdParam = z
  .union([z.number(), z.string().regex(/^[0-9]{1,10}$/, 'Decimal digits only')])
  .pipe(z.coerce.number<string | number>().int().min(1).max(2_147_483_647));
