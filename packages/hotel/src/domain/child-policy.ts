/* ------------------------------------------------------------------------------------------------
 * The hotel's child policy in age bands (spec 2 §9 "Child policy"): infants up to childrenAgeFrom-1,
 * children childrenAgeFrom to childrenAgeTo, adults from childrenAgeTo+1.
 * ---------------------------------------------------------------------------------------------- */

interface ChildPolicy {
  childrenAgeFrom: number;
  childrenAgeTo: number;
  childrenStayFree: boolean;
}

export type AgeBand =
  | { kind: 'infants'; from: number; to: number }
  | { kind: 'children'; from: number; to: number; stayFree: boolean }
  | { kind: 'adults'; from: number };

/**
 * The bands, youngest first. No infant band when children start at 0; no child band when the range
 * is empty (a hotel that prices everyone as an adult from `childrenAgeFrom`).
 */
export function ageBands(policy: ChildPolicy): AgeBand[] {
  const from = Math.max(0, Math.floor(policy.childrenAgeFrom));
  const to = Math.floor(policy.childrenAgeTo);
  const bands: AgeBand[] = [];
  if (from > 0) bands.push({ kind: 'infants', from: 0, to: from - 1 });
  if (to >= from) {
    bands.push({ kind: 'children', from, to, stayFree: policy.childrenStayFree });
    bands.push({ kind: 'adults', from: to + 1 });
  } else {
    bands.push({ kind: 'adults', from });
  }
  return bands;
}
