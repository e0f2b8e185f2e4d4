/**
 * The current language, currency and config (spec 1 §3 "Currency state"). It lives in i18n, below the
 * feature packages, so screens can format prices with the current currency without importing the shell.
 */
import { createStore, useStore } from 'zustand';
import type { ConfigResponse } from '@clubstay/contract/config';
import type { UiLanguage } from '@clubstay/contract/locales';

export interface CurrencyState {
  code: string;
  rate: number;
  available: Record<string, number>;
}

export interface SettingsState {
  config: ConfigResponse | null;
  language: UiLanguage;
  /** Starts with EUR at rate 1 (spec 1 §3 "Currency state"). */
  currency: CurrencyState;
  /** Applies the config: a forced currency wins, then the `currency` of the address, then the brand default. */
  setConfig(config: ConfigResponse, language: UiLanguage, queryCurrency?: string | null): void;
  setCurrency(code: string): void;
  setLanguage(language: UiLanguage): void;
}

/** The vanilla store: the shell holds its server snapshot (see `holdServerSnapshot`). */
export const settingsStore = createStore<SettingsState>()((set) => ({
  config: null,
  language: 'en',
  currency: { code: 'EUR', rate: 1, available: { EUR: 1 } },
  setConfig: (config, language, queryCurrency) => {
    const defaults = Object.values(config.defaultSettings)[0];
    const forced = config.whiteLabel.currency.mode === 'forced';
    const fromQuery = queryCurrency?.toUpperCase();
    const code = forced
      ? config.whiteLabel.currency.code
      : fromQuery && fromQuery in config.currencies
        ? fromQuery
        : (defaults?.defaultCurrency ?? 'USD');
    set({
      config,
      language,
      currency: { code, rate: config.currencies[code] ?? 1, available: config.currencies },
    });
  },
  setCurrency: (code) =>
    set((state) => {
      const config = state.config;
      if (!config || config.whiteLabel.currency.mode === 'forced') return state;
      const rate = config.currencies[code];
      return rate === undefined ? state : { currency: { ...state.currency, code, rate } };
    }),
  setLanguage: (language) => set({ language }),
}));
// React renders a store's server snapshot while the page hydrates: the shell makes it the state the
// server rendered (set per request there, from the page's boot state here), see `holdServerSnapshot`.
export const useSettings = Object.assign(
  <U = SettingsState>(select: (state: SettingsState) => U = (state) => state as unknown as U): U =>
    useStore(settingsStore, select),
  settingsStore,
);
