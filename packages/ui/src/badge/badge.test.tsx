import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.tsx';

describe('Badge', () => {
  it('renders its text in place', () => {
    render(<Badge tone="accent">-35%</Badge>);
    expect(screen.getByText('-35%').tagName).toBe('SPAN');
  });
});
