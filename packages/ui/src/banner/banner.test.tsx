import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './banner.tsx';

describe('Banner', () => {
  it('alerts and can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(
      <Banner live="alert" tone="danger" title="Payment declined" onDismiss={onDismiss}>
        Try another card.
      </Banner>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment declined');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
