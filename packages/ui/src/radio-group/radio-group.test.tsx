import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './radio-group.tsx';

describe('RadioGroup', () => {
  it('moves the choice with the arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="Cancellation" defaultValue="free" onChange={onChange}>
        <Radio value="free">Free cancellation</Radio>
        <Radio value="none">Non-refundable</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Cancellation' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Free cancellation' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('none');
    expect(screen.getByRole('radio', { name: 'Non-refundable' })).toBeChecked();
  });
});
