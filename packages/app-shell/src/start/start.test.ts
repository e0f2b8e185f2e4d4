import { describe, expect, it, vi } from 'vitest';
import type { ConfigResponse } from '@clubstay/contract/config';
import { chooseLanguage } from './language.ts';
import { startApp } from './start.ts';

const config = { whiteLabel: { id: 'clubstay' } } as unknown as ConfigResponse;
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
    expect(result.i18n.t('HOME.SEARCH_BUTTON')).toBe('HOME.SEARCH_BUTTON');
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
    expect(() => result.i18n.t('HOME.MISSING')).toThrow(/Missing translation "HOME.MISSING"/);
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
