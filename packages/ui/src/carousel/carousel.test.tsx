import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel.tsx';

describe('Carousel', () => {
  it('is a named region of labelled slides with a counter', async () => {
    render(
      <Carousel label="Room photos">
        <img src="a.svg" alt="Bed" />
        <img src="b.svg" alt="Bathroom" />
        <img src="c.svg" alt="View" />
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Room photos' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2 of 3' })).toContainElement(screen.getByAltText('Bathroom'));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  });
});
