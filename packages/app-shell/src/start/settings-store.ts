import { create } from 'zustand';
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
  setConfig(config: ConfigResponse, language: UiLanguage): void;
  setLanguage(language: UiLanguage): void;
}

export const useSettings = create<SettingsState>()((set) => ({
  config: null,
  language: 'en',
  currency: { code: 'EUR', rate: 1, available: { EUR: 1 } },
  setConfig: (config, language) => {
    const defaults = Object.values(config.defaultSettings)[0];
    const code = config.whiteLabel.currency.mode === 'forced' ? config.whiteLabel.currency.code : (defaults?.defaultCurrency ?? 'USD');
    set({ config, language, currency: { code, rate: config.currencies[code] ?? 1, available: config.currencies } });
  },
  setLanguage: (language) => set({ language }),
}));
