import { describe, expect, it, vi } from 'vitest';
import type { ConfigResponse } from '@clubstay/contract/config';
import type { UncheckedT } from '@clubstay/i18n/i18n';
import { chooseLanguage } from './language.ts';
import { InvalidConfigError, startApp } from './start.ts';

const config = {
  defaultSettings: { localhost: { language: 'en', defaultCurrency: 'USD' } },
  locales: { en: 'English' },
  currencies: { USD: 1.08, EUR: 1 },
  countries: [],
  facilities: [],
  hotelFacilityGroups: [],
  propertyTypes: [],
  suitableTypes: [],
  hotelScoreCategoryOrder: [],
  hotFilters: [],
  featureToggles: { ShowAffiliateDashboard: false, ShowLoyaltyProgram: false, ShowByBit: false },
  whiteLabel: { id: 'clubstay', currency: { mode: 'free', code: 'USD' } },
} as unknown as ConfigResponse;
const healthy = async () => ({ status: 'ok', database: 'up', storage: 'pglite', version: '1' }) as const;
const messages = { HOME: { SEARCH_BUTTON: 'Search' } };

describe('startApp', () => {
  it('checks health, then loads config, and is ready with messages loaded', async () => {
    const calls: string[] = [];
    const client = {
      healthcheck: vi.fn(async () => {
        calls.push('health');
        return { status: 'ok', database: 'up', storage: 'pglite', version: '1' } as const;
      }),
      config: vi.fn(async () => {
        calls.push('config');
        return config;
      }),
    };
    const result = await startApp({ client, language: 'en', loadMessages: async () => messages });
    expect(calls).toEqual(['health', 'config']);
    expect(result.kind).toBe('ready');
    expect(result.i18n.t('HOME.SEARCH_BUTTON')).toBe('Search');
  });

  it('turns on maintenance when the healthcheck fails, without asking for config', async () => {
    const client = { healthcheck: vi.fn(async () => Promise.reject(new Error('503'))), config: vi.fn() };
    const result = await startApp({ client, language: 'en', loadMessages: async () => messages });
    expect(result.kind).toBe('maintenance');
    expect(client.config).not.toHaveBeenCalled();
  });

  it('shows the error screen when the config cannot be loaded', async () => {
    const client = {
      healthcheck: vi.fn(
        async () => ({ status: 'ok', database: 'up', storage: 'pglite', version: '1' }) as const,
      ),
      config: vi.fn(async () => Promise.reject(new Error('empty config'))),
    };
    expect((await startApp({ client, language: 'en', loadMessages: async () => messages })).kind).toBe(
      'error',
    );
  });

  it('shows the error screen when the config answer is empty or malformed, not a blank page', async () => {
    const answers: unknown[] = [
      null,
      {},
      [],
      '',
      { ...config, currencies: undefined },
      { ...config, whiteLabel: {} },
      { ...config, currencies: { USD: 'one' } },
      { ...config, hotFilters: null },
    ];
    for (const answer of answers) {
      const client = { healthcheck: vi.fn(healthy), config: vi.fn(async () => answer as ConfigResponse) };
      const result = await startApp({ client, language: 'en', loadMessages: async () => messages });
      expect(result.kind, JSON.stringify(answer)).toBe('error');
      if (result.kind === 'error') expect(result.error).toBeInstanceOf(InvalidConfigError);
    }
  });

  it('falls back to en with empty messages when a language file fails to load', async () => {
    const client = {
      healthcheck: vi.fn(
        async () => ({ status: 'ok', database: 'up', storage: 'pglite', version: '1' }) as const,
      ),
      config: vi.fn(async () => config),
    };
    const result = await startApp({
      client,
      language: 'de',
      loadMessages: async () => Promise.reject(new Error('404')),
    });
    expect(result.i18n.language).toBe('en');
    // Never a raw key on screen (spec 1 §8): the key's last part in words.
    expect(result.i18n.t('HOME.SEARCH_BUTTON')).toBe('Search button');
  });

  it('throws on a missing message in strict mode', async () => {
    const client = {
      healthcheck: vi.fn(
        async () => ({ status: 'ok', database: 'up', storage: 'pglite', version: '1' }) as const,
      ),
      config: vi.fn(async () => config),
    };
    const result = await startApp({
      client,
      language: 'en',
      loadMessages: async () => messages,
      strict: true,
    });
    // A key the translations lack on purpose: not a typed one.
    const t = result.i18n.t.bind(result.i18n) as unknown as UncheckedT;
    expect(() => t('HOME.MISSING')).toThrow(/Missing translation "HOME.MISSING"/);
  });
});

describe('chooseLanguage', () => {
  it('prefers the locale query, then the saved choice, then the brand default, among offered ones', () => {
    expect(chooseLanguage(['en', 'es'], { query: 'es', saved: 'en' })).toBe('es');
    expect(chooseLanguage(['en', 'es'], { query: 'de', saved: 'es' })).toBe('es');
    expect(chooseLanguage(['en', 'es'], { query: null, saved: 'de' })).toBe('en');
    expect(chooseLanguage(['en', 'de'], { query: 'xx', saved: null })).toBe('en');
  });
});
