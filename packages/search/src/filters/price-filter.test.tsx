import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInEnglish } from '#test/harness.tsx';
import { DEFAULT_FILTERS, FILTER_DEBOUNCE_MS, type FilterState } from '#state/filters.ts';
import { PriceFilter } from './price-filter.tsx';

const bounds = { min: 40, max: 900 };

describe('the price filter: slider and inputs (spec 1 §3, §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function show(filters: FilterState = DEFAULT_FILTERS, rate = 1) {
    const onChange = vi.fn<(next: FilterState) => void>();
    await renderInEnglish(
      <PriceFilter filters={filters} bounds={bounds} currency={{ code: 'EUR', rate }} onChange={onChange} />,
    );
    return onChange;
  }
  const thumb = (name: string) => screen.getByRole('slider', { name: new RegExp(name) });
  const input = (name: string) => screen.getByRole('textbox', { name });
  /** A thumb is a range input: its position is its value. */
  const at = (name: string) => Number((thumb(name) as HTMLInputElement).value);

  it('spans the metadata range, thumbs at the ends while there is no bound', async () => {
    await show();
    expect(at('Lowest price')).toBe(40);
    expect(at('Highest price')).toBe(900);
    expect(input('From')).toHaveValue('');
    expect(input('To')).toHaveValue('');
  });

  it('moves the inputs with a thumb at once and applies 400 ms after the last move', async () => {
    const onChange = await show();
    act(() => thumb('Lowest price').focus());
    fireEvent.keyDown(thumb('Lowest price'), { key: 'PageUp' });
    const moved = at('Lowest price');
    expect(moved).toBeGreaterThan(40);
    expect(input('From')).toHaveValue(String(moved));
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ ...DEFAULT_FILTERS, priceFrom: moved, priceTo: null });
  });

  it('moves the thumb with a typed price and ignores one outside the range, showing the previous value again', async () => {
    const onChange = await show({ ...DEFAULT_FILTERS, priceFrom: 100, priceTo: 300 });
    expect(at('Lowest price')).toBe(100);
    fireEvent.change(input('To'), { target: { value: '250' } });
    fireEvent.blur(input('To'));
    expect(at('Highest price')).toBe(250);
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, priceFrom: 100, priceTo: 250 });

    onChange.mockClear();
    fireEvent.change(input('From'), { target: { value: '950' } });
    fireEvent.blur(input('From'));
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(input('From')).toHaveValue('100');
  });

  it('shows the range in the chosen currency and keeps the filter in EUR', async () => {
    const onChange = await show({ ...DEFAULT_FILTERS, priceFrom: 100 }, 2);
    expect(at('Lowest price')).toBe(200);
    expect(thumb('Highest price')).toHaveAttribute('max', '1800');
    fireEvent.change(input('To'), { target: { value: '600' } });
    fireEvent.blur(input('To'));
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_FILTERS, priceFrom: 100, priceTo: 300 });
  });
});
