/** Spatial helpers shared by the seed (placing hotels) and the search (finding them). */

export const EARTH_RADIUS_M = 6_371_008.8;
const METRES_PER_DEGREE = 111_320;

/** The grid the hotels table is clustered by: 0.1° cells (about 11 km north-south). */
export const CELL_DEGREES = 0.1;
const CELL_COLUMNS = 3600;

/** The same formula in SQL, for the seed. */
export function cellSql(lat: string, lng: string): string {
  return `(floor((${lat} + 90) / ${CELL_DEGREES})::int * ${CELL_COLUMNS} + least(floor((${lng} + 180) / ${CELL_DEGREES})::int, ${CELL_COLUMNS - 1}))`;
}

export interface Box {
  south: number;
  north: number;
  /** May exceed ±180 near the antimeridian; cellsOfCircle wraps. */
  west: number;
  east: number;
}

export function boxAround(lat: number, lng: number, radiusM: number): Box {
  const dLat = radiusM / METRES_PER_DEGREE;
  const cos = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  const dLng = Math.min(radiusM / (METRES_PER_DEGREE * cos), 180);
  return {
    south: Math.max(lat - dLat, -90),
    north: Math.min(lat + dLat, 90),
    west: lng - dLng,
    east: lng + dLng,
  };
}

/** Every cell a circle's bounding box touches, with lng ranges to check (split at the antimeridian). */
export function cellsOfBox(box: Box): { cells: number[]; lngRanges: [number, number][] } {
  const cells = new Set<number>();
  const rowFrom = Math.floor((box.south + 90) / CELL_DEGREES);
  const rowTo = Math.min(Math.floor((box.north + 90) / CELL_DEGREES), 1799);
  const wraps = box.east - box.west >= 360;
  const lngRanges: [number, number][] = wraps
    ? [[-180, 180]]
    : box.west < -180
      ? [
          [box.west + 360, 180],
          [-180, box.east],
        ]
      : box.east > 180
        ? [
            [box.west, 180],
            [-180, box.east - 360],
          ]
        : [[box.west, box.east]];
  for (let row = rowFrom; row <= rowTo; row++) {
    for (const [west, east] of lngRanges) {
      const colFrom = Math.floor((west + 180) / CELL_DEGREES);
      const colTo = Math.min(Math.floor((east + 180) / CELL_DEGREES), CELL_COLUMNS - 1);
      for (let column = colFrom; column <= colTo; column++) cells.add(row * CELL_COLUMNS + column);
    }
  }
  return { cells: [...cells].sort((a, b) => a - b), lngRanges };
}

export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Haversine distance in metres from ($lat, $lng) parameters to the row's lat/lng, in SQL. */
export function distanceSql(latParam: string, lngParam: string, lat = 'lat', lng = 'lng'): string {
  return `(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(power(sin(radians(${lat} - ${latParam}) / 2), 2) + cos(radians(${latParam})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${lngParam}) / 2), 2)))))`;
}
