import { afterEach, expect } from 'vitest';
import { takePageProblems } from './browser.ts';

// Every journey fails on an uncaught error or a hydration mismatch in any page it opened (issue 18:
// "the e2e journeys fail on any console error or React hydration warning"). Network answers the
// journey asked for (a 400 for bad input) are the browser's own console lines and do not count.
afterEach(() => {
  expect(takePageProblems(), 'uncaught errors or hydration mismatches in the pages of this journey').toEqual(
    [],
  );
});
