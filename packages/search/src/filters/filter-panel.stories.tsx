import type { Meta, StoryObj } from '@storybook/react-vite';
import { settingsStore } from '@clubstay/i18n/settings';
import { config, filterMetadata } from '#fixtures.ts';
import { DEFAULT_FILTERS } from '#state/filters.ts';
import { FilterPanel } from './filter-panel.tsx';

// Annotated rather than `satisfies`: the declaration tsc emits for `meta` could not name FilterPanel's props.
const meta: Meta<typeof FilterPanel> = {
  title: 'Search/Filter panel',
  component: FilterPanel,
  tags: ['autodocs'],
  parameters: { feature: {} },
  args: {
    filters: DEFAULT_FILTERS,
    metadata: filterMetadata,
    placeType: 'city',
    onChange: () => undefined,
    onReset: () => undefined,
  },
  // The options' names (property types, facilities, popular filters) come with the config.
  beforeEach: () => {
    const before = settingsStore.getState().config;
    settingsStore.setState({ config });
    return () => settingsStore.setState({ config: before });
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Every filter the destination's hotels allow; options no hotel has are disabled. */
export const Default: Story = {};

/** Filters chosen: a name, a price range, 5 stars, hotels and apartments, very good and better, pool and WiFi. */
export const WithChoices: Story = {
  args: {
    filters: {
      ...DEFAULT_FILTERS,
      priceFrom: 90,
      priceTo: 300,
      stars: [5],
      propertyTypes: [1, 2],
      rating: [3, 4],
      facilities: [22, 26],
      name: 'Miramar',
    },
  },
};

/** While the search's metadata loads: placeholder rows instead of options (spec 1 §9). */
export const Loading: Story = { args: { metadata: undefined } };
