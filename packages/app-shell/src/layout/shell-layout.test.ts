import { describe, expect, it } from 'vitest';
import { leavingPage } from './shell-layout.tsx';

describe('leavingPage', () => {
  const at = (pathname: string) => ({ pathname });

  it('is true while another path loads after a page was shown', () => {
    expect(leavingPage({ status: 'pending', location: at('/'), resolvedLocation: at('/search') })).toBe(true);
  });

  it('is false on the first load, when nothing was shown yet', () => {
    expect(leavingPage({ status: 'pending', location: at('/search') })).toBe(false);
  });

  it('is false when only the query changes, and once the new page is shown', () => {
    expect(leavingPage({ status: 'pending', location: at('/search'), resolvedLocation: at('/search') })).toBe(
      false,
    );
    expect(leavingPage({ status: 'idle', location: at('/'), resolvedLocation: at('/') })).toBe(false);
  });
});
