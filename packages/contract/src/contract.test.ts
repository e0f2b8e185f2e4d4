import { describe, expect, it } from 'vitest';
import { isValidEmail } from './accounts.ts';
import { BRAND_IDS, BRANDS, brandForHost } from './brands.ts';
import { pickLanguage } from './locales.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { MEAL_TYPE, MEAL_TYPES, hotelRoomsQuerySchema, roomPackageSchema } from './rooms.ts';

describe('brand matrix', () => {
  it('has the 14 brands of shared/brands.md, each with its id', () => {
    expect(BRAND_IDS).toHaveLength(14);
    for (const id of BRAND_IDS) expect(BRANDS[id].id).toBe(id);
  });

  it('encodes the partner rules', () => {
    expect(BRANDS.bit2me.languages).toEqual(['en', 'es']);
    expect(BRANDS.bit2me.currency).toEqual({ mode: 'forced', code: 'EUR' });
    expect(BRANDS['brands-for-employees'].currency).toEqual({ mode: 'forced', code: 'CHF' });
    expect(BRANDS['brands-for-employees'].access).toMatchObject({ signUp: 'never', skipAccess: 'never' });
    expect(BRANDS.xportal.access.skipAccess).toBe('never');
    expect(BRANDS.bitunix.access).toMatchObject({ search: ['member'], skipAccess: 'never' });
    expect(BRANDS.vivid.currency).toEqual({ mode: 'free', code: 'EUR' });
    expect(BRAND_IDS.filter((id) => BRANDS[id].shell.indexable)).toEqual(['clubstay']);
    expect(BRAND_IDS.filter((id) => BRANDS[id].shell.cookieBanner)).toEqual(['entravel']);
    expect(BRAND_IDS.filter((id) => BRANDS[id].initialAccessGuest)).toEqual(['bitrefill', 'etherfi']);
    expect(BRAND_IDS.filter((id) => !BRANDS[id].shell.contactLink)).toEqual(['coded-estate', 'coca', 'belo']);
  });

  it('gives every brand its own support address (the Reply-To of its e-mails)', () => {
    const addresses = BRAND_IDS.map((id) => BRANDS[id].supportEmail);
    for (const address of addresses) expect(isValidEmail(address), address).toBe(true);
    expect(new Set(addresses).size).toBe(BRAND_IDS.length);
  });

  it('maps host names to brands, ignoring the port', () => {
    expect(brandForHost('localhost:3000')).toBe('clubstay');
    expect(brandForHost('127.0.0.1')).toBe('clubstay');
    expect(brandForHost('wirex.localhost:3000')).toBe('wirex');
    expect(brandForHost('Brands-For-Employees.localhost')).toBe('brands-for-employees');
    expect(brandForHost('travel.wirex.example', { 'travel.wirex.example': 'wirex' })).toBe('wirex');
    expect(brandForHost('evil.example')).toBeNull();
    expect(brandForHost(undefined)).toBeNull();
  });
});

describe('pickLanguage', () => {
  it('takes the best offered match of Accept-Language', () => {
    expect(pickLanguage('de-DE,de;q=0.9,en;q=0.8', ['en', 'de'])).toBe('de');
    expect(pickLanguage('en-GB,en;q=0.9', ['en', 'en-GB'])).toBe('en-GB');
    expect(pickLanguage('fr', ['en', 'es'])).toBe('en');
    expect(pickLanguage(undefined, ['es', 'en'])).toBe('es');
  });
});

describe('OpenAPI document', () => {
  it('is generated from the endpoint table, with request and response schemas', () => {
    const doc = buildOpenApiDocument('9.9.9') as {
      info: { version: string };
      paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(doc.info.version).toBe('9.9.9');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/healthcheck',
        '/api/config',
        '/api/web/check',
        '/i18n/translations/{code}.json',
      ]),
    );
    expect(doc.paths['/api/web/check']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/web/check']?.post?.responses['201']).toBeDefined();
  });
});

describe('rooms contract', () => {
  it('names the 35 meal types 0 to 34, each with an icon', () => {
    expect(MEAL_TYPES.map((meal) => meal.id)).toEqual(Array.from({ length: 35 }, (_, index) => index));
    expect(new Set(MEAL_TYPES.map((meal) => meal.name)).size).toBe(35);
    expect(MEAL_TYPE.RoomOnly).toBe(1);
    expect(MEAL_TYPE.AllInclusive).toBe(7);
  });

  it('checks rate sources and the rooms query', () => {
    const item = {
      id: '1-1-N',
      price: { price: 100, pricePerNight: 50, tax: 9.09, fee: 0 },
      isRefundable: false,
      boarding: 1,
      isCheapest: true,
      cancellationDeadline: null,
    };
    expect(roomPackageSchema.safeParse({ ...item, source: 7 }).success).toBe(true);
    expect(roomPackageSchema.safeParse({ ...item, source: 8 }).success).toBe(false);
    expect(hotelRoomsQuerySchema.safeParse({ hotelId: '12', searchId: 'a.b' }).data?.hotelId).toBe(12);
    expect(hotelRoomsQuerySchema.safeParse({}).success).toBe(false);
    const doc = buildOpenApiDocument('1') as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v2/hotel/{hotelId}/rooms', '/api/hotel/{hotelId}/room/guaranteed']),
    );
  });
});
