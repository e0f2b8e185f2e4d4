import { describe, expect, it } from 'vitest';
import { activeSection, easeInOut, scrollDirection, sectionScrollTarget } from './scroll.ts';

describe('scrolling', () => {
  it('ignores direction changes under 3 px', () => {
    expect(scrollDirection(100, 102)).toBeNull();
    expect(scrollDirection(100, 97.5)).toBeNull();
    expect(scrollDirection(100, 103)).toBe('down');
    expect(scrollDirection(100, 90)).toBe('up');
  });

  it('lands a section 90 px under the top', () => {
    expect(sectionScrollTarget(400, 1000)).toBe(1310);
    expect(sectionScrollTarget(20, 0)).toBe(0);
  });

  it('eases from 0 to 1', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(easeInOut(2)).toBe(1);
  });

  it('highlights the first section in the band, else the last one above it', () => {
    const order = ['overview', 'rooms', 'about', 'facilities'] as const;
    expect(activeSection(order, new Set(['about', 'rooms']), new Set(['overview']))).toBe('rooms');
    expect(activeSection(order, new Set(), new Set(['overview', 'rooms']))).toBe('rooms');
    expect(activeSection(order, new Set(), new Set())).toBeUndefined();
  });
});
