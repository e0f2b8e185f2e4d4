import { describe, expect, it } from 'vitest';
import { circleRing, zoomForRadius } from './map-provider.ts';

/** Great-circle distance in metres. */
function distance(a: { lat: number; lng: number }, [lng, lat]: [number, number]): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(lat * rad) * Math.sin(((lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}

describe('the searched circle on the map', () => {
  it('is a closed ring whose points lie at the radius from the centre', () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const ring = circleRing(paris, 10_000, 32);
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const point of ring) expect(distance(paris, point)).toBeCloseTo(10_000, -1);
  });
  it('zooms so the radius fills the map, the world view without one', () => {
    expect(zoomForRadius(undefined, 48)).toBe(4);
    expect(zoomForRadius(10_000, 48.8)).toBeGreaterThan(zoomForRadius(25_000, 48.8));
    expect(zoomForRadius(1, 0)).toBe(16);
  });
});
