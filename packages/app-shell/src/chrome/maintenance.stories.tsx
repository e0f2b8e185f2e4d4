import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaintenanceScreen } from './maintenance.tsx';

/** Replaces the whole app while the API's healthcheck fails. */
const meta = {
  title: 'Shell/Maintenance',
  component: MaintenanceScreen,
  tags: ['autodocs'],
  parameters: { feature: {} },
  args: { onRetry: () => undefined },
} satisfies Meta<typeof MaintenanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
