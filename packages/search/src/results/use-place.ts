import { useEffect, useState } from 'react';
import type { ApiClient } from '@clubstay/api-client/client';
import type { UiLanguage } from '@clubstay/contract/locales';
import { placeFromId, type SearchPlace } from '#state/request.ts';

/**
 * The place a search is around: the API's own place ids (cities, countries, hotels) directly, any
 * other place id resolved to a point through the places provider (loaded when first needed).
 */
export function usePlace(
  placeId: string | undefined,
  client: ApiClient,
  language: UiLanguage,
): SearchPlace | undefined {
  const [resolved, setResolved] = useState<{ placeId: string; place: SearchPlace } | undefined>();
  const ownPlace = placeId ? placeFromId(placeId) : undefined;
  useEffect(() => {
    if (!placeId || placeFromId(placeId)) return;
    let live = true;
    void import('@clubstay/maps/places')
      .then(({ loadPlacesProvider }) => loadPlacesProvider(client))
      .then((provider) => provider.resolve(placeId, language))
      .then((found) => {
        if (live && found) {
          setResolved({
            placeId,
            place: {
              kind: 'point',
              lat: found.lat,
              lng: found.lng,
              type: found.type,
              countryCode: found.countryCode,
            },
          });
        }
      });
    return () => {
      live = false;
    };
  }, [placeId, client, language]);
  return ownPlace ?? (resolved && resolved.placeId === placeId ? resolved.place : undefined);
}
