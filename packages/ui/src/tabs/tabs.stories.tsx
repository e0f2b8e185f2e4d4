import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

const meta = { title: 'Navigation/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

const render = (args: Story['args']) => (
  <Tabs {...args}>
    <TabList aria-label="Hotel">
      <Tab id="rooms">Rooms</Tab>
      <Tab id="facilities">Facilities</Tab>
      <Tab id="policies">Policies</Tab>
      <Tab id="reviews" isDisabled>
        Reviews
      </Tab>
    </TabList>
    <TabPanel id="rooms">Four rooms available for your dates.</TabPanel>
    <TabPanel id="facilities">Pool, spa, free Wi-Fi.</TabPanel>
    <TabPanel id="policies">Check-in from 15:00.</TabPanel>
    <TabPanel id="reviews">No reviews yet.</TabPanel>
  </Tabs>
);

export const Default: Story = { render };
export const SecondSelected: Story = { render, args: { defaultSelectedKey: 'facilities' } };
