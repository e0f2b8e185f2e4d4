import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchParams } from '#state/search-store.ts';
import { renderRoutes } from '#test/harness.tsx';
import { forgetLoadedForm, LazySearchForm } from './lazy-search-form.tsx';

const initial: SearchParams = {
  destination: { q: 'Paris, France', placeId: 'city-2988507' },
  dates: ['2027-03-12', '2027-03-15'],
  rooms: [{ adults: 2, children: [] }],
  businessTrip: false,
};

// Not by role: an open popover hides the form from the accessibility tree.
const form = () => document.querySelector('form') as HTMLFormElement;
/** The first load of the react-aria form's modules in the test runner takes a while. */
const LOAD = { timeout: 15_000 };
const destination = () => screen.getByRole('combobox', { name: 'Destination' });

/** A press as a browser sends it, in one task: the code cannot arrive between its events. */
function press(element: HTMLElement) {
  fireEvent.pointerDown(element);
  fireEvent.pointerUp(element);
  fireEvent.click(element);
}

async function renderForm(
  props: { onChange?: (params: SearchParams) => void; onSearch?: (params: SearchParams) => void } = {},
) {
  const onSearch = props.onSearch ?? vi.fn();
  const Page = () => (
    <LazySearchForm
      variant="compact"
      highContrast
      initial={initial}
      onChange={props.onChange}
      onSearch={onSearch}
    />
  );
  return renderRoutes({ hotel: Page }, { at: '/hotel/1' });
}

describe('the home search form, light until first used (issue 6 item 10)', () => {
  beforeEach(() => {
    forgetLoadedForm();
  });

  it(
    'first renders native controls with the names and values of the real ones',
    { timeout: 30_000 },
    async () => {
      await renderForm();
      expect(form()).toHaveAttribute('data-light');
      expect(destination()).toHaveValue('Paris, France');
      expect(screen.getByRole('button', { name: /Check-in – check-out/ })).toHaveTextContent(
        '12 Mar 2027 – 15 Mar 2027 3 nights',
      );
      expect(screen.getByRole('button', { name: /Rooms and guests/ })).toHaveTextContent('2 guests · 1 room');
      expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
      expect(screen.getByRole('checkbox', { name: "I'm travelling for work" })).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'Clear destination' })).toBeVisible();
    },
  );

  it(
    'hands over to the react-aria ComboBox on focus, keeping the focus, the typed text and the caret',
    { timeout: 30_000 },
    async () => {
      await renderForm();
      const light = destination();
      act(() => light.focus());
      fireEvent.change(light, { target: { value: 'par' } });
      (light as HTMLInputElement).setSelectionRange(1, 1);
      await waitFor(() => expect(form()).not.toHaveAttribute('data-light'), LOAD);
      const real = destination() as HTMLInputElement;
      expect(real).not.toBe(light);
      expect(real).toHaveValue('par');
      expect(real).toHaveFocus();
      expect([real.selectionStart, real.selectionEnd]).toEqual([1, 1]);
      // react-aria's: the menu opens on focus (spec 1 §4), and typing goes on in the same input.
      await waitFor(() => expect(real).toHaveAttribute('aria-expanded', 'true'));
      await userEvent.keyboard('{End}is');
      expect(destination()).toHaveValue('paris');
    },
  );

  it(
    'opens the calendar pressed before its code arrived, with the focus back on the trigger when it closes',
    { timeout: 30_000 },
    async () => {
      await renderForm();
      press(screen.getByRole('button', { name: /Check-in – check-out/ }));
      await waitFor(() => expect(screen.getAllByRole('grid')).toHaveLength(4), LOAD);
      expect(form()).not.toHaveAttribute('data-light');
      // Escape closes the picker once the focus is inside it (react-aria moves it there after mount;
      // on a busy machine that is later than the grids appear).
      await waitFor(() => expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull(), LOAD);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryAllByRole('grid')).toHaveLength(0), LOAD);
      // react-aria gives the focus back in an animation frame after the popover unmounts.
      await waitFor(
        () => expect(screen.getByRole('button', { name: /Check-in – check-out/ })).toHaveFocus(),
        LOAD,
      );
    },
  );

  it('opens the rooms chooser pressed before its code arrived', { timeout: 30_000 }, async () => {
    await renderForm();
    press(screen.getByRole('button', { name: /Rooms and guests/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add a room' }, LOAD));
    expect(screen.getByText('4 guests · 2 rooms')).toBeVisible();
  });

  it(
    'stores each change and searches on the shared state, light or not (spec 1 §4, §5)',
    { timeout: 30_000 },
    async () => {
      const onChange = vi.fn<(params: SearchParams) => void>();
      const onSearch = vi.fn<(params: SearchParams) => void>();
      await renderForm({ onChange, onSearch });
      // Clicks without focus or pointer: the light controls do the work themselves.
      fireEvent.click(screen.getByRole('checkbox', { name: "I'm travelling for work" }));
      expect(onChange).toHaveBeenLastCalledWith({ ...initial, businessTrip: true });
      fireEvent.click(screen.getByRole('button', { name: 'Clear destination' }));
      expect(onChange).toHaveBeenLastCalledWith({ ...initial, businessTrip: true, destination: null });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      // In both of its destinations, the phone's and the wider screen's (CSS shows one).
      expect(screen.getAllByText('Choose a destination from the list.')).toHaveLength(2);
      expect(onSearch).not.toHaveBeenCalled();
      expect(form()).toHaveAttribute('data-light');

      // The react-aria form takes over with the same values and error.
      act(() => screen.getByRole('checkbox', { name: "I'm travelling for work" }).focus());
      await waitFor(() => expect(form()).not.toHaveAttribute('data-light'), LOAD);
      expect(screen.getByRole('checkbox', { name: "I'm travelling for work" })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: "I'm travelling for work" })).toHaveFocus();
      expect(screen.getByText('Choose a destination from the list.')).toBeVisible();
      expect(destination()).toHaveValue('');
    },
  );

  it(
    'resets to its defaults when the traveller goes back, light or not (spec 1 §4)',
    { timeout: 30_000 },
    async () => {
      const { router, history } = await renderForm();
      const businessTrip = () => screen.getByRole('checkbox', { name: "I'm travelling for work" });
      fireEvent.click(businessTrip());
      fireEvent.change(destination(), { target: { value: 'Lon' } });
      await act(() => router.navigate({ to: '/hotel/$hotelId', params: { hotelId: '2' } }));
      expect(businessTrip()).toBeChecked();
      act(() => {
        history.back();
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/1'));
      expect(businessTrip()).not.toBeChecked();
      expect(destination()).toHaveValue('Paris, France');
      expect(form()).toHaveAttribute('data-light');
    },
  );

  it('renders the react-aria form at once when its code is already there', { timeout: 30_000 }, async () => {
    await renderForm();
    act(() => destination().focus());
    await waitFor(() => expect(form()).not.toHaveAttribute('data-light'), LOAD);
    await renderForm();
    expect(
      [...document.querySelectorAll('form')].every((element) => !element.hasAttribute('data-light')),
    ).toBe(true);
  });
});
