import type { Meta, StoryObj } from '@storybook/react-vite';
import { BUILT_IN_PATHS } from '@clubstay/api-client/client';
import { settingsStore } from '@clubstay/i18n/settings';
import { config, lisbon, searchResponse } from '#fixtures.ts';
import { SearchScreen } from './search-screen.tsx';

/** /search for Lisbon, 12–15 May 2027, two adults (the address the screen reads its search from). */
const address = `/search?q=${encodeURIComponent(lisbon.q)}&placeId=${lisbon.placeId}&dates=20270512,20270515&rooms=2`;

const meta = {
  title: 'Search/Results page',
  component: SearchScreen,
  parameters: { feature: { path: address, api: { [BUILT_IN_PATHS.search]: searchResponse() } } },
  beforeEach: () => {
    const before = settingsStore.getState().config;
    settingsStore.setState({ config });
    return () => settingsStore.setState({ config: before });
  },
} satisfies Meta<typeof SearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// The results come from the (stubbed) API after the first paint: each story's play waits until its
// state shows, so the story counts as rendered (for the e2e's axe pass too) only then.

/** The form, the filters, the sorting and a page of results as a list. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, { timeout: 3000 });
  },
};

/** No hotel matches the filters: a note and a button that resets them. */
export const NoResults: Story = {
  parameters: {
    feature: {
      path: address,
      api: { [BUILT_IN_PATHS.search]: searchResponse({ hotels: [], totalCount: 0 }) },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText(/./, { selector: '[role="status"] p' }, { timeout: 3000 });
  },
};

/** The search failed: an alert above the (empty) results. */
export const Failed: Story = {
  parameters: {
    feature: { path: address, api: { [BUILT_IN_PATHS.search]: new Error('search failed') } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('alert', {}, { timeout: 3000 });
  },
};

/** While the results load: placeholder rows (the answer never comes in this story). */
export const Loading: Story = {
  parameters: {
    feature: { path: address, api: { [BUILT_IN_PATHS.search]: () => new Promise(() => undefined) } },
  },
};
