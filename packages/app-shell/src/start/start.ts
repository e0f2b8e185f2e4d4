import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@clubstay/api-client/client';
import type { ConfigResponse } from '@clubstay/contract/config';
import type { UiLanguage } from '@clubstay/contract/locales';
import { createI18n, type LoadMessages } from '@clubstay/i18n/i18n';

export type StartResult =
  | { kind: 'ready'; config: ConfigResponse; i18n: I18n }
  | { kind: 'maintenance'; i18n: I18n }
  | { kind: 'error'; i18n: I18n; error: unknown };

export interface StartDeps {
  client: Pick<ApiClient, 'healthcheck' | 'config'>;
  language: UiLanguage;
  loadMessages?: LoadMessages;
  strict?: boolean;
}

/**
 * The start sequence of spec 1 §4: healthcheck, then config. The messages load alongside (they are
 * static files) and nothing renders before both messages and settings are in. A failed healthcheck
 * is maintenance; a failed or empty config is the error screen.
 */
export async function startApp({ client, language, loadMessages, strict }: StartDeps): Promise<StartResult> {
  const i18nPromise = createI18n({ language, load: loadMessages, strict });
  try {
    await client.healthcheck();
  } catch {
    return { kind: 'maintenance', i18n: await i18nPromise };
  }
  try {
    const config = await client.config();
    return { kind: 'ready', config, i18n: await i18nPromise };
  } catch (error) {
    return { kind: 'error', i18n: await i18nPromise, error };
  }
}
