import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    render(
      <Tabs>
        <TabList aria-label="Bookings">
          <Tab id="upcoming">Upcoming</Tab>
          <Tab id="past">Past</Tab>
        </TabList>
        <TabPanel id="upcoming">No upcoming stays</TabPanel>
        <TabPanel id="past">Two past stays</TabPanel>
      </Tabs>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Two past stays');
  });
});
