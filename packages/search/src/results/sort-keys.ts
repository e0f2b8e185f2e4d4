import type { SortOption } from '@clubstay/contract/search-rules';
import type { MessageKey } from '@clubstay/i18n/resources';

/** The sort options' labels (spec 1 §2 "Search": the results' sort select). */
export const SORT_KEYS: Record<SortOption, MessageKey> = {
  'Price-asc': 'SEARCH.SORT.PRICE_ASC',
  'Price-desc': 'SEARCH.SORT.PRICE_DESC',
  'Discount-desc': 'SEARCH.SORT.DISCOUNT_DESC',
  'DistanceToPoint-asc': 'SEARCH.SORT.DISTANCE_ASC',
  'TrustYouScore-desc': 'SEARCH.SORT.SCORE_DESC',
  'PopularityScore-desc': 'SEARCH.SORT.POPULARITY_DESC',
};
