import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider } from './slider.tsx';

describe('RangeSlider', () => {
  it('has two thumbs moved by the keyboard, which cannot cross', async () => {
    const onChange = vi.fn();
    render(
      <RangeSlider
        label="Price"
        defaultValue={[40, 60]}
        minValue={0}
        maxValue={100}
        step={10}
        onChange={onChange}
      />,
    );
    const [min, max] = screen.getAllByRole('slider');
    expect(min).toHaveAccessibleName(/Minimum/);
    expect(max).toHaveAccessibleName(/Maximum/);
    min?.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith([60, 60]);
    expect(screen.getByRole('status')).toHaveTextContent('60 – 60');
  });
});
