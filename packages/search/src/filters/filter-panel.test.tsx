import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '#test/harness.tsx';
import { DEFAULT_FILTERS } from '#state/filters.ts';
import { FilterPanel } from './filter-panel.tsx';

describe('the filter panel while the metadata loads (spec 1 §9)', () => {
  it('shows 5 placeholder rows for the hot filters and ratings, 10 for property types and facilities', async () => {
    await renderInEnglish(
      <FilterPanel
        filters={DEFAULT_FILTERS}
        metadata={undefined}
        placeType="city"
        onChange={vi.fn()}
        onReset={vi.fn()}
      />,
    );
    const rows = (title: string) => {
      const group = screen.getByRole('heading', { name: title }).parentElement;
      if (!group) throw new Error(`no group ${title}`);
      return within(group).getByRole('status', { name: 'Loading' }).children.length;
    };
    expect({
      hotFilters: rows('Popular filters'),
      rating: rows('Guest rating'),
      propertyTypes: rows('Property type'),
      facilities: rows('Facilities'),
    }).toEqual({ hotFilters: 5, rating: 5, propertyTypes: 10, facilities: 10 });
  });
});
