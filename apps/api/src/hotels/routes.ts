import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '@clubstay/contract/endpoints';
import { parseSearchKey, searchKeyOfSearchId } from '@clubstay/contract/search';
import type { DatabaseState } from '#database-state.ts';
import { HttpError, route } from '#http.ts';
import { hotelImageSvg, placeImageSvg, roomImageSvg } from '#inventory/images.ts';
import {
  groupedFacilities,
  hotelAddress,
  hotelDescription,
  hotelImages,
  type HotelRecord,
  type Priced,
  review,
  stayPrice,
  trustYouId,
} from '#inventory/hotel-view.ts';
import { countryName } from '#inventory/world.ts';
import { hotelRecord, pricedHotel } from './sql.ts';

interface HotelDeps {
  database: DatabaseState;
  checkResponses: boolean;
}

export function registerHotelRoutes(app: FastifyInstance, deps: HotelDeps): void {
  const options = { checkResponses: deps.checkResponses };
  const db = () => {
    if (!deps.database.isMigrated) throw new HttpError(503, 'The inventory is still loading');
    return deps.database.db;
  };

  async function record(id: number): Promise<HotelRecord> {
    const row = await hotelRecord(db(), id);
    if (!row) throw new HttpError(404, `No hotel ${id}`);
    return row;
  }

  route(
    app,
    endpoints.hotel,
    async ({ params, query }) => {
      const hotel = await record(params.hotelId);
      let priced: (HotelRecord & Priced) | undefined;
      let stay = null;
      if (query.searchId) {
        const k = searchKeyOfSearchId(query.searchId);
        const key = k ? parseSearchKey(k).key : undefined;
        if (!key)
          throw new HttpError(400, 'Invalid query', [
            { field: 'query.searchId', code: 'invalid', message: 'Unknown searchId' },
          ]);
        stay = key;
        priced = await pricedHotel(db(), hotel, key);
      }
      return {
        id: hotel.id,
        name: hotel.name,
        stars: hotel.stars,
        propertyType: hotel.property_type,
        address: hotelAddress(hotel),
        city: hotel.city_name ?? '',
        placeId: hotel.city_name ? `city-${hotel.city_id}` : null,
        country: countryName(hotel.country_code, query.locale),
        countryCode: hotel.country_code,
        geo: { lat: hotel.lat, lng: hotel.lng },
        images: hotelImages(hotel.id, hotel.images_count),
        imagesCount: hotel.images_count,
        discount: hotel.discount,
        description: hotelDescription(hotel, query.locale),
        tradable: hotel.tradable,
        price: priced && stay ? stayPrice(priced.price, stay.nights, hotel.discount) : null,
        soldOut: priced ? priced.sold_out : null,
        review: review(hotel),
        trustYouId: hotel.has_provider ? trustYouId(hotel.id) : null,
        distanceToCenter: hotel.distance_to_center,
        facilities: groupedFacilities(hotel.facilities),
        hotelPolicies: {
          data: {
            childrenAgeFrom: hotel.children_age_from,
            childrenAgeTo: hotel.children_age_to,
            childrenStayFree: hotel.children_stay_free,
          },
        },
        searchId: query.searchId ?? null,
        stay,
      };
    },
    options,
  );

  route(
    app,
    endpoints.hotelImages,
    async ({ params }, _request, reply) => {
      const hotel = await record(params.hotelId);
      reply.header('cache-control', 'public, max-age=86400');
      return hotelImages(hotel.id, hotel.images_count);
    },
    options,
  );

  const sendSvg = (reply: FastifyReply, body: string) =>
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(body);
  const positive = (text: string, max: number) => {
    const value = Number(text);
    return Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
  };

  app.get<{ Params: { hotelId: string; n: string } }>(
    '/api/images/hotel/:hotelId/:n',
    async (request, reply) => {
      const id = positive(request.params.hotelId, 2_147_483_647);
      const n = positive(request.params.n.replace(/\.svg$/, ''), 99);
      if (!id || !n) throw new HttpError(404, 'No such image');
      return sendSvg(reply, hotelImageSvg(id, n));
    },
  );
  app.get<{ Params: { hotelId: string; roomId: string; n: string } }>(
    '/api/images/room/:hotelId/:roomId/:n',
    async (request, reply) => {
      const id = positive(request.params.hotelId, 2_147_483_647);
      const room = positive(request.params.roomId, 999);
      const n = positive(request.params.n.replace(/\.svg$/, ''), 99);
      if (!id || !room || !n) throw new HttpError(404, 'No such image');
      return sendSvg(reply, roomImageSvg(id, room, n));
    },
  );
  app.get<{ Params: { placeId: string } }>('/api/images/place/:placeId', async (request, reply) => {
    const placeId = request.params.placeId.replace(/\.svg$/, '');
    if (!/^(country-[A-Z]{2}|city-\d{1,10}|poi-[A-Z0-9]{3,4})$/.test(placeId))
      throw new HttpError(404, 'No such image');
    return sendSvg(reply, placeImageSvg(placeId));
  });
}
