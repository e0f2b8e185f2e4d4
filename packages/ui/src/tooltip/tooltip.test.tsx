import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '#button/button.tsx';
import { Tooltip, TooltipTrigger } from './tooltip.tsx';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    render(
      <TooltipTrigger>
        <Button aria-label="Price guarantee">✓</Button>
        <Tooltip>We match any lower price</Tooltip>
      </TooltipTrigger>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('We match any lower price');
    expect(screen.getByRole('button', { name: 'Price guarantee' })).toHaveAccessibleDescription(
      'We match any lower price',
    );
  });
});
