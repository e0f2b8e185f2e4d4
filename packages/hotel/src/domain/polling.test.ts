import { describe, expect, it } from 'vitest';
import { nextProgress, shouldCheckOffer, shouldPollAgain } from './polling.ts';

const running = { isFinished: false, tradable: true, stopped: false, failed: false };

describe('rooms polling stop conditions', () => {
  it('polls again while the search runs', () => {
    expect(shouldPollAgain(running)).toBe(true);
    expect(shouldPollAgain({ ...running, tradable: null })).toBe(true);
  });

  it('stops when finished, not tradable, stopped or failed', () => {
    expect(shouldPollAgain({ ...running, isFinished: true })).toBe(false);
    expect(shouldPollAgain({ ...running, tradable: false })).toBe(false);
    expect(shouldPollAgain({ ...running, stopped: true })).toBe(false);
    expect(shouldPollAgain({ ...running, failed: true })).toBe(false);
  });
});

describe('guaranteed offer check conditions', () => {
  const ready = { failed: false, isFinished: true, status: 0 as const, searchId: 's.1', stopped: false };

  it('runs with no error, a finished search, a pending offer and a search id', () => {
    expect(shouldCheckOffer(ready)).toBe(true);
  });

  it('waits or stops otherwise', () => {
    expect(shouldCheckOffer({ ...ready, failed: true })).toBe(false);
    expect(shouldCheckOffer({ ...ready, isFinished: false })).toBe(false);
    expect(shouldCheckOffer({ ...ready, status: 1 })).toBe(false);
    expect(shouldCheckOffer({ ...ready, status: null })).toBe(false);
    expect(shouldCheckOffer({ ...ready, searchId: null })).toBe(false);
    expect(shouldCheckOffer({ ...ready, stopped: true })).toBe(false);
  });
});

describe('progress bar', () => {
  it('advances by a third of the remainder each tick and is full only when finished', () => {
    const steps = [0];
    for (let i = 0; i < 4; i++) steps.push(nextProgress(steps.at(-1) ?? 0, false));
    expect(steps).toEqual([0, 33.33, 55.55, 70.37, 80.25]);
    let progress = 0;
    for (let i = 0; i < 40; i++) progress = nextProgress(progress, false);
    expect(progress).toBeLessThan(100);
    expect(nextProgress(42, true)).toBe(100);
  });
});
