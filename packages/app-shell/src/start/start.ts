import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@clubstay/api-client/client';
import type { ConfigResponse } from '@clubstay/contract/config';
import type { MessagePartName, UiLanguage } from '@clubstay/contract/locales';
import { createI18n, type LoadMessages } from '@clubstay/i18n/i18n';

export type StartResult =
  | { kind: 'ready'; config: ConfigResponse; i18n: I18n }
  | { kind: 'maintenance'; i18n: I18n }
  | { kind: 'error'; i18n: I18n; error: unknown };

interface StartDeps {
  client: Pick<ApiClient, 'healthcheck' | 'config'>;
  language: UiLanguage;
  loadMessages?: LoadMessages;
  /** The parts of the messages `loadMessages` gives. @default every part */
  messageParts?: readonly MessagePartName[];
  strict?: boolean;
  /** Hears of each missing translation key once (production), to report it. */
  onMissingKey?: (key: string, language: string) => void;
}

/** A config answer that is empty or lacks what the app reads at start (spec 1 §5 "Config load fails if the response is empty"). */
export class InvalidConfigError extends Error {
  constructor(readonly problem: string) {
    super(`Config answer is unusable: ${problem}`);
    this.name = 'InvalidConfigError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the first render needs from GET /config, checked without the contract's schemas (production
 * builds leave zod out of the first script): the first problem found, or null.
 */
function configProblem(config: unknown): string | null {
  if (!isObject(config) || Object.keys(config).length === 0) return 'empty';
  for (const name of ['defaultSettings', 'locales', 'currencies', 'featureToggles', 'whiteLabel'] as const)
    if (!isObject(config[name])) return `${name} missing`;
  for (const name of [
    'countries',
    'facilities',
    'hotelFacilityGroups',
    'propertyTypes',
    'suitableTypes',
    'hotelScoreCategoryOrder',
    'hotFilters',
  ] as const)
    if (!Array.isArray(config[name])) return `${name} missing`;
  const currencies = config.currencies as Record<string, unknown>;
  if (!Object.values(currencies).every((rate) => typeof rate === 'number' && rate > 0))
    return 'currencies malformed';
  const whiteLabel = config.whiteLabel as Record<string, unknown>;
  const currency = whiteLabel.currency;
  if (typeof whiteLabel.id !== 'string' || !isObject(currency) || typeof currency.code !== 'string')
    return 'whiteLabel malformed';
  return null;
}

/**
 * The start sequence of spec 1 §4: healthcheck, then config. The messages load alongside (they are
 * static files) and nothing renders before both messages and settings are in. A failed healthcheck
 * is maintenance; a failed, empty or malformed config is the error screen.
 */
export async function startApp({
  client,
  language,
  loadMessages,
  messageParts,
  strict,
  onMissingKey,
}: StartDeps): Promise<StartResult> {
  const i18nPromise = createI18n({ language, load: loadMessages, parts: messageParts, strict, onMissingKey });
  try {
    await client.healthcheck();
  } catch {
    return { kind: 'maintenance', i18n: await i18nPromise };
  }
  try {
    const config = await client.config();
    const problem = configProblem(config);
    if (problem) throw new InvalidConfigError(problem);
    return { kind: 'ready', config, i18n: await i18nPromise };
  } catch (error) {
    return { kind: 'error', i18n: await i18nPromise, error };
  }
}
