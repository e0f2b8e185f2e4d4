import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select, SelectItem } from './select.tsx';
import { SelectTrigger } from './select-trigger.tsx';

describe('SelectTrigger', () => {
  it('is named and announced like the closed Select it stands for', () => {
    const { unmount } = render(
      <Select aria-label="Currency" selectedKey="EUR" items={[{ id: 'EUR' }, { id: 'USD' }]}>
        {(item) => <SelectItem>{item.id}</SelectItem>}
      </Select>,
    );
    const real = screen.getByRole('button', { name: 'EUR Currency' });
    const realAttributes = ['aria-haspopup', 'aria-expanded'].map((name) => real.getAttribute(name));
    unmount();
    render(<SelectTrigger aria-label="Currency" value="EUR" />);
    const light = screen.getByRole('button', { name: 'EUR Currency' });
    expect(['aria-haspopup', 'aria-expanded'].map((name) => light.getAttribute(name))).toEqual(
      realAttributes,
    );
    expect(light).toHaveAttribute('type', 'button');
    expect(light).toHaveTextContent('EUR');
  });
});
