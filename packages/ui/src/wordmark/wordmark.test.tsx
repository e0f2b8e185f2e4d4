import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Wordmark } from './wordmark.tsx';

describe('Wordmark', () => {
  it('writes the brand name as text, the mark is decorative', () => {
    render(
      <a href="/">
        <Wordmark name="Vivid Travel" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Vivid Travel' })).toBeInTheDocument();
  });
});
