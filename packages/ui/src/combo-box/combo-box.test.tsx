import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox, ComboBoxItem } from './combo-box.tsx';

const cities = [
  { id: 'lis', name: 'Lisbon' },
  { id: 'lon', name: 'London' },
  { id: 'par', name: 'Paris' },
];

describe('ComboBox', () => {
  it('filters suggestions as the traveller types and picks one', async () => {
    const onSelectionChange = vi.fn();
    render(
      <ComboBox label="Destination" defaultItems={cities} onSelectionChange={onSelectionChange}>
        {(city) => <ComboBoxItem id={city.id}>{city.name}</ComboBoxItem>}
      </ComboBox>,
    );
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await userEvent.type(input, 'Lo');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['London']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenCalledWith('lon');
    expect(input).toHaveValue('London');
  });
});
