import { isUiLanguage, type UiLanguage } from '@clubstay/contract/locales';

/**
 * The language to start in: the `locale` query parameter, then the saved choice, then the brand's
 * default, each only when the brand offers it.
 */
export function chooseLanguage(
  offered: readonly UiLanguage[],
  { query, saved }: { query: string | null; saved: string | null },
): UiLanguage {
  for (const candidate of [query, saved]) {
    if (isUiLanguage(candidate) && offered.includes(candidate)) return candidate;
  }
  return offered[0] ?? 'en';
}
