import type { ComponentType } from 'react';

/**
 * Components one feature shows inside another's screen, passed in by the shell (feature packages never
 * import each other). The hotel page shows the search feature's compact panel through this slot.
 */

/** A stay as the search panel edits it: days are yyyy-MM-dd; rooms hold adults and children's ages. */
export interface StayValues {
  dates: readonly [string, string];
  rooms: readonly { adults: number; children: readonly number[] }[];
  businessTrip: boolean;
}

export interface CompactSearchSlotProps {
  /**
   * `compact`: the hotel page's panel (spec 1 §4 "Compact panel"); `static`: the /hotel-name variant,
   * preset to the static defaults.
   */
  variant: 'compact' | 'static';
  /** The place the page is about, shown in the destination field: "Paris, France". */
  destination: { q: string; placeId?: string };
  /** The stay the page shows now. */
  value: StayValues;
  /**
   * The Search button with the destination text unchanged: the values are stored without the
   * destination and handed back (the hotel page prices the same hotel for them).
   */
  onSameDestination: (values: StayValues) => void;
  /** Called after any accepted search (also after navigating to /search for another destination). */
  onSubmitted?: () => void;
}

export type CompactSearchSlot = ComponentType<CompactSearchSlotProps>;
