import { useTranslation } from 'react-i18next';
import { MEAL_TYPES } from '@clubstay/contract/rooms-rules';
import { formatPrice, intlDate } from '@clubstay/i18n/format';
import { useSettings } from '@clubstay/i18n/settings';

/**
 * Prices in the visitor's currency (spec 2 §9): EUR times the rate, rounded up, 0 decimals. A
 * difference is taken between the two shown (rounded) amounts, so "+€36" always matches the totals.
 */
export function useMoney() {
  const currency = useSettings((state) => state.currency);
  const shown = (eur: number) => Math.ceil(eur * currency.rate - 1e-9);
  return {
    price: (eur: number) => formatPrice(eur, currency),
    /** "+€36", "−€12"; an empty string when the shown amounts are equal. */
    difference: (targetEur: number, currentEur: number) => {
      const delta = shown(targetEur) - shown(currentEur);
      if (delta === 0) return '';
      const text = formatPrice(Math.abs(delta) / currency.rate, currency);
      return `${delta > 0 ? '+' : '−'}${text}`;
    },
    currency,
  };
}

/** A cancellation deadline in GMT, as the booking terms state it (spec 2 §1): "10 March 2027, 12:00 GMT". */
export function formatDeadline(iso: string, language: string): string {
  const text = intlDate(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${text} GMT`;
}

/** The meal type's name in the visitor's language. */
export function useMealName() {
  const { t } = useTranslation();
  return (boarding: number) => t(`HOTEL_DETAILS_PAGE.MEALS.${MEAL_TYPES[boarding]?.name ?? 'None'}`);
}

/** The rating scale's words (Poor … Excellent) in the visitor's language. */
export function useScoreLabels() {
  const { t } = useTranslation();
  return {
    Poor: t('HOTEL_DETAILS_PAGE.SCORE.POOR'),
    Fair: t('HOTEL_DETAILS_PAGE.SCORE.FAIR'),
    Good: t('HOTEL_DETAILS_PAGE.SCORE.GOOD'),
    VeryGood: t('HOTEL_DETAILS_PAGE.SCORE.VERY_GOOD'),
    Excellent: t('HOTEL_DETAILS_PAGE.SCORE.EXCELLENT'),
  };
}
