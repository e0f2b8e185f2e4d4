import type { i18n as I18n } from 'i18next';
import type { ConfigResponse } from '@clubstay/contract/config';
import { isMessagePart, type MessagePartName } from '@clubstay/contract/locales';
import { ensureMessageParts } from '@clubstay/i18n/i18n';
import { useSettings } from '@clubstay/i18n/settings';

/**
 * The page's i18next instance, in the browser. The server's renders each have their own, whose
 * parts are settled from the route before rendering (server/render.tsx), so it is never kept there.
 */
let pageI18n: I18n | null = null;

export function keepPageI18n(instance: I18n): void {
  if (typeof window !== 'undefined') pageI18n = instance;
}

/**
 * A screen's module loader that also brings its feature's words (contract `MESSAGE_PARTS`): the page
 * carries only the shell's part and its own route's, so the hotel page's chunk brings the hotel's
 * words when the traveller first goes there from the results. Both load at once; the screen renders
 * when both are in.
 */
export function withWords<T>(part: MessagePartName, load: () => Promise<T>): () => Promise<T> {
  return () => {
    const i18n = pageI18n;
    if (!i18n) return load();
    return Promise.all([load(), ensureMessageParts(i18n, [part])]).then(([module]) => module);
  };
}

/** The shell's information pages, whose words are the `info` part. */
export const INFO_PAGES = 'packages/app-shell/src/pages/info-pages.tsx';

/**
 * The message parts a page of these routes renders with: the shell's, and the part of each feature
 * whose screen modules the routes load (`sources`, paths from the repository root such as
 * `packages/hotel/src/…`), and the information pages' part with those pages.
 */
export function messagePartsOf(sources: readonly string[]): MessagePartName[] {
  const parts = new Set<MessagePartName>(['shell']);
  for (const source of sources) {
    if (source === INFO_PAGES) parts.add('info');
    const feature = /^packages\/([^/]+)\//.exec(source)?.[1];
    if (isMessagePart(feature)) parts.add(feature);
  }
  return [...parts];
}

/**
 * The config's country list (14 KB, two thirds of the config) is read by the checkout's form alone:
 * a page of any other route carries the config without it (`BootState.countriesLeftOut`), and the
 * checkout's chunk brings it (GET /config) when the traveller goes there.
 */
let fetchCountries: (() => Promise<ConfigResponse['countries']>) | null = null;
let countries: Promise<void> | null = null;

export function leaveCountriesOut(config: ConfigResponse): ConfigResponse {
  return { ...config, countries: [] };
}

/** The page's config came without its countries: `withCountries` fetches them when first needed. */
export function keepCountriesLoader(load: () => Promise<ConfigResponse['countries']>): void {
  fetchCountries = load;
  countries = null;
}

export function withCountries<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    const fetchList = fetchCountries;
    if (!fetchList) return load();
    countries ??= fetchList()
      .then((list) => {
        const { config } = useSettings.getState();
        if (config) useSettings.setState({ config: { ...config, countries: list } });
        fetchCountries = null;
      })
      // Not fetched: the form's country field stays empty (a pick is still required to book), and the
      // next visit to the checkout asks again.
      .catch(() => void (countries = null));
    return Promise.all([load(), countries]).then(([module]) => module);
  };
}
