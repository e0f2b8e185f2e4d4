import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from './checkbox.tsx';

describe('Checkbox', () => {
  it('toggles with a click and with Space', async () => {
    render(<Checkbox>Hide sold out</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Hide sold out' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('groups values', async () => {
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Stars" defaultValue={['4', '5']} onChange={onChange}>
        <Checkbox value="3">3 stars</Checkbox>
        <Checkbox value="4">4 stars</Checkbox>
        <Checkbox value="5">5 stars</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Stars' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '3 stars' }));
    expect(onChange).toHaveBeenCalledWith(['4', '5', '3']);
  });
});
